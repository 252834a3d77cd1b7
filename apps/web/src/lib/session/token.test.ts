import { describe, expect, it } from 'vitest';
import { decodeTokenPayload } from './token.ts';

const encode = (payload: unknown) => {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `header.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;
};

describe('decodeTokenPayload', () => {
  it('reads the claims of a JWT', () => {
    const token = encode({ userId: 7, role: 'ADMIN', name: 'Ana Souza', email: 'ana@example.com' });
    expect(decodeTokenPayload(token)).toMatchObject({
      userId: 7,
      role: 'ADMIN',
      name: 'Ana Souza',
      email: 'ana@example.com',
    });
  });

  it('decodes accented names written in UTF-8 and base64url', () => {
    const token = encode({ userId: 1, role: 'USER', name: 'João Conceição ~~??' });
    expect(decodeTokenPayload(token)?.name).toBe('João Conceição ~~??');
  });

  it('reads the example token of the brief', () => {
    const token = 'header.eyJ1c2VySWQiOjEsInJvbGUiOiJBRE1JTiIsIm5hbWUiOiJBbmEgU291emEifQ.sig';
    expect(decodeTokenPayload(token)).toMatchObject({ userId: 1, role: 'ADMIN', name: 'Ana Souza' });
  });

  it.each([
    ['not-a-jwt'],
    ['a.b'],
    ['a.!!!.c'],
    [`a.${btoa('not json')}.c`],
    [`a.${btoa('[1,2]')}.c`],
    [`a.${btoa('{"role":"ADMIN"}')}.c`],
  ])('returns null for %s', (token) => {
    expect(decodeTokenPayload(token)).toBeNull();
  });
});
