// The favourites feature's public surface: the star every showcase card carries, and the
// sign-in hook that moves a guest's stars to the account. Minha agenda loads from ./my-agenda.ts.
export { FavoriteStar } from './components/favorite-star.tsx';
export { LocalStarsMigration } from './components/local-stars-migration.tsx';
