import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';
import { exhibitorAreaPath } from '../my-stands.ts';

export type ClosedReason = 'EXPIRED' | 'USED' | 'CANCELLED' | 'NOT_FOUND';

const texts: Record<ClosedReason, { title: TranslationKey; text: TranslationKey }> = {
  EXPIRED: { title: 'stands.invite.expiredTitle', text: 'stands.invite.expiredText' },
  USED: { title: 'stands.invite.usedTitle', text: 'stands.invite.usedText' },
  CANCELLED: { title: 'stands.invite.cancelledTitle', text: 'stands.invite.cancelledText' },
  NOT_FOUND: { title: 'stands.invite.notFoundTitle', text: 'stands.invite.notFoundText' },
};

/** An invitation that can no longer be accepted: what happened, what to do, and the way home. */
export function InviteClosed({ reason, signedIn }: { reason: ClosedReason; signedIn: boolean }) {
  const { t } = useTranslation();
  const { title, text } = texts[reason];
  return (
    <section className="rounded-3xl border border-ink-100 bg-white shadow-card">
      <title>{`${t(title)} · Vitrine`}</title>
      <StateMessage tone="error" headingLevel={1} title={t(title)} description={t(text)}>
        <div className="flex flex-wrap justify-center gap-3">
          {reason === 'USED' && signedIn && (
            <Link to={exhibitorAreaPath} className={buttonClass({ variant: 'primary' })}>
              {t('stands.invite.toExhibitorArea')}
            </Link>
          )}
          <Link
            to="/initial"
            className={buttonClass({ variant: reason === 'USED' && signedIn ? 'outline' : 'primary' })}
          >
            {t('common.backToStart')}
          </Link>
        </div>
      </StateMessage>
    </section>
  );
}
