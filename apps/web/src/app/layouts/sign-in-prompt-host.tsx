import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { type SignInMode, SignInPromptContext } from '../../lib/session/sign-in-prompt.ts';

// The modal's forms load the first time someone asks to sign in, not with the event page.
const AuthModal = lazy(() => import('../../features/auth/index.ts').then((m) => ({ default: m.AuthModal })));

/** Gives pages `useSignInPrompt()` and hosts the login/register modal it opens. */
export function SignInPromptHost({ children }: { children: ReactNode }) {
  const [prompt, setPrompt] = useState<{ mode: SignInMode; opened: number } | null>(null);
  const [open, setOpen] = useState(false);
  const openSignIn = useCallback((mode: SignInMode = 'login') => {
    // A new key per opening: the modal starts at the asked form, not where it was left.
    setPrompt({ mode, opened: Date.now() });
    setOpen(true);
  }, []);

  return (
    <SignInPromptContext.Provider value={openSignIn}>
      {children}
      {prompt && (
        <Suspense fallback={null}>
          <AuthModal key={prompt.opened} open={open} onOpenChange={setOpen} initialMode={prompt.mode} />
        </Suspense>
      )}
    </SignInPromptContext.Provider>
  );
}
