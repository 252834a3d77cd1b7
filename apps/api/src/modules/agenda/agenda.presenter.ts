import type { Address, Agenda, Speaker } from '@vitrine/contract';
import { toDateText, toTimeText } from '../../lib/dates.ts';
import { presentSpeaker } from '../speakers/speakers.presenter.ts';
import type { AgendaItemRow, AgendaRepository } from './agenda.repository.ts';
import type { CalendarEntry } from './ics.ts';

type SpeakerRows = Awaited<ReturnType<AgendaRepository['speakersOf']>>;

/** agenda item id → its speakers, in their listed order. */
export function speakersByItem(rows: SpeakerRows, urls: Map<number, string>): Map<number, Speaker[]> {
  const byItem = new Map<number, Speaker[]>();
  for (const row of rows) {
    const list = byItem.get(row.agendaItemId) ?? [];
    list.push(presentSpeaker(row, urls));
    byItem.set(row.agendaItemId, list);
  }
  return byItem;
}

/** dd/MM/yyyy → items; `items` arrive in schedule order, so keys come out in date order. */
export function presentAgenda(items: AgendaItemRow[], speakers: Map<number, Speaker[]>): Agenda {
  const agenda: Agenda = {};
  for (const item of items) {
    const day = toDateText(item.date);
    agenda[day] ??= [];
    agenda[day].push({
      id: item.id,
      timeStart: toTimeText(item.timeStart),
      timeEnd: toTimeText(item.timeEnd),
      theme: item.theme,
      description: item.description,
      speaker: speakers.get(item.id) ?? [],
      stage: item.stage,
      cancelled: item.cancelledAt !== null,
    });
  }
  return agenda;
}

const speakerLine = (speaker: Speaker) => {
  const role = [speaker.company, speaker.office].filter(Boolean).join(' - ');
  return role ? `${speaker.name} (${role})` : speaker.name;
};

/** "Pavilhão A, Rua X, 10 - São Paulo/SP": the event's place and street address. */
export function eventLocation(local: string, address: Address | null): string {
  const street = address
    ? `${address.road}, ${address.number} - ${address.city}/${address.state}, ${address.zipCode}`
    : '';
  return [local, street].filter(Boolean).join(', ');
}

/** The item's VEVENT: LOCATION is its stage, then the event's place; SEQUENCE and LAST-MODIFIED follow producer edits. */
export function calendarEntry(item: AgendaItemRow, speakers: Speaker[], location: string): CalendarEntry {
  const lines = [item.description];
  if (speakers.length > 0) lines.push('', `Palestrantes: ${speakers.map(speakerLine).join('; ')}`);
  return {
    uid: `agenda-${item.id}@vitrine`,
    date: item.date,
    timeStart: item.timeStart,
    timeEnd: item.timeEnd,
    summary: item.theme,
    description: lines.join('\n').trim(),
    location: [item.stage, location].filter(Boolean).join(', '),
    sequence: item.sequence,
    lastModified: item.updatedAt,
    cancelled: item.cancelledAt !== null,
  };
}
