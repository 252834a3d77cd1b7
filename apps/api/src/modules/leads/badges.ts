import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type Badge, badgeAlphabet, badgeCodeLength, normalizeBadgeCode } from '@vitrine/contract';
import { renderSVG } from 'uqr';
import type { Db } from '../../db/client.ts';
import { badgesRepository } from './badges.repository.ts';

/** A fresh code: `badgeCodeLength` characters drawn from the alphabet without look-alikes. */
export const newBadgeCode = () =>
  Array.from({ length: badgeCodeLength }, () => badgeAlphabet[randomInt(badgeAlphabet.length)]).join('');

/** What a badge's QR holds: a version, the code and a signature of it (`VTR1:ABCDEFGH:sig`). */
const payloadPattern = /^VTR1:([A-Z2-9]{8}):([A-Za-z0-9_-]{16})$/;

export type BadgeInput =
  /** A QR's text whose signature holds, or a typed code: the code to look up. */
  | { code: string; typed: boolean }
  /** Neither: a QR of something else, a forged signature, a mistyped code. */
  | null;

/**
 * Visitors' badges. A stand scans the QR or types the short code; the code is looked up
 * in `badge`, so rotating it revokes the old one at once. The QR's HMAC (the server secret) tells a
 * forged or mangled QR from a code that was never issued, and lets QR scans skip the typed-code
 * rate limit: guessing needs the secret.
 */
export function createBadges(db: Db, secret: Uint8Array) {
  const sign = (tenantId: number, code: string) =>
    createHmac('sha256', secret).update(`badge:${tenantId}:${code}`).digest('base64url').slice(0, 16);

  async function present(tenantId: number, userId: number, code: string): Promise<Badge> {
    const payload = `VTR1:${code}:${sign(tenantId, code)}`;
    const phone = await badgesRepository.phone(db, userId);
    return {
      code,
      payload,
      qr: renderSVG(payload, { border: 2, ecc: 'M' }),
      hasPhone: Boolean(phone),
    };
  }

  /** The user's code, made if they have none (a code taken by someone else draws again). */
  async function ensure(tenantId: number, userId: number): Promise<string> {
    for (;;) {
      const code = await badgesRepository.codeOf(db, userId);
      if (code !== null) return code;
      // Nothing on conflict, whether another request made the user's badge first or the code is taken.
      await badgesRepository.insertIfFree(db, tenantId, userId, newBadgeCode());
    }
  }

  /** A new code for the user; one already taken (one in 10¹² per pair) draws again. */
  async function replace(tenantId: number, userId: number): Promise<string> {
    await ensure(tenantId, userId);
    for (;;) {
      const code = newBadgeCode();
      try {
        await badgesRepository.setCode(db, userId, code);
        return code;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }

  return {
    /** The user's badge, made on the first call. */
    async get(tenantId: number, userId: number): Promise<Badge> {
      return present(tenantId, userId, await ensure(tenantId, userId));
    },

    /** A new code: the old QR and code stop working at once. */
    async rotate(tenantId: number, userId: number): Promise<Badge> {
      return present(tenantId, userId, await replace(tenantId, userId));
    },

    /** What a scanner sent, read: a signed QR or a well-formed typed code. */
    read(tenantId: number, text: string): BadgeInput {
      const match = payloadPattern.exec(text.trim());
      if (match) {
        const [, code, signature] = match as unknown as [string, string, string];
        const expected = Buffer.from(sign(tenantId, code));
        const given = Buffer.from(signature);
        return expected.length === given.length && timingSafeEqual(expected, given)
          ? { code, typed: false }
          : null;
      }
      const code = normalizeBadgeCode(text);
      return code ? { code, typed: true } : null;
    },

    /** The holder of a code in the tenant, if it is their current one. */
    async holder(tenantId: number, code: string): Promise<number | null> {
      return badgesRepository.holder(db, tenantId, code);
    },
  };
}
export type Badges = ReturnType<typeof createBadges>;

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}
