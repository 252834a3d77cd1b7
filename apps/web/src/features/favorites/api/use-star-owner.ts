import { useSession } from '../../../lib/session/session-store.ts';
import { type StarOwner, starOwner } from '../lib/star-owner.ts';

export function useStarOwner(): StarOwner {
  return starOwner(useSession());
}
