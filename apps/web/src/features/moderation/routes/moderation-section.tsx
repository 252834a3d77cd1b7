import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useSession } from '../../../lib/session/session-store.ts';
import { BlockedWordsForm } from '../components/blocked-words-form.tsx';
import { ModerationLog } from '../components/moderation-log.tsx';
import { ModerationQueue } from '../components/moderation-queue.tsx';
import { MuteList } from '../components/mute-list.tsx';

type ModerationTab = 'queue' | 'log' | 'mutes' | 'words';

/** 'Moderação': the queue, the history, the muted members and (ADMIN) the word filter. */
export function ModerationSection() {
  const { t } = useTranslation();
  const session = useSession();
  const admin = session.status === 'authenticated' && session.claims.role === 'ADMIN';
  const [tab, setTab] = useState<ModerationTab>('queue');
  const tabs: { id: ModerationTab; label: string }[] = [
    { id: 'queue', label: t('producer.moderation.tabs.queue') },
    { id: 'log', label: t('producer.moderation.tabs.log') },
    { id: 'mutes', label: t('producer.moderation.tabs.mutes') },
  ];
  if (admin) tabs.push({ id: 'words', label: t('producer.moderation.tabs.words') });

  return (
    <Tabs
      label={t('producer.moderation.tabsLabel')}
      idPrefix="producer-moderation"
      tabs={tabs}
      value={tab}
      onChange={setTab}
      scrollStepPx={100}
      scrollLabels={{ previous: t('event.tabs.scrollPrevious'), next: t('event.tabs.scrollNext') }}
    >
      <div className="pt-4">
        {tab === 'queue' && <ModerationQueue />}
        {tab === 'log' && <ModerationLog />}
        {tab === 'mutes' && <MuteList />}
        {tab === 'words' && admin && <BlockedWordsForm />}
      </div>
    </Tabs>
  );
}
