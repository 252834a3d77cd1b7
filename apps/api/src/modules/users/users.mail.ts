import type { SupportRequest } from '@vitrine/contract';
import type { Mail } from '../../plugins/mail.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A support request forwarded to the tenant's support address; replies go to the visitor. */
export function supportRequestMail(to: string, request: SupportRequest): Mail {
  const lines = [
    `Nome: ${request.name}`,
    `E-mail: ${request.email}`,
    `Assunto: ${request.subject}`,
    '',
    request.message,
  ];
  return {
    to,
    replyTo: request.email,
    subject: `[Vitrine] ${request.subject}`,
    text: lines.join('\n'),
    html: `<p>${lines.slice(0, 3).map(escapeHtml).join('<br>')}</p><p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>`,
  };
}
