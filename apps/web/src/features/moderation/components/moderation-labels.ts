import type { ModerationAction, ModerationQueueItem, ReportReason } from '@vitrine/contract';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';

// Written out so the locale check sees every key the screens use.
export const whyKeys: Record<ModerationQueueItem['why'], TranslationKey> = {
  ANALYSIS: 'producer.moderation.why.ANALYSIS',
  HELD: 'producer.moderation.why.HELD',
  REPORTED: 'producer.moderation.why.REPORTED',
};

export const kindKeys: Record<ModerationQueueItem['kind'], TranslationKey> = {
  publication: 'producer.moderation.kind.publication',
  comment: 'producer.moderation.kind.comment',
};

export const reportReasonKeys: Record<ReportReason, TranslationKey> = {
  SPAM: 'producer.moderation.reportReason.SPAM',
  OFFENSIVE: 'producer.moderation.reportReason.OFFENSIVE',
  FALSE: 'producer.moderation.reportReason.FALSE',
  OTHER: 'producer.moderation.reportReason.OTHER',
};

export const actionKeys: Record<ModerationAction, TranslationKey> = {
  APPROVE: 'producer.moderation.actions.APPROVE',
  DENY: 'producer.moderation.actions.DENY',
  RETURN_TO_ANALYSIS: 'producer.moderation.actions.RETURN_TO_ANALYSIS',
  HIDE: 'producer.moderation.actions.HIDE',
  RESTORE: 'producer.moderation.actions.RESTORE',
  AUTO_HIDE: 'producer.moderation.actions.AUTO_HIDE',
  DELETE_COMMENT: 'producer.moderation.actions.DELETE_COMMENT',
  MUTE: 'producer.moderation.actions.MUTE',
  UNMUTE: 'producer.moderation.actions.UNMUTE',
  HOLD: 'producer.moderation.actions.HOLD',
};

/** The queue's keyboard shortcuts, in the order the help lists them. */
export const shortcuts: readonly { key: string; label: TranslationKey }[] = [
  { key: 'A', label: 'producer.moderation.keys.A' },
  { key: 'R', label: 'producer.moderation.keys.R' },
  { key: 'H', label: 'producer.moderation.keys.H' },
  { key: 'J', label: 'producer.moderation.keys.J' },
  { key: 'K', label: 'producer.moderation.keys.K' },
  { key: 'X', label: 'producer.moderation.keys.X' },
  { key: '?', label: 'producer.moderation.keys.help' },
];
