import { EventScope } from '../../events/index.ts';
import { PublicationsTable } from '../components/publications-table.tsx';

/** 'Usuários → publicações'. */
export function PublicationsSection() {
  return <EventScope>{(event) => <PublicationsTable key={event.id} eventId={event.id} />}</EventScope>;
}
