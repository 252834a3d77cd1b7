import { describe, expect, it } from 'vitest';
import { type SupportRequest, trimSupportRequest, validateSupportRequest } from './support-validation.ts';

const valid: SupportRequest = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  subject: 'Credenciamento',
  message: 'Como retiro minha credencial?',
};

describe('validateSupportRequest', () => {
  it('accepts a complete request', () => {
    expect(validateSupportRequest(valid)).toEqual({});
  });

  it('treats whitespace as empty', () => {
    expect(validateSupportRequest({ name: '  ', email: ' ', subject: '\n', message: '\t ' })).toEqual({
      name: 'support.errors.nameRequired',
      email: 'support.errors.emailRequired',
      subject: 'support.errors.subjectRequired',
      message: 'support.errors.messageRequired',
    });
  });

  it('checks the email format', () => {
    expect(validateSupportRequest({ ...valid, email: 'ana@' })).toEqual({
      email: 'support.errors.emailInvalid',
    });
    expect(validateSupportRequest({ ...valid, email: ' ana@example.com ' })).toEqual({});
  });

  it('trims what it sends', () => {
    expect(trimSupportRequest({ ...valid, name: ' Ana ' }).name).toBe('Ana');
  });
});
