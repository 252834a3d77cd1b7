import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { UnderConstruction } from '../../../components/ui/under-construction.tsx';

/** 'Em Construção': where links to pages not built yet lead. */
export function ConstructionPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('construction.title')} · Vitrine`}</title>
      <UnderConstruction title={t('construction.title')} description={t('construction.description')}>
        <Link to="/event" className={buttonClass({ variant: 'primary' })}>
          {t('construction.toEvent')}
        </Link>
        <Link to="/suport" className={buttonClass({ variant: 'outline' })}>
          {t('construction.toSupport')}
        </Link>
      </UnderConstruction>
    </>
  );
}
