import { type Exhibitor, quotaByCode } from '@vitrine/contract';
import {
  addressOf,
  addressValues,
  socialOf,
  socialValues,
} from '../../../components/form/address-social-fields.tsx';

const textFields = [
  'idEvent',
  'title',
  'shortDescription',
  'category',
  'quota',
  'sector',
  'company',
  'local',
] as const;

export const emptyExhibitorValues = (eventId?: number): Record<string, string> => ({
  ...Object.fromEntries(textFields.map((key) => [key, ''])),
  idEvent: eventId ? String(eventId) : '',
  description: '',
  aboutSponsor: '',
  ...addressValues(null),
  ...socialValues(null, 'socialMedia'),
});

const codeOfQuota = (quota: string) =>
  Object.entries(quotaByCode).find(([, name]) => name === quota)?.[0] ?? '';

export function exhibitorValues(exhibitor: Exhibitor): Record<string, string> {
  return {
    idEvent: String(exhibitor.eventId),
    title: exhibitor.title,
    shortDescription: exhibitor.shortDescription,
    category: exhibitor.category,
    quota: codeOfQuota(exhibitor.quota),
    sector: exhibitor.sector ?? '',
    company: exhibitor.company ?? '',
    local: exhibitor.local ?? '',
    description: exhibitor.description,
    aboutSponsor: exhibitor.aboutSponsor ?? '',
    ...addressValues(exhibitor.address),
    ...socialValues(exhibitor.socialMedia, 'socialMedia'),
  };
}

const orUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);
const orNull = (value: string | undefined) => (value?.trim() ? value : null);

/** The `exhibitorRequest` JSON of `POST/PUT exhibitor` (exhibitorRequestSchema's input). */
export function exhibitorRequest(values: Record<string, string>, sponsor: boolean) {
  return {
    idEvent: orUndefined(values.idEvent),
    title: values.title,
    description: values.description ?? '',
    shortDescription: values.shortDescription,
    category: values.category,
    sponsor,
    aboutSponsor: orNull(values.aboutSponsor),
    sector: orNull(values.sector),
    // The numeric code of the original client's form (1 Presente … 6 Construtora).
    quota: values.quota ? Number(values.quota) : undefined,
    company: orNull(values.company),
    local: orNull(values.local),
    address: addressOf(values, true),
    socialMedia: socialOf(values, 'socialMedia'),
  };
}
