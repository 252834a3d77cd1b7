import type { FieldIssue } from '@vitrine/contract';
import { isApiError } from '../../../lib/api/api-error.ts';
import type { RegistrationProblem } from './register-validation.ts';

const problemByField: Record<string, RegistrationProblem> = {
  'body.login': 'auth.register.invalidEmail',
  'body.cpf': 'auth.register.invalidCpf',
  'body.password': 'auth.register.passwordTooShort',
  'body.confirmPassword': 'auth.register.passwordMismatch',
};

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' && value !== null && typeof (value as FieldIssue).field === 'string';

/** A VALIDATION_ERROR of the register call, told in the form's own words when we know the field. */
export function registrationProblemOf(error: unknown): RegistrationProblem | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return null;
  for (const issue of error.args.filter(isFieldIssue)) {
    const problem = problemByField[issue.field];
    if (problem) return problem;
  }
  return null;
}
