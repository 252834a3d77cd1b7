import { describe, expect, it } from 'vitest';
import { sessionFromToken } from '../../../lib/session/session-store.ts';
import { fakeToken } from '../../../test/render.tsx';
import { leadAccessOf } from './lead-owner.ts';

const session = (claims: Record<string, unknown>) => sessionFromToken(fakeToken(claims));

describe('leadAccessOf', () => {
  it('lets confirmed users and admins in, asks guests and anonymous visitors to sign in', () => {
    expect(leadAccessOf(session({ userId: 3, role: 'USER', confirmed: true }))).toEqual({
      kind: 'member',
      owner: '3',
    });
    expect(leadAccessOf(session({ userId: 4, role: 'ADMIN' }))).toEqual({ kind: 'member', owner: '4' });
    expect(leadAccessOf(session({ userId: 5, role: 'GUEST' }))).toEqual({ kind: 'sign-in' });
    expect(leadAccessOf(sessionFromToken(null))).toEqual({ kind: 'sign-in' });
    expect(leadAccessOf(session({ userId: 6, role: 'USER', confirmed: false }))).toEqual({ kind: 'confirm' });
  });
});
