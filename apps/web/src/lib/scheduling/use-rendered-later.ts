import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready`, then true from a transition: what it guards renders after the rest of the
 * page has been painted, in slices React interleaves with input, instead of in the same long task
 * (a phone's main thread stays free; Lighthouse's Total Blocking Time).
 */
export function useRenderedLater(ready: boolean): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (ready && !later) startTransition(() => setLater(true));
  }, [ready, later]);
  return later;
}
