import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TableSkeleton } from '../../../components/skeletons/table-skeleton.tsx';
import { useSession } from '../../../lib/session/session-store.ts';
import { useLogout } from '../../../lib/session/use-logout.ts';
import { DashboardSection } from '../../analytics/index.ts';
import { CheckinSection } from '../../door/index.ts';
import { MyEventsSection } from '../../events/index.ts';
import { MyExhibitorsSection } from '../../exhibitors/index.ts';
import { MembersSection } from '../../members/index.ts';
import { ModerationSection, PublicationsSection } from '../../moderation/index.ts';
import { StandRevisionsSection } from '../../revisions/index.ts';
import { MessagesSection } from '../../support/index.ts';
import { SettingsSection } from '../../tenant-settings/index.ts';
import { type ProducerSectionId, sectionLabel, toSectionId } from '../components/producer-sections.ts';
import { ProducerSidebar } from '../components/producer-sidebar.tsx';
import { ProducerTopBar } from '../components/producer-top-bar.tsx';
import { SectionBoundary } from '../components/section-boundary.tsx';
import { CreateSection } from './create-section.tsx';

// Few producers open 'Integrações': its screens load when it does, not with the area.
const IntegrationsSection = lazy(() =>
  import('../../integrations/index.ts').then((module) => ({ default: module.IntegrationsSection })),
);

// Spreadsheets are a once-an-event task: 'Importar e exportar' loads when opened.
const ImportExportSection = lazy(() =>
  import('../../spreadsheets/index.ts').then((module) => ({ default: module.ImportExportSection })),
);

/** /area-produtor (ADMIN; a MODERATOR only in 'Moderação', both checked by the route guard); `?section=` picks the screen, `?event=` the event. */
export function ProducerPage() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const section = toSectionId(params.get('section'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstSection = useRef(section);

  const select = (id: ProducerSectionId, eventId?: number) =>
    setParams((current) => {
      const next = new URLSearchParams();
      if (id !== 'dashboard') next.set('section', id);
      // The chosen event follows the producer from section to section.
      const event = eventId ?? current.get('event');
      if (event) next.set('event', String(event));
      return next;
    });

  // A new section is like a new page: move focus to its heading so screen readers announce it.
  useEffect(() => {
    if (section !== firstSection.current) headingRef.current?.focus();
    firstSection.current = section;
  }, [section]);

  const name = session.status === 'authenticated' ? session.name : '';
  const role = session.status === 'authenticated' ? session.claims.role : '';
  const only = role === 'MODERATOR' ? moderatorSections : undefined;
  // 'Meus Eventos' lists the event's exhibitors and properties: the new item shows there.
  const toMyEvents = (eventId: number | null) => select('my-events', eventId ?? undefined);

  return (
    <div className="min-h-dvh bg-sand-50">
      <title>{`${t(sectionLabel(section))} · ${t('producer.title')} · Vitrine`}</title>
      <ProducerTopBar name={name} role={role} onLogout={() => void logout()} />
      <div className="lg:flex">
        <ProducerSidebar
          current={section}
          onSelect={(id) => select(id)}
          onLogout={() => void logout()}
          only={only}
        />
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <div className="px-4 pt-8 sm:px-8">
            <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
              {t('producer.title')}
            </p>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 font-display text-3xl font-semibold tracking-tight text-ink-950 focus:outline-none"
            >
              {t(sectionLabel(section))}
            </h1>
          </div>
          <div className="px-4 pt-6 pb-16 sm:px-8">
            <SectionBoundary
              key={section}
              title={t('common.unexpectedError')}
              description={t('common.unexpectedErrorHint')}
              retryLabel={t('common.retry')}
            >
              <Section id={section} onCreateEvent={() => select('create-event')} toMyEvents={toMyEvents} />
            </SectionBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}

const moderatorSections: readonly ProducerSectionId[] = ['moderation'];

interface SectionProps {
  id: ProducerSectionId;
  onCreateEvent: () => void;
  toMyEvents: (eventId: number | null) => void;
}

function Section({ id, onCreateEvent, toMyEvents }: SectionProps) {
  switch (id) {
    case 'dashboard':
    case 'events-dashboard':
      return <DashboardSection onCreateEvent={onCreateEvent} />;
    case 'create-event':
      return <CreateSection kind="event" onSaved={toMyEvents} />;
    case 'create-exhibitor':
      return <CreateSection kind="exhibitor" onSaved={toMyEvents} />;
    case 'create-property':
      return <CreateSection kind="property" onSaved={toMyEvents} />;
    case 'my-events':
      return <MyEventsSection onCreateEvent={onCreateEvent} />;
    case 'my-exhibitors':
      return <MyExhibitorsSection />;
    case 'stand-revisions':
      return <StandRevisionsSection />;
    case 'check-in':
      return <CheckinSection />;
    case 'publications':
      return <PublicationsSection />;
    case 'messages':
      return <MessagesSection />;
    case 'moderation':
      return <ModerationSection />;
    case 'members':
      return <MembersSection />;
    case 'settings':
      return <SettingsSection />;
    case 'integrations':
      return (
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <IntegrationsSection />
        </Suspense>
      );
    case 'import-export':
      return (
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <ImportExportSection />
        </Suspense>
      );
  }
}
