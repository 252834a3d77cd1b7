// The account menu's part of stand teams, apart from index.ts so the menu (in every page's
// first download) does not pull the team panel and its dialogs along.
export { standsOwner, useMyStands } from './api/use-my-stands.ts';
export const exhibitorAreaPath = '/area-expositor';
