export interface RegistrationForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

export type RegistrationProblem =
  | 'auth.register.missingFields'
  | 'auth.register.passwordMismatch'
  | 'auth.register.termsRequired';

/** SPEC §5's registration checks, in its order; the first problem is the one shown. */
export function validateRegistration(form: RegistrationForm): RegistrationProblem | null {
  const required = [form.name, form.email, form.password, form.confirmPassword];
  if (required.some((value) => !value.trim())) return 'auth.register.missingFields';
  if (form.password !== form.confirmPassword) return 'auth.register.passwordMismatch';
  if (!form.acceptedTerms) return 'auth.register.termsRequired';
  return null;
}
