import { describe, expect, it } from 'vitest';
import { type RegistrationForm, validateRegistration } from './register-validation.ts';

const valid: RegistrationForm = {
  name: 'Ana',
  email: 'ana@example.com',
  password: 'segredo-forte',
  confirmPassword: 'segredo-forte',
  acceptedTerms: true,
};

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toBeNull();
  });

  it('asks for every field first', () => {
    expect(validateRegistration({ ...valid, name: '  ', acceptedTerms: false })).toBe(
      'auth.register.missingFields',
    );
  });

  it('requires matching passwords', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'outra' })).toBe(
      'auth.register.passwordMismatch',
    );
  });

  it('requires the terms', () => {
    expect(validateRegistration({ ...valid, acceptedTerms: false })).toBe('auth.register.termsRequired');
  });
});
