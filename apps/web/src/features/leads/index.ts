// The visitor's side of leads: the badge, who holds their contact, and the
// 'Tenho interesse' / 'Fale com o expositor' button for the property and stand pages.
export { InterestButton } from './components/interest-button.tsx';
export { badgePath, myDataPath } from './lib/lead-paths.ts';
