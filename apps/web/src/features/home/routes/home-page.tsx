import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { UnderConstruction } from '../../../components/ui/under-construction.tsx';
import { useSession } from '../../../lib/session/session-store.ts';

/** The signed-in home; its content arrives in a later issue, the event is one click away. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const name = session.status === 'authenticated' ? session.name.split(' ')[0] : '';
  return (
    <>
      <title>{`${t('home.documentTitle')} · Vitrine`}</title>
      <UnderConstruction
        title={name ? t('home.greeting', { name }) : t('home.documentTitle')}
        description={t('home.description')}
      >
        <Link to="/event" className={buttonClass({ variant: 'accent' })}>
          {t('home.toEvent')}
        </Link>
      </UnderConstruction>
    </>
  );
}
