import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UnderConstruction } from '../../../components/ui/under-construction.tsx';
import { useSession } from '../../../lib/session/session-store.ts';
import { useLogout } from '../../../lib/session/use-logout.ts';
import { type ProducerSectionId, sectionLabel, toSectionId } from '../components/producer-sections.ts';
import { ProducerSidebar } from '../components/producer-sidebar.tsx';
import { ProducerTopBar } from '../components/producer-top-bar.tsx';

/** /area-produtor (ADMIN only, checked by the route guard). Sections land in later issues. */
export function ProducerPage() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const section = toSectionId(params.get('section'));
  const select = (id: ProducerSectionId) => setParams(id === 'dashboard' ? {} : { section: id });
  const name = session.status === 'authenticated' ? session.name : '';
  const role = session.status === 'authenticated' ? session.claims.role : '';

  return (
    <div className="min-h-dvh bg-sand-50">
      <title>{`${t('producer.title')} · Vitrine`}</title>
      <ProducerTopBar name={name} role={role} onLogout={() => void logout()} />
      <div className="lg:flex">
        <ProducerSidebar current={section} onSelect={select} onLogout={() => void logout()} />
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <div className="px-4 pt-8 sm:px-8">
            <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
              {t('producer.title')}
            </p>
            <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight text-ink-950">
              {t(sectionLabel(section))}
            </h1>
          </div>
          <UnderConstruction
            headingLevel={2}
            title={t('construction.title')}
            description={t('producer.comingSoon')}
          />
        </main>
      </div>
    </div>
  );
}
