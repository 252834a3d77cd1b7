import type { ExportKind, Locale, PublicationStatus, PublicationType, Quota, Role } from '@vitrine/contract';

/**
 * The words a spreadsheet shows for the values of a column, in the producer's language: the
 * import reads them back in any of the three (and the enum names themselves).
 */
export type Texts = Record<Locale, string>;
export const texts = (ptBR: string, es: string, en: string): Texts => ({ 'pt-BR': ptBR, es, en });

export const yesNo = { yes: texts('Sim', 'Sí', 'Yes'), no: texts('Não', 'No', 'No') };

export const quotaLabels: Record<Quota, Texts> = {
  PRESENT: texts('Presente', 'Presente', 'Present'),
  DIAMOND: texts('Diamante', 'Diamante', 'Diamond'),
  GOLD: texts('Ouro', 'Oro', 'Gold'),
  SILVER: texts('Prata', 'Plata', 'Silver'),
  TECH: texts('Tech', 'Tech', 'Tech'),
  CONSTRUCTOR: texts('Construtora', 'Constructora', 'Builder'),
};

export const publicationStatusLabels: Record<PublicationStatus, Texts> = {
  ANALYSIS: texts('Análise', 'Análisis', 'Under review'),
  APPROVED: texts('Aprovado', 'Aprobado', 'Approved'),
  DENIED: texts('Negado', 'Rechazado', 'Denied'),
};

export const publicationTypeLabels: Record<PublicationType, Texts> = {
  PUBLICATION: texts('Publicação', 'Publicación', 'Post'),
  ANNOUNCEMENT: texts('Aviso', 'Aviso', 'Announcement'),
};

export const roleLabels: Record<Role, Texts> = {
  ADMIN: texts('Administrador', 'Administrador', 'Admin'),
  MODERATOR: texts('Moderador', 'Moderador', 'Moderator'),
  USER: texts('Usuário', 'Usuario', 'User'),
  GUEST: texts('Convidado', 'Invitado', 'Guest'),
};

/** The XLSX sheet's name per kind. */
export const sheetNames: Record<ExportKind, Texts> = {
  participant: texts('Participantes', 'Participantes', 'Participants'),
  subscriber: texts('Inscritos', 'Inscritos', 'Subscribers'),
  publication: texts('Publicações', 'Publicaciones', 'Publications'),
  agenda: texts('Agenda', 'Agenda', 'Agenda'),
  exhibitor: texts('Expositores', 'Expositores', 'Exhibitors'),
  speaker: texts('Palestrantes', 'Ponentes', 'Speakers'),
};
