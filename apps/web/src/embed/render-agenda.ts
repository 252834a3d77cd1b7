import type { EmbedAgenda, EmbedSession } from './api.ts';
import { h, outLink } from './dom.ts';
import type { EmbedLanguage, EmbedTexts } from './texts.ts';

/** `dd/MM/yyyy` as the visitor's language writes a day ("quinta-feira, 18 de março"). */
export function dayLabel(key: string, lang: EmbedLanguage, length: 'long' | 'short' = 'long'): string {
  const [day, month, year] = key.split('/').map(Number);
  if (!day || !month || !year) return key;
  return new Intl.DateTimeFormat(lang, {
    weekday: length,
    day: 'numeric',
    month: length,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

const dayOrder = (key: string) => key.split('/').reverse().join('');

function session(item: EmbedSession, eventId: number, texts: EmbedTexts): HTMLLIElement {
  const speakers = item.speaker.map((speaker, index) => [
    index > 0 ? ', ' : '',
    outLink(`/event/${eventId}/palestrante/${speaker.id}`, 'speaker', speaker.name),
    speaker.company ? ` · ${speaker.company}` : '',
  ]);
  return h(
    'li',
    { class: item.cancelled ? 'session cancelled' : 'session' },
    h('p', { class: 'time' }, h('time', {}, item.timeStart), '–', h('time', {}, item.timeEnd)),
    h(
      'div',
      { class: 'body' },
      h(
        'h3',
        { class: 'theme' },
        outLink(`/event/${eventId}?tab=programacao`, 'title', item.theme),
        item.cancelled && h('span', { class: 'badge' }, texts.cancelled),
      ),
      item.stage && h('p', { class: 'stage' }, item.stage),
      speakers.length > 0 && h('p', { class: 'speakers' }, ...speakers.flat()),
    ),
  );
}

function dayList(items: EmbedSession[], eventId: number, texts: EmbedTexts): HTMLUListElement {
  return h('ul', { class: 'sessions' }, ...items.map((item) => session(item, eventId, texts)));
}

/**
 * The schedule: one list per day, behind ARIA tabs when there are several days (arrow keys, Home
 * and End move between them, as the WAI-ARIA tabs pattern has it).
 */
export function renderAgenda(
  agenda: EmbedAgenda,
  eventId: number,
  lang: EmbedLanguage,
  texts: EmbedTexts,
): HTMLElement {
  const days = Object.keys(agenda)
    .filter((key) => (agenda[key]?.length ?? 0) > 0)
    .sort((a, b) => dayOrder(a).localeCompare(dayOrder(b)));
  if (days.length === 0) return h('p', { class: 'state' }, texts.emptyAgenda);
  if (days.length === 1) {
    const [day] = days as [string];
    return h(
      'section',
      { 'aria-labelledby': 'day-0' },
      h('h2', { id: 'day-0', class: 'day-title' }, dayLabel(day, lang)),
      dayList(agenda[day]!, eventId, texts),
    );
  }
  const tabs = days.map((day, index) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `tab-${index}`,
        class: 'tab',
        'aria-controls': `panel-${index}`,
        'aria-selected': String(index === 0),
        tabindex: index === 0 ? '0' : '-1',
        // Short on the tab, so three days fit a phone; read in full.
        'aria-label': dayLabel(day, lang),
      },
      dayLabel(day, lang, 'short'),
    ),
  );
  const panels = days.map((day, index) => {
    const panel = h(
      'div',
      { role: 'tabpanel', id: `panel-${index}`, 'aria-labelledby': `tab-${index}`, tabindex: '0' },
      dayList(agenda[day]!, eventId, texts),
    );
    panel.hidden = index !== 0;
    return panel;
  });
  const select = (chosen: number, focus: boolean) => {
    tabs.forEach((tab, index) => {
      tab.setAttribute('aria-selected', String(index === chosen));
      tab.tabIndex = index === chosen ? 0 : -1;
      panels[index]!.hidden = index !== chosen;
    });
    if (focus) tabs[chosen]!.focus();
  };
  const list = h('div', { role: 'tablist', 'aria-label': texts.days, class: 'tabs' }, ...tabs);
  list.addEventListener('click', (event) => {
    const index = tabs.indexOf((event.target as Element).closest('button') as HTMLButtonElement);
    if (index >= 0) select(index, false);
  });
  list.addEventListener('keydown', (event) => {
    const current = tabs.findIndex((tab) => tab.tabIndex === 0);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  });
  return h('div', {}, list, ...panels);
}
