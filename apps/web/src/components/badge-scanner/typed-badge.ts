import { badgeAlphabet, badgeCodeLength, formatBadgeCode } from '@vitrine/contract';

/**
 * What the 'Digitar código' field shows as the person types: the badge alphabet only, upper case,
 * at most 8 characters, with the dash after the fourth (ABCD-EFGH) as printed on the badge.
 */
export function formatTypedBadge(text: string): string {
  const code = [...text.toUpperCase()]
    .filter((char) => badgeAlphabet.includes(char))
    .join('')
    .slice(0, badgeCodeLength);
  return code.length > 4 ? formatBadgeCode(code) : code;
}

/**
 * Remembers the codes read in the last `windowMs`: the camera sees the same badge many times a
 * second, and a visitor lingering in front of it must count once.
 */
export function createRecentCodes(windowMs = 3000, now: () => number = Date.now) {
  const seenAt = new Map<string, number>();
  return {
    /** True when `code` was already read within the window; otherwise notes it and says false. */
    isRepeat(code: string): boolean {
      const time = now();
      for (const [known, at] of seenAt) if (time - at >= windowMs) seenAt.delete(known);
      if (seenAt.has(code)) return true;
      seenAt.set(code, time);
      return false;
    },
  };
}
