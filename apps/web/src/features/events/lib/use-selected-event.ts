import { useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { useProducerEvents } from '../api/use-producer-events.ts';

/**
 * The event the producer works on, kept in `?event=` so every section and a reload agree:
 * the one asked for when it exists, else the deployment's default event, else the newest.
 */
export function useSelectedEvent() {
  const [params, setParams] = useSearchParams();
  const { defaultEventId } = usePublicConfig();
  const events = useProducerEvents();
  const list = events.data?.content ?? [];
  const asked = Number(params.get('event'));
  const chosen =
    list.find((event) => event.id === asked) ??
    list.find((event) => event.id === defaultEventId) ??
    list[0] ??
    null;

  const select = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('event', String(id));
      return next;
    });

  return { events, list, event: chosen, eventId: chosen?.id ?? null, select };
}
