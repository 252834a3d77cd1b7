import type { Property, PropertyRevision } from '@vitrine/contract';

/** A published property with the change awaiting the organizer, or else its last refusal. */
export interface StandPropertyRow {
  property: Property;
  pending: PropertyRevision | null;
  rejected: PropertyRevision | null;
}

export interface StandPropertyChanges {
  rows: StandPropertyRow[];
  /** New properties awaiting the organizer: they have no id until approved. */
  newPending: PropertyRevision[];
  /** New properties the organizer refused lately, with the reason. */
  newRejected: PropertyRevision[];
}

/**
 * Lays the stand's revisions (newest first) over its published properties. A refusal shows only
 * while nothing newer replaced it; a change to a property since removed is left out.
 */
export function propertyChanges(properties: Property[], revisions: PropertyRevision[]): StandPropertyChanges {
  const rows = properties.map((property) => {
    const own = revisions.filter((revision) => revision.propertyId === property.id);
    const pending = own.find((revision) => revision.status === 'PENDING') ?? null;
    const decided = own.find((revision) => revision.status === 'APPROVED' || revision.status === 'REJECTED');
    const rejected = !pending && decided?.status === 'REJECTED' ? decided : null;
    return { property, pending, rejected };
  });
  const added = revisions.filter((revision) => revision.propertyId === null);
  return {
    rows,
    newPending: added.filter((revision) => revision.status === 'PENDING'),
    newRejected: added.filter((revision) => revision.status === 'REJECTED'),
  };
}

/** A 202 answers a stand OWNER's write with the revision; a 201/200 with the property. */
export const isPropertyRevision = (saved: unknown): saved is PropertyRevision =>
  typeof saved === 'object' && saved !== null && 'action' in saved && 'proposed' in saved;
