import type { MyStand } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from './team-members.tsx';

/** The stand's name as the page's heading, its event and the viewer's role on it. */
export function StandHeader({ stand, children }: { stand: MyStand; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="space-y-3">
      <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
        {t('stands.area.title')}
      </p>
      <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight text-balance break-words text-ink-950">
        {stand.title}
      </h1>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
        <span>{t('stands.area.event', { event: stand.eventTitle })}</span>
        <span>
          {t('stands.area.yourRole')} <RoleBadge role={stand.role} />
        </span>
      </p>
      {children && <div className="flex flex-wrap gap-2 pt-1">{children}</div>}
    </header>
  );
}
