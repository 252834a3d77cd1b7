import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConstructionIcon } from '../../../components/ui/icons.tsx';
import { AuthCard } from '../components/auth-card.tsx';

/** /auth itself and unknown /auth paths. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.maintenance.title')} subtitle={t('auth.maintenance.description')}>
      <div className="mb-6 grid size-14 place-items-center rounded-2xl bg-gold-100 text-gold-700">
        <ConstructionIcon className="size-7" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/auth/login" className={buttonClass({ variant: 'primary', block: true })}>
          {t('auth.maintenance.toLogin')}
        </Link>
        <Link to="/initial" className={buttonClass({ variant: 'outline', block: true })}>
          {t('common.backToStart')}
        </Link>
      </div>
    </AuthCard>
  );
}
