import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadPublicConfig } from './lib/config/public-config.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { readStoredLanguage } from './lib/i18n/language.ts';
import './index.css';

// Ask for the config while the translations load; the boot gate shows any failure.
loadPublicConfig().catch(() => undefined);
await initI18n(readStoredLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD) registerSW({ immediate: true });
