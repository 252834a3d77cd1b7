import { describe, expect, it } from 'vitest';
import { formatAddress, mapsSearchText, mapsSearchUrl } from './address.ts';

const address = {
  road: 'Av. Paulista',
  number: '1578',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01310-200',
};

describe('address texts', () => {
  it('formats the location line', () => {
    expect(formatAddress(address)).toBe('Av. Paulista, 1578 - São Paulo, SP - CEP 01310-200');
  });

  it('keeps S/N on screen but leaves it out of the maps search', () => {
    const noNumber = { ...address, number: 'S/N' };
    expect(formatAddress(noNumber)).toBe('Av. Paulista, S/N - São Paulo, SP - CEP 01310-200');
    expect(mapsSearchText(noNumber)).toBe('Av. Paulista - São Paulo, SP - CEP 01310-200');
    expect(mapsSearchText({ ...address, number: 's/n' })).toBe(
      'Av. Paulista - São Paulo, SP - CEP 01310-200',
    );
  });

  it('skips missing parts without stray separators', () => {
    expect(formatAddress({ ...address, number: '', zipCode: '' })).toBe('Av. Paulista - São Paulo, SP');
  });

  it('builds a maps search link', () => {
    expect(mapsSearchUrl(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Paulista%2C%201578%20-%20S%C3%A3o%20Paulo%2C%20SP%20-%20CEP%2001310-200',
    );
  });
});
