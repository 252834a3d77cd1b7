import type { Locale } from '@vitrine/contract';
import type { Mail } from '../../plugins/mail.ts';
import { escapeHtml } from '../../plugins/web-share-card.ts';

const texts: Record<
  Locale,
  { subject: string; body: (url: string, since: string) => string; action: string }
> = {
  'pt-BR': {
    subject: 'Webhook desativado após 5 dias de falhas',
    body: (url, since) =>
      `O endereço ${url} não aceita os avisos da Vitrine desde ${since}, então ele foi desativado. Os avisos novos não são guardados enquanto ele estiver desativado. Corrija o endereço e reative-o em Integrações.`,
    action: 'Abrir Integrações',
  },
  es: {
    subject: 'Webhook desactivado tras 5 días de fallos',
    body: (url, since) =>
      `La dirección ${url} no acepta los avisos de Vitrine desde ${since}, así que se desactivó. Los avisos nuevos no se guardan mientras siga desactivada. Corrige la dirección y reactívala en Integraciones.`,
    action: 'Abrir Integraciones',
  },
  en: {
    subject: 'Webhook disabled after 5 days of failures',
    body: (url, since) =>
      `${url} has not accepted Vitrine's events since ${since}, so it was disabled. New events are not kept while it stays disabled. Fix the address and turn it back on in Integrations.`,
    action: 'Open Integrations',
  },
};

/** Tells the tenant's support address that an endpoint was turned off for failing too long. */
export function webhookFailingMail(options: {
  to: string;
  locale: Locale;
  url: string;
  since: Date;
  link: string;
}): Mail {
  const t = texts[options.locale];
  const since = options.since.toISOString().slice(0, 16).replace('T', ' ');
  const body = t.body(options.url, `${since} UTC`);
  return {
    to: options.to,
    subject: t.subject,
    text: `${body}\n\n${t.action}: ${options.link}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(t.action)}</a></p>`,
  };
}
