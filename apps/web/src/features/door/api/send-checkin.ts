import type { CheckinResult } from '@vitrine/contract';
import { apiRequest } from '../../../lib/api/client.ts';

/** `POST /api/event/{id}/checkin`: a badge at the door; `at` for an entry that waited offline. */
export const sendCheckin = (eventId: number, { badge, at }: { badge: string; at?: string }) =>
  apiRequest<CheckinResult>(`/event/${eventId}/checkin`, {
    method: 'POST',
    body: at ? { badge, at } : { badge },
  });
