import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { AlertIcon, MoreIcon, PencilIcon, ShieldIcon, TrashIcon } from '../../../components/ui/icons.tsx';

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-800 outline-none ' +
  'data-[highlighted]:bg-ink-50 data-[highlighted]:text-ink-950';

/**
 * A post's or a comment's menu: its author edits and deletes, other members report, moderators
 * hide or show it (an organizer deleting someone else's comment gets no edit). Each entry shows
 * only when its handler is given; Radix gives arrow keys, Escape and focus return.
 */
export function PostMenu({
  onEdit,
  onDelete,
  onReport,
  visibility,
  label,
  size = 'md',
}: {
  onEdit?: () => void;
  onDelete?: () => void;
  onReport?: () => void;
  /** For moderators: whether the item is hidden now, and what to do to change it. */
  visibility?: { hidden: boolean; onChange: () => void };
  label?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={label ?? t('publications.card.menu')}
        className={`grid ${size === 'sm' ? 'size-8' : 'size-9'} shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-900`}
      >
        <MoreIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-44 rounded-2xl border border-ink-100 bg-white p-1.5 shadow-lift"
        >
          {onEdit && (
            <DropdownMenu.Item className={itemClass} onSelect={onEdit}>
              <PencilIcon className="size-4" />
              {t('publications.card.edit')}
            </DropdownMenu.Item>
          )}
          {visibility && (
            <DropdownMenu.Item className={itemClass} onSelect={visibility.onChange}>
              <ShieldIcon className="size-4" />
              {visibility.hidden ? t('publications.moderation.show') : t('publications.moderation.hide')}
            </DropdownMenu.Item>
          )}
          {onReport && (
            <DropdownMenu.Item className={itemClass} onSelect={onReport}>
              <AlertIcon className="size-4" />
              {t('publications.moderation.report')}
            </DropdownMenu.Item>
          )}
          {onDelete && (
            <DropdownMenu.Item className={`${itemClass} text-danger-700`} onSelect={onDelete}>
              <TrashIcon className="size-4" />
              {t('publications.card.delete')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
