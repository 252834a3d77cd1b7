// The stand teams feature's public surface for the producer area: the sheet with a stand's team
// panel. The account menu's 'Área do expositor' reads ./my-stands.ts.
export { StandTeamSheet } from './components/stand-team-sheet.tsx';
