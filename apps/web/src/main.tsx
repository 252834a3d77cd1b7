import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadPublicConfig } from './lib/config/public-config.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { readStoredLanguage } from './lib/i18n/language.ts';
import { whenIdle, yieldToMain } from './lib/scheduling/when-idle.ts';
import { readStoredToken } from './lib/session/session-store.ts';

// Ask for the config while the translations load; the boot gate shows any failure.
loadPublicConfig().catch(() => undefined);
// A signed-in visitor opening an event (the fair's usual first page): fetch the page's code
// alongside the config instead of after it (the route's lazy import then finds it loaded).
if (/^\/event(\/|$)/.test(window.location.pathname) && readStoredToken()) {
  import('./features/event/routes/event-page.tsx').catch(() => undefined);
}
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Start-up in short tasks (evaluating the code, the translations, the first render), and the
// first render in a transition, which React renders in slices: a phone's main thread is never
// blocked for long while the page comes up.
await yieldToMain();
await initI18n(readStoredLanguage());
await yieldToMain();
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The service worker (and workbox-window) is for the next visit: it waits for an idle moment.
if (import.meta.env.PROD) {
  whenIdle(() => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch(() => undefined);
  });
}
