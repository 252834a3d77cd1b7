/** What sign-in and registration answer: a token, or a message instead of one. */
export interface AuthResponse {
  token?: string;
  message?: string;
}
