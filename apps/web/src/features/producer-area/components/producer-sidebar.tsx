import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useModerationQueue } from '../../moderation/index.ts';
import { type ProducerSectionId, producerGroups } from './producer-sections.ts';

interface ProducerSidebarProps {
  current: ProducerSectionId;
  onSelect: (id: ProducerSectionId) => void;
  onLogout: () => void;
  /** The sections this account may open; every one when absent. */
  only?: readonly ProducerSectionId[];
}

/** The producer navigation: a column on wide screens, a disclosure above the content on phones. */
export function ProducerSidebar({ current, onSelect, onLogout, only }: ProducerSidebarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queue = useModerationQueue();
  const groups = producerGroups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => !only || item.id === 'logout' || only.includes(item.id)),
    }))
    .filter((group) => group.items.length > 0);
  const waiting = queue.data
    ? queue.data.counts.analysis + queue.data.counts.held + queue.data.counts.reported
    : 0;

  return (
    <div className="border-b border-ink-100 bg-white lg:sticky lg:top-16 lg:h-[calc(100dvh-4rem)] lg:w-72 lg:shrink-0 lg:overflow-y-auto lg:border-e lg:border-b-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="producer-navigation"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between px-4 py-3 text-sm font-semibold text-ink-800 lg:hidden"
      >
        {t('producer.menu')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <nav
        id="producer-navigation"
        aria-label={t('producer.menu')}
        className={`${open ? 'block' : 'hidden'} space-y-6 px-3 pt-2 pb-6 lg:block lg:pt-6`}
      >
        {groups.map((group) => (
          <div key={group.title}>
            <h2 className="mb-1.5 px-3 text-[0.7rem] font-semibold tracking-[0.14em] text-ink-500 uppercase">
              {t(group.title)}
            </h2>
            <ul className="space-y-0.5">
              {group.items.map(({ id, label, Icon }) => {
                const active = id === current;
                return (
                  <li key={id}>
                    <button
                      type="button"
                      aria-current={active ? 'page' : undefined}
                      onClick={() => {
                        setOpen(false);
                        if (id === 'logout') onLogout();
                        else onSelect(id);
                      }}
                      className={`flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm font-medium transition-colors ${active ? 'bg-ink-900 text-white shadow-sm' : 'text-ink-700 hover:bg-ink-50 hover:text-ink-950'}`}
                    >
                      <Icon className={`size-[1.1rem] ${active ? 'text-gold-400' : 'text-ink-400'}`} />
                      {t(label)}
                      {id === 'moderation' && waiting > 0 && (
                        <span className="ms-auto rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-ink-950 tabular-nums">
                          <span aria-hidden="true">{waiting}</span>
                          <span className="sr-only">
                            {' '}
                            {t('producer.moderation.waiting', { count: waiting })}
                          </span>
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
