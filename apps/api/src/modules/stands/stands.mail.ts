import { type Locale, renderNotification, type StandRole, standLimits } from '@vitrine/contract';
import type { Mail } from '../../plugins/mail.ts';
import { escapeHtml } from '../../plugins/web-share-card.ts';

interface InviteTexts {
  subject: (stand: string) => string;
  body: (inviter: string, stand: string, event: string, role: string) => string;
  action: string;
  expiry: string;
  ignore: string;
  roles: Record<StandRole, string>;
}

const texts: Record<Locale, InviteTexts> = {
  'pt-BR': {
    subject: (stand) => `Convite para a equipe do estande ${stand}`,
    body: (inviter, stand, event, role) =>
      `${inviter} convidou você para a equipe do estande ${stand} em ${event}, como ${role}.`,
    action: 'Aceitar convite',
    expiry: `O link vale por ${standLimits.inviteDays} dias e só pode ser usado uma vez.`,
    ignore: 'Se você não esperava este convite, ignore esta mensagem.',
    roles: { OWNER: 'responsável', STAFF: 'equipe' },
  },
  es: {
    subject: (stand) => `Invitación al equipo del stand ${stand}`,
    body: (inviter, stand, event, role) =>
      `${inviter} te invitó al equipo del stand ${stand} en ${event}, como ${role}.`,
    action: 'Aceptar invitación',
    expiry: `El enlace es válido por ${standLimits.inviteDays} días y solo se puede usar una vez.`,
    ignore: 'Si no esperabas esta invitación, ignora este mensaje.',
    roles: { OWNER: 'responsable', STAFF: 'equipo' },
  },
  en: {
    subject: (stand) => `Invitation to the ${stand} stand team`,
    body: (inviter, stand, event, role) =>
      `${inviter} invited you to the ${stand} stand team at ${event}, as ${role}.`,
    action: 'Accept invitation',
    expiry: `The link works for ${standLimits.inviteDays} days, once.`,
    ignore: "If you weren't expecting this invitation, ignore this message.",
    roles: { OWNER: 'owner', STAFF: 'staff' },
  },
};

/** The invitation to a stand's team, with its one-use link. */
export function standInviteMail(options: {
  to: string;
  locale: Locale;
  inviter: string;
  stand: string;
  event: string;
  role: StandRole;
  link: string;
}): Mail {
  const t = texts[options.locale];
  const body = t.body(options.inviter, options.stand, options.event, t.roles[options.role]);
  return {
    to: options.to,
    subject: t.subject(options.stand),
    text: `${body}\n\n${t.action}: ${options.link}\n\n${t.expiry}\n${t.ignore}`,
    html:
      `<p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(options.link)}" style="display:inline-block;padding:12px 20px;background:#1f4fd1;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(t.action)}</a></p>` +
      `<p style="font-size:13px;color:#555">${escapeHtml(options.link)}</p>` +
      `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
  };
}

const revisionTexts: Record<
  Locale,
  { approved: (stand: string) => string; rejected: (stand: string) => string; reason: string; action: string }
> = {
  'pt-BR': {
    approved: (stand) => `As alterações do estande ${stand} foram aprovadas e já estão no ar.`,
    rejected: (stand) => `As alterações do estande ${stand} não foram aprovadas pelo organizador.`,
    reason: 'Motivo',
    action: 'Abrir',
  },
  es: {
    approved: (stand) => `Los cambios del stand ${stand} fueron aprobados y ya están publicados.`,
    rejected: (stand) => `Los cambios del stand ${stand} no fueron aprobados por el organizador.`,
    reason: 'Motivo',
    action: 'Abrir',
  },
  en: {
    approved: (stand) => `The changes to the ${stand} stand were approved and are live.`,
    rejected: (stand) => `The changes to the ${stand} stand were not approved by the organizer.`,
    reason: 'Reason',
    action: 'Open',
  },
};

/** The organizer's decision on a stand's page change, for each member of its team. */
export function standRevisionMail(options: {
  to: string;
  locale: Locale;
  stand: string;
  /** A property's change (a constructor's route), when it is not the stand's page. */
  property?: string;
  approved: boolean;
  reason: string | null;
  link: string;
}): Mail {
  const t = revisionTexts[options.locale];
  const { stand, property } = options;
  const line = property
    ? renderNotification(
        options.approved ? 'STAND_REVISION_APPROVED' : 'STAND_REVISION_REJECTED',
        options.locale,
        {
          stand,
          property,
        },
      )
    : options.approved
      ? t.approved(stand)
      : t.rejected(stand);
  const reason = options.reason ? `${t.reason}: ${options.reason}` : '';
  return {
    to: options.to,
    subject: line,
    text: `${line}\n${reason ? `\n${reason}\n` : ''}\n${t.action}: ${options.link}`,
    html:
      `<p>${escapeHtml(line)}</p>` +
      (reason ? `<p style="white-space:pre-wrap">${escapeHtml(reason)}</p>` : '') +
      `<p><a href="${escapeHtml(options.link)}">${escapeHtml(t.action)}</a></p>`,
  };
}
