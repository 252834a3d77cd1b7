import type { ComponentType } from 'react';
import { PlugIcon, SpreadsheetIcon } from '../../../components/ui/area-icons.tsx';
import {
  BuildingIcon,
  DashboardIcon,
  DocumentIcon,
  HomeIcon,
  ListIcon,
  LogOutIcon,
  MessageIcon,
  PencilIcon,
  PlusIcon,
  QrCodeIcon,
  SettingsIcon,
  ShieldIcon,
  StoreIcon,
  UsersIcon,
} from '../../../components/ui/icons.tsx';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';

export type ProducerSectionId =
  | 'dashboard'
  | 'events-dashboard'
  | 'create-event'
  | 'my-events'
  | 'create-property'
  | 'check-in'
  | 'create-exhibitor'
  | 'my-exhibitors'
  | 'stand-revisions'
  | 'publications'
  | 'messages'
  | 'moderation'
  | 'members'
  | 'settings'
  | 'integrations'
  | 'import-export';

export interface ProducerItem {
  id: ProducerSectionId | 'logout';
  label: TranslationKey;
  Icon: ComponentType<{ className?: string }>;
}

/** The original client's producer sidebar, group by group. */
export const producerGroups: readonly { title: TranslationKey; items: readonly ProducerItem[] }[] = [
  {
    title: 'producer.groups.home',
    items: [{ id: 'dashboard', label: 'producer.items.dashboard', Icon: HomeIcon }],
  },
  {
    title: 'producer.groups.events',
    items: [
      { id: 'events-dashboard', label: 'producer.items.dashboard', Icon: DashboardIcon },
      { id: 'create-event', label: 'producer.items.createEvent', Icon: PlusIcon },
      { id: 'my-events', label: 'producer.items.myEvents', Icon: ListIcon },
      { id: 'create-property', label: 'producer.items.createProperty', Icon: BuildingIcon },
      { id: 'check-in', label: 'producer.items.checkin', Icon: QrCodeIcon },
      { id: 'import-export', label: 'producer.items.importExport', Icon: SpreadsheetIcon },
    ],
  },
  {
    title: 'producer.groups.stands',
    items: [
      { id: 'create-exhibitor', label: 'producer.items.createExhibitor', Icon: PlusIcon },
      { id: 'my-exhibitors', label: 'producer.items.myExhibitors', Icon: StoreIcon },
      { id: 'stand-revisions', label: 'producer.items.standRevisions', Icon: PencilIcon },
    ],
  },
  {
    title: 'producer.groups.users',
    items: [
      { id: 'publications', label: 'producer.items.publications', Icon: DocumentIcon },
      { id: 'messages', label: 'producer.items.messages', Icon: MessageIcon },
      { id: 'moderation', label: 'producer.items.moderation', Icon: ShieldIcon },
    ],
  },
  {
    title: 'producer.groups.others',
    items: [
      { id: 'members', label: 'producer.items.members', Icon: UsersIcon },
      { id: 'settings', label: 'producer.items.settings', Icon: SettingsIcon },
      { id: 'integrations', label: 'producer.items.integrations', Icon: PlugIcon },
      { id: 'logout', label: 'producer.items.logout', Icon: LogOutIcon },
    ],
  },
];

const sectionIds = producerGroups
  .flatMap((group) => group.items.map((item) => item.id))
  .filter((id) => id !== 'logout');

export function toSectionId(value: string | null): ProducerSectionId {
  return (sectionIds as string[]).includes(value ?? '') ? (value as ProducerSectionId) : 'dashboard';
}

export function sectionLabel(id: ProducerSectionId): TranslationKey {
  for (const group of producerGroups) {
    const item = group.items.find((candidate) => candidate.id === id);
    if (item) return item.label;
  }
  return 'producer.items.dashboard';
}
