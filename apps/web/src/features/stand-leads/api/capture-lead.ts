import type { Lead } from '@vitrine/contract';
import { apiExchange } from '../../../lib/api/client.ts';

export interface CapturedLead {
  lead: Lead;
  /** 201: a new contact; 200: this stand already had this visitor. */
  isNew: boolean;
}

/** `POST /api/exhibitor/{id}/leads`: a scanned QR's text or a typed code; `at` for a queued read. */
export async function captureLead(
  exhibitorId: number,
  { badge, at }: { badge: string; at?: string },
): Promise<CapturedLead> {
  const { status, body } = await apiExchange<Lead>(`/exhibitor/${exhibitorId}/leads`, {
    method: 'POST',
    body: at ? { badge, capturedAt: at } : { badge },
  });
  return { lead: body, isNew: status === 201 };
}
