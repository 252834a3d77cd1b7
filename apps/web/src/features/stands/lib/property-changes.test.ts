import type { Property, PropertyRevision } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { isPropertyRevision, propertyChanges } from './property-changes.ts';

const property = (id: number): Property => ({
  id,
  title: `Imóvel ${id}`,
  images: [],
  address: { logradouro: 'Rua A, 1', localidade: 'Centro' },
  fullAddress: null,
  status: 'READY',
  room: 2,
  suites: 1,
  size: 50,
  description: '',
  contact: null,
  exhibitorId: 3,
});
const revision = (
  id: number,
  propertyId: number | null,
  status: PropertyRevision['status'],
  action: PropertyRevision['action'] = 'UPDATE',
): PropertyRevision => ({
  id,
  exhibitorId: 3,
  exhibitorTitle: 'Alfa',
  eventId: 7,
  propertyId,
  action,
  status,
  author: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  reason: status === 'REJECTED' ? 'não' : null,
  decidedAt: null,
  current: null,
  proposed: null,
  changed: [],
});

describe('propertyChanges', () => {
  it('pairs each property with its pending change, or else its newest decision when a refusal', () => {
    const { rows } = propertyChanges(
      [property(1), property(2), property(3)],
      [
        revision(10, 1, 'PENDING'),
        revision(9, 1, 'REJECTED'),
        revision(8, 2, 'REJECTED', 'DELETE'),
        revision(7, 3, 'APPROVED'),
        revision(6, 3, 'REJECTED'),
      ],
    );
    expect(rows.map((row) => [row.property.id, row.pending?.id ?? null, row.rejected?.id ?? null])).toEqual([
      [1, 10, null],
      [2, null, 8],
      // Approved since: the older refusal no longer matters.
      [3, null, null],
    ]);
  });

  it('keeps new properties apart (no id until approved) and leaves out changes to removed ones', () => {
    const changes = propertyChanges(
      [property(1)],
      [
        revision(12, null, 'PENDING', 'CREATE'),
        revision(11, null, 'REJECTED', 'CREATE'),
        revision(5, 99, 'APPROVED', 'DELETE'),
      ],
    );
    expect(changes.newPending.map((item) => item.id)).toEqual([12]);
    expect(changes.newRejected.map((item) => item.id)).toEqual([11]);
    expect(changes.rows).toHaveLength(1);
  });

  it('tells a 202 revision from a saved property', () => {
    expect(isPropertyRevision(revision(1, 1, 'PENDING'))).toBe(true);
    expect(isPropertyRevision(property(1))).toBe(false);
    expect(isPropertyRevision(undefined)).toBe(false);
  });
});
