// The favourites feature's public surface: the star every showcase card carries, the sign-in
// hook that moves a guest's stars to the account and the replay of stars set offline. Minha
// agenda loads from ./my-agenda.ts.
export { FavoriteStar } from './components/favorite-star.tsx';
export { LocalStarsMigration } from './components/local-stars-migration.tsx';
export { QueuedStarsReplay } from './components/queued-stars-replay.tsx';
