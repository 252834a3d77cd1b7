/** What sign-in and registration answer (SPEC §7): a token, or a message instead of one. */
export interface AuthResponse {
  token?: string;
  message?: string;
}
