import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six random digits, leading zeros kept. */
export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are stored keyed-hashed, so a database leak does not hand out live codes. */
export function hashVerificationCode(secret: Uint8Array, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('base64url');
}

export function verificationCodeMatches(
  secret: Uint8Array,
  userId: number,
  code: string,
  stored: string,
): boolean {
  const actual = Buffer.from(hashVerificationCode(secret, userId, code));
  const expected = Buffer.from(stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
