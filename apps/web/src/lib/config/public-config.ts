import type { PublicConfig } from '@vitrine/contract';
import { httpRequest } from '../api/http.ts';

let pending: Promise<PublicConfig> | null = null;

/**
 * The deployment's public config, fetched once and shared by every caller (the tenant header
 * of each request depends on it). A failure is not cached, so a retry asks the server again.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  // Public and the same for everyone: a stale token must not be able to block the start.
  pending ??= httpRequest<PublicConfig>('/config', { token: 'omit' }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** For tests: start from a known config, or from none at all. */
export function primePublicConfig(config: PublicConfig | null): void {
  pending = config ? Promise.resolve(config) : null;
}
