import { type PropertyDraft, propertyStatusByCode } from '@vitrine/contract';
import { addressOf, addressValues } from '../../../components/form/address-social-fields.tsx';

export const emptyPropertyValues = (eventId?: number, exhibitorId?: number): Record<string, string> => ({
  eventId: eventId ? String(eventId) : '',
  exhibitorsId: exhibitorId ? String(exhibitorId) : '',
  title: '',
  description: '',
  suites: '',
  room: '',
  size: '',
  contact: '',
  status: '',
  ...addressValues(null),
});

const codeOfStatus = (status: string) =>
  Object.entries(propertyStatusByCode).find(([, name]) => name === status)?.[0] ?? '';

export function propertyValues(property: PropertyDraft, eventId: number | null): Record<string, string> {
  return {
    eventId: eventId ? String(eventId) : '',
    exhibitorsId: String(property.exhibitorId),
    title: property.title,
    description: property.description,
    suites: String(property.suites),
    room: String(property.room),
    size: String(property.size),
    contact: property.contact ?? '',
    status: codeOfStatus(property.status),
    // The read's full address, ZIP code included: nothing has to be typed again.
    ...addressValues(property.fullAddress),
  };
}

const numberOrUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The `request` JSON of `POST/PUT routeImmobile` (propertyRequestSchema's input). */
export function propertyRequest(values: Record<string, string>, keptImages: string[] | null) {
  return {
    eventId: numberOrUndefined(values.eventId),
    exhibitorsId: numberOrUndefined(values.exhibitorsId),
    title: values.title,
    description: values.description ?? '',
    suites: numberOrUndefined(values.suites),
    room: numberOrUndefined(values.room),
    size: numberOrUndefined(values.size),
    contact: values.contact?.trim() ? values.contact : null,
    // The numeric code of the original client's form (1 Pronto … 4 breve lançamento).
    status: values.status ? Number(values.status) : undefined,
    address: addressOf(values),
    ...(keptImages ? { images: keptImages } : {}),
  };
}
