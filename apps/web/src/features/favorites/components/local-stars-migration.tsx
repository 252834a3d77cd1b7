import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { migrateLocalStars } from '../api/migrate-local-stars.ts';
import { useStarOwner } from '../api/use-star-owner.ts';

const started = new Set<string>();

/**
 * Once an account that can hold stars is signed in (a login, a confirmed sign-up, Google), the
 * stars kept in this browser as a guest or visitor move to it. Renders nothing.
 */
export function LocalStarsMigration() {
  const owner = useStarOwner();
  const { tenant } = usePublicConfig();
  const queryClient = useQueryClient();
  const userId = owner.kind === 'account' ? owner.userId : null;

  useEffect(() => {
    if (userId === null) return;
    const run = `${tenant}:${userId}`;
    if (started.has(run)) return;
    started.add(run);
    void migrateLocalStars(tenant)
      .then((moved) => {
        if (moved.length > 0) void queryClient.invalidateQueries({ queryKey: ['favorites'] });
      })
      .finally(() => started.delete(run));
  }, [tenant, userId, queryClient]);

  return null;
}
