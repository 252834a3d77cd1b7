/*
 * Vitrine's embeddable widgets. On an organizer's page:
 *   <script src="https://host/embed.js" data-vitrine-event="12" data-widget="agenda"
 *           data-lang="en" data-theme="dark" data-accent="0e7490"></script>
 * inserts an iframe of /embed/{agenda|expositores}/{event} right after the tag and keeps its height
 * fitted to the page inside, which posts { type: 'vitrine:height', height } (src/embed/height.ts).
 * Each tag runs this once, so several widgets on one page each get their own frame.
 */
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) return;
  const origin = new URL(script.src).origin;
  const data = script.dataset;
  const event = data.vitrineEvent ?? '';
  if (!/^[1-9]\d{0,8}$/.test(event)) {
    console.error('Vitrine embed: data-vitrine-event must be an event id');
    return;
  }
  const widget = data.widget === 'expositores' || data.widget === 'exhibitors' ? 'expositores' : 'agenda';
  const url = new URL(`/embed/${widget}/${event}`, origin);
  for (const key of ['lang', 'theme', 'accent', 'tenant']) {
    if (data[key]) url.searchParams.set(key, data[key]);
  }
  const titles = {
    agenda: { en: 'Event schedule', es: 'Programación del evento', pt: 'Programação do evento' },
    expositores: { en: 'Exhibitors', es: 'Expositores', pt: 'Expositores' },
  }[widget];
  const lang = (data.lang ?? document.documentElement.lang ?? '').slice(0, 2).toLowerCase();
  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = titles[lang] ?? titles.pt;
  frame.style.cssText = 'display:block;width:100%;height:320px;border:0;overflow:hidden';
  script.after(frame);
  window.addEventListener('message', (message) => {
    if (message.source !== frame.contentWindow || message.origin !== origin) return;
    const height = message.data?.type === 'vitrine:height' ? Number(message.data.height) : Number.NaN;
    if (Number.isFinite(height) && height > 0)
      frame.style.height = `${Math.min(Math.ceil(height), 100000)}px`;
  });
})();
