import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { sendStar } from '../api/send-star.ts';
import { useStarOwner } from '../api/use-star-owner.ts';
import { queuedStars, sendQueuedStars, starQueueOwner } from '../lib/star-queue.ts';

/**
 * Sends the stars a member set without network: when the app starts signed in as them and
 * whenever the browser is back online; the starred lists are refetched afterwards. Renders nothing.
 */
export function QueuedStarsReplay() {
  const owner = useStarOwner();
  const { tenant } = usePublicConfig();
  const queryClient = useQueryClient();
  const userId = owner.kind === 'account' ? owner.userId : null;

  useEffect(() => {
    if (userId === null) return;
    const queue = starQueueOwner(tenant, userId);
    const replay = () => {
      if (queuedStars(queue).length === 0) return;
      void sendQueuedStars(queue, sendStar).then(({ sent, refused }) => {
        if (sent.length + refused.length > 0) void queryClient.invalidateQueries({ queryKey: ['favorites'] });
      });
    };
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [tenant, userId, queryClient]);

  return null;
}
