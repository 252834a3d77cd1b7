import { createContext, useContext } from 'react';

/** 'confirm': signed in, but the e-mail's code is still to be typed (likes, comments, reports). */
export type SignInMode = 'login' | 'register' | 'confirm';

/** Opens the sign-in / register modal; pages ask for it when an action needs an account. */
export type OpenSignIn = (mode?: SignInMode) => void;

export const SignInPromptContext = createContext<OpenSignIn | null>(null);

/** The modal's opener. Outside the site layout (no modal there) it sends the visitor to /auth/login. */
export function useSignInPrompt(): OpenSignIn {
  return (
    useContext(SignInPromptContext) ??
    ((mode) =>
      window.location.assign(
        mode === 'register'
          ? '/auth/cadastrar'
          : mode === 'confirm'
            ? '/auth/code-authentication'
            : '/auth/login',
      ))
  );
}
