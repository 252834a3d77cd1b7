import type { Address, Property } from '@vitrine/contract';
import type { PropertyRow } from './properties.repository.ts';

/** `{ logradouro: 'road, number', localidade: 'neighbourhood - city/state' }`; the neighbourhood rides in `complement`. */
export function propertyAddress(address: Address | null): Property['address'] {
  if (!address) return { logradouro: '', localidade: '' };
  const cityState = `${address.city}/${address.state}`;
  return {
    logradouro: `${address.road}, ${address.number}`,
    localidade: address.complement ? `${address.complement} - ${cityState}` : cityState,
  };
}

/** The stored address in the shape PropertyRequest takes, so an edit form can fill every field. */
export function propertyFullAddress(address: Address | null): Property['fullAddress'] {
  if (!address) return null;
  const { road, number, city, state, zipCode, complement } = address;
  return { road, number, city, state, zipCode, complement: complement ?? null };
}

export function presentProperty(row: PropertyRow, images: string[]): Property {
  return {
    id: row.id,
    title: row.title,
    images,
    address: propertyAddress(row.address),
    fullAddress: propertyFullAddress(row.address),
    status: row.status,
    room: row.room,
    suites: row.suites,
    size: row.size,
    description: row.description,
    contact: row.contact,
    exhibitorId: row.exhibitorId,
  };
}
