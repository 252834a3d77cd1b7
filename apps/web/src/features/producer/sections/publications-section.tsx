import { EventScope } from '../components/event-scope.tsx';
import { PublicationsTable } from '../components/publications-table.tsx';

/** 'Usuários → publicações'. */
export function PublicationsSection() {
  return <EventScope>{(event) => <PublicationsTable key={event.id} eventId={event.id} />}</EventScope>;
}
