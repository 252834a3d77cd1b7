import { passwordMinLength } from '@vitrine/contract';

export interface InviteSignup {
  name: string;
  password: string;
  confirmPassword: string;
}

export type InviteSignupProblem =
  | 'auth.register.missingFields'
  | 'auth.register.passwordMismatch'
  | 'auth.register.passwordTooShort';

/** The sign-up checks of /auth/cadastrar that apply here (the e-mail is the invitation's). */
export function validateInviteSignup(form: InviteSignup): InviteSignupProblem | null {
  if (!form.name.trim() || !form.password || !form.confirmPassword) return 'auth.register.missingFields';
  if (form.password !== form.confirmPassword) return 'auth.register.passwordMismatch';
  if (form.password.length < passwordMinLength) return 'auth.register.passwordTooShort';
  return null;
}
