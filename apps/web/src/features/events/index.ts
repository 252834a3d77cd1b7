// The producer's events: the event picker every event-scoped screen sits in, the event card and
// 'Meus eventos'.
export { EventCard } from './components/event-card.tsx';
export { EventScope } from './components/event-scope.tsx';
export { useSelectedEvent } from './lib/use-selected-event.ts';
export { MyEventsSection } from './routes/my-events-section.tsx';
