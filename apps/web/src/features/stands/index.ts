// The stand teams feature's public surface for the producer area: the team panel. The account
// menu's 'Área do expositor' reads ./my-stands.ts.
export { StandTeamPanel } from './components/stand-team-panel.tsx';
