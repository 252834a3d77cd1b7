// Minha agenda, loaded lazily by the event page when its tab opens.
export { MyAgendaTab } from './routes/my-agenda-tab.tsx';
