// A stand team's leads: badge scanning and the contact list, as sections of the
// exhibitor area, each for one stand.
export { BadgeScanSection, StandLeadsSection } from './components/stand-lead-sections.tsx';
