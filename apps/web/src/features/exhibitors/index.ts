// 'Meus expositores': an event's exhibitors with their teams, publications and subscribers.
export { MyExhibitorsSection } from './routes/my-exhibitors-section.tsx';
