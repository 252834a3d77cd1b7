import { AppError } from './app-error.ts';
import type { RateLimiter } from './rate-limit.ts';

/** The limiter counts hits: one per mebibyte a request's files hold, rounded up. */
const unitBytes = 1_048_576;
const hourMs = 3_600_000;

export interface UploadQuota {
  /** Before a body is read: 429 when this hour's bytes are already spent. */
  ensureOpen(key: string): Promise<void>;
  /** Once received: counts `bytes`, and 429 when they go past the hour's quota (store nothing then). */
  spend(key: string, bytes: number): Promise<void>;
}

/**
 * Bytes of media one member may upload per hour, on the app's shared limiter (every node counts
 * together). A refused request's bytes count too: they were received.
 */
export function uploadQuota(limiter: RateLimiter, bytesPerHour: number): UploadQuota {
  const limit = Math.max(1, Math.floor(bytesPerHour / unitBytes));
  const exceeded = (retryAfter: number) =>
    new AppError(429, 'UPLOAD_QUOTA_EXCEEDED', [Math.max(1, retryAfter)]);
  return {
    async ensureOpen(key) {
      const spent = await limiter.peek(key);
      if (spent.count >= limit) throw exceeded(spent.retryAfter);
    },
    async spend(key, bytes) {
      if (bytes <= 0) return;
      const hits = await Promise.all(
        Array.from({ length: Math.ceil(bytes / unitBytes) }, () => limiter.hit(key, limit, hourMs)),
      );
      const refused = hits.filter((hit) => !hit.allowed);
      if (refused.length > 0) throw exceeded(Math.max(...refused.map((hit) => hit.retryAfter)));
    },
  };
}
