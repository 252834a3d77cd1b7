// The publications feature's public surface: the event page lazy-loads the two feed tabs.
export { PublicationsTab } from './components/publications-tab.tsx';
