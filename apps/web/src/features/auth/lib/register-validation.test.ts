import { describe, expect, it } from 'vitest';
import { formatCpf, type RegistrationForm, validateRegistration } from './register-validation.ts';

const valid: RegistrationForm = {
  name: 'Ana',
  email: 'ana@example.com',
  password: 'segredo-forte',
  confirmPassword: 'segredo-forte',
  acceptedTerms: true,
};
const modal: RegistrationForm = { ...valid, acceptedTerms: undefined, cpf: '529.982.247-25' };

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toBeNull();
    expect(validateRegistration(modal)).toBeNull();
  });

  it('asks for every field first', () => {
    expect(validateRegistration({ ...valid, name: '  ', acceptedTerms: false })).toBe(
      'auth.register.missingFields',
    );
    expect(validateRegistration({ ...modal, cpf: ' ' })).toBe('auth.register.missingFields');
  });

  it('checks the e-mail looks like one', () => {
    expect(validateRegistration({ ...valid, email: 'ana@' })).toBe('auth.register.invalidEmail');
  });

  it('checks the CPF digits in the modal', () => {
    expect(validateRegistration({ ...modal, cpf: '529.982.247-26' })).toBe('auth.register.invalidCpf');
    expect(validateRegistration({ ...modal, cpf: '111.111.111-11' })).toBe('auth.register.invalidCpf');
    expect(validateRegistration({ ...modal, cpf: '52998224725' })).toBeNull();
  });

  it('requires matching passwords', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'outra' })).toBe(
      'auth.register.passwordMismatch',
    );
  });

  it('requires the server minimum password length', () => {
    expect(validateRegistration({ ...valid, password: 'curta12', confirmPassword: 'curta12' })).toBe(
      'auth.register.passwordTooShort',
    );
  });

  it('requires the terms where they are asked', () => {
    expect(validateRegistration({ ...valid, acceptedTerms: false })).toBe('auth.register.termsRequired');
  });
});

describe('formatCpf', () => {
  it.each([
    ['5', '5'],
    ['5299', '529.9'],
    ['5299822', '529.982.2'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-2599', '529.982.247-25'],
    ['abc', ''],
  ])('formats %s as %s', (typed, shown) => {
    expect(formatCpf(typed)).toBe(shown);
  });
});
