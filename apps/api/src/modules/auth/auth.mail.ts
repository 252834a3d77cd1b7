import type { Locale } from '@vitrine/contract';
import type { Mail } from '../../plugins/mail.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const codeTexts: Record<
  Locale,
  { subject: string; greeting: (name: string) => string; body: string; expiry: string; ignore: string }
> = {
  'pt-BR': {
    subject: 'Seu código de verificação Vitrine',
    greeting: (name) => `Olá, ${name}!`,
    body: 'Use este código para confirmar seu cadastro:',
    expiry: 'O código vale por 15 minutos.',
    ignore: 'Se você não se cadastrou na Vitrine, ignore esta mensagem.',
  },
  es: {
    subject: 'Tu código de verificación de Vitrine',
    greeting: (name) => `¡Hola, ${name}!`,
    body: 'Usa este código para confirmar tu registro:',
    expiry: 'El código es válido por 15 minutos.',
    ignore: 'Si no te registraste en Vitrine, ignora este mensaje.',
  },
  en: {
    subject: 'Your Vitrine verification code',
    greeting: (name) => `Hi ${name}!`,
    body: 'Use this code to confirm your sign-up:',
    expiry: 'The code is valid for 15 minutes.',
    ignore: "If you didn't sign up for Vitrine, ignore this message.",
  },
};

export function verificationCodeMail(to: string, name: string, code: string, locale: Locale): Mail {
  const t = codeTexts[locale];
  return {
    to,
    subject: t.subject,
    text: `${t.greeting(name)}\n\n${t.body} ${code}\n\n${t.expiry}\n${t.ignore}`,
    html: `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${code}</p><p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
  };
}
