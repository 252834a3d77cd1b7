import type { LiveMessage } from '@vitrine/contract';
import { useEffect, useRef } from 'react';

type Listener = (message: LiveMessage) => void;
const listeners = new Set<Listener>();

/** Hands a live message to every screen that listens (the feeds refresh themselves). */
export function publishLiveMessage(message: LiveMessage): void {
  for (const listener of listeners) listener(message);
}

export function onLiveMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` for each live message while the component is mounted. */
export function useLiveMessages(listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onLiveMessage((message) => latest.current(message)), []);
}
