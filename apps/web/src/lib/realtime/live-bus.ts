import type { LiveMessage, ReactionsMessage } from '@vitrine/contract';
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

type ReactionsListener = (message: ReactionsMessage) => void;
const reactionsListeners = new Set<ReactionsListener>();

/** Hands a post's new likes and comments to every screen that shows it (the feeds patch their cards). */
export function publishReactions(message: ReactionsMessage): void {
  for (const listener of reactionsListeners) listener(message);
}

/** Calls `listener` for each post's new likes and comments while the component is mounted. */
export function useLiveReactions(listener: ReactionsListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const call: ReactionsListener = (message) => latest.current(message);
    reactionsListeners.add(call);
    return () => {
      reactionsListeners.delete(call);
    };
  }, []);
}
