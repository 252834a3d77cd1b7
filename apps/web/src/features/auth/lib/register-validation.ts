import { isValidCpf, passwordMinLength } from '@vitrine/contract';
import { looksLikeEmail } from '../../../lib/validation/email.ts';

export interface RegistrationForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Asked on /auth/cadastrar. */
  acceptedTerms?: boolean;
  /** Asked by the event page's register modal. */
  cpf?: string;
}

export type RegistrationProblem =
  | 'auth.register.missingFields'
  | 'auth.register.invalidEmail'
  | 'auth.register.invalidCpf'
  | 'auth.register.passwordMismatch'
  | 'auth.register.passwordTooShort'
  | 'auth.register.termsRequired';

/**
 * The original client's registration checks in its order (fields, matching passwords, terms), with the
 * server's own rules (e-mail, CPF, password length) where they fit; the first problem is shown.
 * The CPF and the terms are checked only on the forms that ask for them.
 */
export function validateRegistration(form: RegistrationForm): RegistrationProblem | null {
  const required = [form.name, form.email, form.password, form.confirmPassword];
  if (form.cpf !== undefined) required.push(form.cpf);
  if (required.some((value) => !value.trim())) return 'auth.register.missingFields';
  if (!looksLikeEmail(form.email)) return 'auth.register.invalidEmail';
  if (form.cpf !== undefined && !isValidCpf(form.cpf)) return 'auth.register.invalidCpf';
  if (form.password !== form.confirmPassword) return 'auth.register.passwordMismatch';
  if (form.password.length < passwordMinLength) return 'auth.register.passwordTooShort';
  if (form.acceptedTerms === false) return 'auth.register.termsRequired';
  return null;
}

/** "12345678909" → "123.456.789-09", as typed: the CPF field formats itself. */
export function formatCpf(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}
