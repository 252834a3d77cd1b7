import { type ExhibitorListItem, type Quota, quotaRank } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { quotaLabel } from '../../../lib/format/quota-label.ts';
import {
  useEventAgenda,
  useEventExhibitors,
  useEventProperties,
  useEventSpeakers,
} from '../api/use-event-content.ts';
import { ContentBlock, ItemRow } from './content-block.tsx';
import type { FormKind } from './lazy-forms.tsx';

/** The original client's grouping for the producer: by tier (Diamante, Ouro, Prata, Tech, Construtora…), highest first. */
function byQuota(items: ExhibitorListItem[]): [Quota, ExhibitorListItem[]][] {
  const groups = new Map<Quota, ExhibitorListItem[]>();
  for (const item of items) groups.set(item.quota, [...(groups.get(item.quota) ?? []), item]);
  return [...groups].sort(([a], [b]) => quotaRank[a] - quotaRank[b]);
}

export interface ContentActions {
  edit: (kind: FormKind, id?: number) => void;
  remove: (kind: Exclude<FormKind, 'event'>, id: number, name: string) => void;
  /** Opens an exhibitor's stand team. */
  team: (id: number, name: string) => void;
}

/** What 'Meus Eventos' lists under an event: exhibitors by category, properties, speakers, agenda. */
export function EventContent({ eventId, actions }: { eventId: number; actions: ContentActions }) {
  const { t } = useTranslation();
  const exhibitors = useEventExhibitors(eventId);
  const properties = useEventProperties(eventId);
  const speakers = useEventSpeakers(eventId);
  const agenda = useEventAgenda(eventId);
  const exhibitorGroups = byQuota(Object.values(exhibitors.data ?? {}).flat());
  const propertyGroups = Object.entries(properties.data ?? {}).filter(([, items]) => items.length > 0);
  const days = Object.entries(agenda.data ?? {}).filter(([, items]) => items.length > 0);

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ContentBlock
        title={t('producer.events.exhibitors')}
        addLabel={t('producer.events.addExhibitor')}
        onAdd={() => actions.edit('exhibitor')}
        query={exhibitors}
        isEmpty={exhibitorGroups.length === 0}
        emptyText={t('producer.events.noExhibitors')}
      >
        <div className="space-y-4">
          {exhibitorGroups.map(([quota, items]) => (
            <div key={quota}>
              <h4 className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
                {quotaLabel(quota, t)}
              </h4>
              <ul className="divide-y divide-ink-100">
                {items.map((item) => (
                  <ItemRow
                    key={item.id}
                    title={item.title}
                    detail={item.category}
                    onEdit={() => actions.edit('exhibitor', item.id)}
                    onDelete={() => actions.remove('exhibitor', item.id, item.title)}
                    extra={{
                      label: t('producer.events.team'),
                      accessibleName: t('producer.events.teamOf', { name: item.title }),
                      onClick: () => actions.team(item.id, item.title),
                    }}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </ContentBlock>

      <ContentBlock
        title={t('producer.events.properties')}
        addLabel={t('producer.events.addProperty')}
        onAdd={() => actions.edit('property')}
        query={properties}
        isEmpty={propertyGroups.length === 0}
        emptyText={t('producer.events.noProperties')}
      >
        <div className="space-y-4">
          {propertyGroups.map(([group, items]) => (
            <div key={group}>
              <h4 className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">{group}</h4>
              <ul className="divide-y divide-ink-100">
                {items.map((item) => (
                  <ItemRow
                    key={item.id}
                    title={item.title}
                    detail={item.address.logradouro}
                    onEdit={() => actions.edit('property', item.id)}
                    onDelete={() => actions.remove('property', item.id, item.title)}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </ContentBlock>

      <ContentBlock
        title={t('producer.events.speakers')}
        addLabel={t('producer.events.addSpeaker')}
        onAdd={() => actions.edit('speaker')}
        query={speakers}
        isEmpty={(speakers.data ?? []).length === 0}
        emptyText={t('producer.events.noSpeakers')}
      >
        <ul className="divide-y divide-ink-100">
          {(speakers.data ?? []).map((speaker) => (
            <ItemRow
              key={speaker.id}
              title={speaker.name}
              detail={[speaker.office, speaker.company].filter(Boolean).join(' · ')}
              onEdit={() => actions.edit('speaker', speaker.id)}
              onDelete={() => actions.remove('speaker', speaker.id, speaker.name)}
            />
          ))}
        </ul>
      </ContentBlock>

      <ContentBlock
        title={t('producer.events.agenda')}
        addLabel={t('producer.events.addAgendaItem')}
        onAdd={() => actions.edit('agenda')}
        query={agenda}
        isEmpty={days.length === 0}
        emptyText={t('producer.events.noAgenda')}
      >
        <div className="space-y-4">
          {days.map(([day, items]) => (
            <div key={day}>
              <h4 className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">{day}</h4>
              <ul className="divide-y divide-ink-100">
                {items.map((item) => (
                  <ItemRow
                    key={item.id}
                    title={item.theme}
                    detail={`${item.timeStart}–${item.timeEnd}`}
                    onEdit={() => actions.edit('agenda', item.id)}
                    onDelete={() => actions.remove('agenda', item.id, item.theme)}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </ContentBlock>
    </div>
  );
}
