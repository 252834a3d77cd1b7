import { useEffect } from 'react';
import { releaseBootScreen } from './boot-screen.ts';

/** Releases the held boot screen once `ready` (a page's content, or its error, is on screen). */
export function useReleaseBootScreen(ready = true): void {
  useEffect(() => {
    if (ready) releaseBootScreen();
  }, [ready]);
}
