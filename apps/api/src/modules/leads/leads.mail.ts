import type { Locale } from '@vitrine/contract';
import type { Mail } from '../../plugins/mail.ts';
import { escapeHtml } from '../../plugins/web-share-card.ts';

interface InterestTexts {
  subject: (person: string, about: string) => string;
  intro: (person: string, about: string) => string;
  labels: { email: string; phone: string; message: string };
  action: string;
  consent: string;
}

const texts: Record<Locale, InterestTexts> = {
  'pt-BR': {
    subject: (person, about) => `Novo contato: ${person} — ${about}`,
    intro: (person, about) => `${person} tem interesse em ${about} e aceitou compartilhar o contato.`,
    labels: { email: 'E-mail', phone: 'Telefone', message: 'Mensagem' },
    action: 'Ver contatos do estande',
    consent: 'A pessoa pode retirar o consentimento a qualquer momento; os dados somem da sua lista.',
  },
  es: {
    subject: (person, about) => `Nuevo contacto: ${person} — ${about}`,
    intro: (person, about) => `${person} está interesado en ${about} y aceptó compartir su contacto.`,
    labels: { email: 'Correo', phone: 'Teléfono', message: 'Mensaje' },
    action: 'Ver contactos del stand',
    consent: 'La persona puede retirar su consentimiento en cualquier momento; sus datos salen de tu lista.',
  },
  en: {
    subject: (person, about) => `New lead: ${person} — ${about}`,
    intro: (person, about) => `${person} is interested in ${about} and agreed to share their contact.`,
    labels: { email: 'E-mail', phone: 'Phone', message: 'Message' },
    action: "See the stand's leads",
    consent: 'They may withdraw consent at any time; their details then leave your list.',
  },
};

/** Tells a stand team member that a visitor asked about the stand or one of its properties. */
export function leadInterestMail(options: {
  to: string;
  locale: Locale;
  person: { name: string; email: string; phone: string | null };
  /** The property's title, or the stand's. */
  about: string;
  message: string | null;
  link: string;
}): Mail {
  const t = texts[options.locale];
  const { person } = options;
  const lines = [
    `${t.labels.email}: ${person.email}`,
    ...(person.phone ? [`${t.labels.phone}: ${person.phone}`] : []),
    ...(options.message ? [`${t.labels.message}: ${options.message}`] : []),
  ];
  const intro = t.intro(person.name, options.about);
  return {
    to: options.to,
    replyTo: person.email,
    subject: t.subject(person.name, options.about),
    text: `${intro}\n\n${lines.join('\n')}\n\n${t.action}: ${options.link}\n\n${t.consent}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p style="white-space:pre-wrap">${lines.map(escapeHtml).join('<br>')}</p>` +
      `<p><a href="${escapeHtml(options.link)}">${escapeHtml(t.action)}</a></p>` +
      `<p style="font-size:13px;color:#555">${escapeHtml(t.consent)}</p>`,
  };
}
