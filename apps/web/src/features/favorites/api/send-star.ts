import { apiRequest } from '../../../lib/api/client.ts';
import type { QueuedStar } from '../lib/star-queue.ts';

/** `PUT|DELETE /api/favorite/{kind}/{id}`: idempotent, so a replayed wish is harmless. */
export const sendStar = ({ kind, id, starred }: QueuedStar) =>
  apiRequest<void>(`/favorite/${kind}/${id}`, { method: starred ? 'PUT' : 'DELETE' });
