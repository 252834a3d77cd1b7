import { type Property, propertyStatusByCode } from '@vitrine/contract';
import { addressOf, addressValues } from './address-social-fields.tsx';

export const emptyPropertyValues = (eventId?: number): Record<string, string> => ({
  eventId: eventId ? String(eventId) : '',
  exhibitorsId: '',
  title: '',
  description: '',
  suites: '',
  room: '',
  size: '',
  contact: '',
  status: '',
  ...addressValues(null),
});

/**
 * The saved address as far as a property read gives it back: `logradouro` is 'road, number' and
 * `localidade` '[complement - ]city/state'; the ZIP code is not returned.
 */
function addressFromDisplay(address: Property['address']) {
  const comma = address.logradouro.lastIndexOf(', ');
  const road = comma >= 0 ? address.logradouro.slice(0, comma) : address.logradouro;
  const number = comma >= 0 ? address.logradouro.slice(comma + 2) : '';
  const dash = address.localidade.lastIndexOf(' - ');
  const complement = dash >= 0 ? address.localidade.slice(0, dash) : '';
  const [city = '', state = ''] = (dash >= 0 ? address.localidade.slice(dash + 3) : address.localidade).split(
    '/',
  );
  return { road, number, city, state, zipCode: '', complement };
}

const codeOfStatus = (status: string) =>
  Object.entries(propertyStatusByCode).find(([, name]) => name === status)?.[0] ?? '';

export function propertyValues(property: Property, eventId: number | null): Record<string, string> {
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
    ...addressValues(addressFromDisplay(property.address)),
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
    // The numeric code of SPEC's form (1 Pronto … 4 breve lançamento).
    status: values.status ? Number(values.status) : undefined,
    address: addressOf(values),
    ...(keptImages ? { images: keptImages } : {}),
  };
}
