import { type Badge, formatBadgeCode } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { myDataPath } from '../lib/lead-paths.ts';
import { qrImageSource } from '../lib/qr-image.ts';

/**
 * The badge a stand's staff scans from the visitor's phone: a large QR, black on a white quiet
 * zone whatever the theme, the short code to type when a camera fails, and what showing it shares.
 */
export function BadgeCard({ badge, name }: { badge: Badge; name: string }) {
  const { t } = useTranslation();
  const code = formatBadgeCode(badge.code);
  return (
    <section
      aria-labelledby="badge-name"
      className="mx-auto flex max-w-md flex-col items-center gap-5 rounded-3xl border border-ink-100 bg-white px-4 py-6 text-center shadow-card sm:px-8"
    >
      <div className="rounded-2xl bg-white p-3 ring-1 ring-ink-100">
        <img
          src={qrImageSource(badge.qr)}
          alt={t('leads.badge.qrAlt', { code })}
          width={288}
          height={288}
          className="block size-64 [image-rendering:pixelated] min-[360px]:size-72"
        />
      </div>
      <div className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
          {t('leads.badge.codeLabel')}
        </p>
        <p className="font-mono text-4xl font-bold tracking-widest text-ink-950" translate="no">
          {code}
        </p>
      </div>
      <p id="badge-name" className="text-lg font-semibold text-ink-900">
        {name}
      </p>
      <p className="text-sm leading-relaxed text-ink-600">
        {t(badge.hasPhone ? 'leads.badge.explain' : 'leads.badge.explainNoPhone')}{' '}
        <Link
          to={myDataPath}
          className="font-semibold text-ink-900 underline decoration-gold-400 decoration-2 underline-offset-4"
        >
          {t('leads.badge.whoHas')}
        </Link>
      </p>
    </section>
  );
}
