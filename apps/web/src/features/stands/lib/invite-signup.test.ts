import { describe, expect, it } from 'vitest';
import { validateInviteSignup } from './invite-signup.ts';

describe('validateInviteSignup', () => {
  const valid = { name: 'Lia', password: 'segredo-forte', confirmPassword: 'segredo-forte' };

  it('accepts a name and two equal passwords long enough', () => {
    expect(validateInviteSignup(valid)).toBeNull();
  });

  it('names the first problem: missing, mismatched, too short', () => {
    expect(validateInviteSignup({ ...valid, name: '  ' })).toBe('auth.register.missingFields');
    expect(validateInviteSignup({ ...valid, confirmPassword: 'outra-senha' })).toBe(
      'auth.register.passwordMismatch',
    );
    expect(validateInviteSignup({ name: 'Lia', password: 'curta', confirmPassword: 'curta' })).toBe(
      'auth.register.passwordTooShort',
    );
  });
});
