import { pagePaths } from '@vitrine/contract';

// The event page's addresses (the contract's, shared with the server's share cards).
export { propertyPathSegment, speakerPathSegment } from '@vitrine/contract';

export const eventPath = pagePaths.event;
export const speakerPath = pagePaths.speaker;
export const propertyPath = pagePaths.property;

/** The detail an address opens, from its route params; null for the event's own pages. */
export type OpenedDetail = { kind: 'speaker' | 'property'; id: number } | null;

const toId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function openedDetail(params: { speakerId?: string; propertyId?: string }): OpenedDetail {
  const speakerId = toId(params.speakerId);
  if (speakerId !== null) return { kind: 'speaker', id: speakerId };
  const propertyId = toId(params.propertyId);
  if (propertyId !== null) return { kind: 'property', id: propertyId };
  return null;
}
