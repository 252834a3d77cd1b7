import './embed.css';
import { type EmbedAgenda, type EmbedExhibitors, getJson } from './api.ts';
import { h, outLink } from './dom.ts';
import { postHeight } from './height.ts';
import { type EmbedOptions, readOptions } from './options.ts';
import { renderAgenda } from './render-agenda.ts';
import { renderExhibitors } from './render-exhibitors.ts';
import { embedTexts } from './texts.ts';

/**
 * The embeddable widgets' page (`/embed/agenda/{id}`, `/embed/expositores/{id}`): plain
 * DOM, no framework, so the page stays far below its 40 KB budget. embed.html paints the skeleton;
 * this replaces it with the event's schedule or exhibitors, or an error with a retry.
 */
async function show(root: HTMLElement, options: EmbedOptions, sendHeight: () => void) {
  const texts = embedTexts[options.lang];
  const { eventId, tenant, lang } = options;
  const title = options.widget === 'agenda' ? texts.agenda : texts.exhibitors;
  root.setAttribute('aria-busy', 'true');
  try {
    const [event, content] = await Promise.all([
      getJson<{ title: string }>(`/api/event/${eventId}`, tenant, lang),
      options.widget === 'agenda'
        ? getJson<EmbedAgenda>(`/api/agenda/event/${eventId}`, tenant, lang).then((agenda) =>
            renderAgenda(agenda, eventId, lang, texts),
          )
        : getJson<EmbedExhibitors>(`/api/exhibitor/findByEvent/${eventId}`, tenant, lang).then((groups) =>
            renderExhibitors(groups, texts),
          ),
    ]);
    const tab = options.widget === 'agenda' ? 'programacao' : 'expositores';
    document.title = `${title} · ${event.title}`;
    root.replaceChildren(
      h(
        'header',
        { class: 'head' },
        h('h1', { class: 'heading' }, h('span', { class: 'kicker' }, title), event.title),
      ),
      content,
      h(
        'footer',
        { class: 'foot' },
        outLink(
          `/event/${eventId}?tab=${tab}`,
          'more',
          texts.fullEvent,
          h('span', { 'aria-hidden': 'true' }, ' ↗'),
        ),
        h('span', { class: 'brand' }, texts.poweredBy),
      ),
    );
  } catch {
    const retry = h('button', { type: 'button', class: 'retry' }, texts.retry);
    retry.addEventListener('click', () => void show(root, options, sendHeight));
    root.replaceChildren(h('div', { class: 'state', role: 'alert' }, h('p', {}, texts.error), retry));
  } finally {
    root.removeAttribute('aria-busy');
    sendHeight();
  }
}

function start() {
  const root = document.getElementById('embed');
  if (!root) return;
  const tenant = document.querySelector<HTMLMetaElement>('meta[name="vitrine-tenant"]')?.content ?? '';
  const options = readOptions(window.location, navigator.languages, tenant);
  const sendHeight = postHeight();
  if (!options) {
    root.replaceChildren(h('p', { class: 'state', role: 'alert' }, embedTexts['pt-BR'].error));
    return;
  }
  const html = document.documentElement;
  html.lang = options.lang;
  html.dataset.theme = options.theme;
  if (options.accent) html.style.setProperty('--accent', options.accent);
  const texts = embedTexts[options.lang];
  document.getElementById('loading')?.replaceChildren(texts.loading);
  document.getElementById('new-tab')?.replaceChildren(texts.newTab);
  void show(root, options, sendHeight);
}

start();
