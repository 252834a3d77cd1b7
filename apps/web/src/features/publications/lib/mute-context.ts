import type { Mute } from '@vitrine/contract';
import { createContext, useContext } from 'react';

/**
 * The viewer's mute as the feed tab fetched it, with the id of the banner that explains it, so
 * the like button and comment box deep in each card can be disabled and point to why.
 */
export const MuteContext = createContext<{ mute: Mute; explanationId: string } | null>(null);

export const useMuted = () => useContext(MuteContext);
