// What the service worker (src/sw.ts) and the page agree on about the API copies it keeps.

/** API reads that answer the same to everyone of the tenant (the server's `publicRead`). */
export const publicApiCache = 'vitrine-api';
/**
 * API reads that depend on who asks (stars, Minha agenda, participation, a member's feed): the
 * worker files each under its owner, and the page empties this cache when the owner changes.
 */
export const personalApiCache = 'vitrine-api-personal';
export const mediaCache = 'vitrine-media';

/** Set by the worker on the copies it stores (epoch ms): the page sees it only on a cached answer. */
export const storedAtHeader = 'X-Vitrine-Stored-At';
