// The stand teams feature's public surface: the team panel for the producer area, and the
// user's stands for the account menu's 'Área do expositor'.
export { useMyStands } from './api/use-my-stands.ts';
export { StandTeamPanel } from './components/stand-team-panel.tsx';
export const exhibitorAreaPath = '/area-expositor';
