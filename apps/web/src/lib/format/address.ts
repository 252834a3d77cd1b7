import type { Address } from '@vitrine/contract';

/** The original client's marker for an address without a number ("sem número"). */
const noNumber = /^s\s*\/?\s*n\.?$/i;

type AddressParts = Pick<Address, 'road' | 'number' | 'city' | 'state' | 'zipCode'>;

const joinNonEmpty = (separator: string, parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

function addressLine(address: AddressParts, number: string): string {
  // "CEP" is the Brazilian postal code's own name and stays as is in every language.
  const zip = address.zipCode?.trim() ? `CEP ${address.zipCode.trim()}` : '';
  return joinNonEmpty(' - ', [
    joinNonEmpty(', ', [address.road, number]),
    joinNonEmpty(', ', [address.city, address.state]),
    zip,
  ]);
}

/** "road, number - city, state - CEP zipCode", as the location block shows it. */
export function formatAddress(address: AddressParts): string {
  return addressLine(address, address.number);
}

/** The same text for a maps search, without "S/N", which only confuses geocoders. */
export function mapsSearchText(address: AddressParts): string {
  return addressLine(address, noNumber.test(address.number.trim()) ? '' : address.number);
}

export function mapsSearchUrl(address: AddressParts): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapsSearchText(address))}`;
}
