import { describe, expect, it } from 'vitest';
import { invitableRoles, mayManage } from './stand-role.ts';

describe('stand team powers', () => {
  it('lets the organizer invite and manage both roles', () => {
    expect(invitableRoles('ADMIN')).toEqual(['OWNER', 'STAFF']);
    expect(mayManage('ADMIN', 'OWNER')).toBe(true);
  });

  it('lets an OWNER invite and manage STAFF only, and STAFF nothing', () => {
    expect(invitableRoles('OWNER')).toEqual(['STAFF']);
    expect(mayManage('OWNER', 'OWNER')).toBe(false);
    expect(mayManage('OWNER', 'STAFF')).toBe(true);
    expect(invitableRoles('STAFF')).toEqual([]);
    expect(mayManage('STAFF', 'STAFF')).toBe(false);
  });
});
