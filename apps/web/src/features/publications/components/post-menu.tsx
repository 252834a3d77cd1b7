import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { MoreIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-800 outline-none ' +
  'data-[highlighted]:bg-ink-50 data-[highlighted]:text-ink-950';

/**
 * The author's edit / delete menu of a post or a comment (an organizer deleting someone else's
 * comment gets no edit); Radix gives arrow keys, Escape and focus return.
 */
export function PostMenu({
  onEdit,
  onDelete,
  label,
  size = 'md',
}: {
  onEdit?: () => void;
  onDelete: () => void;
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
          <DropdownMenu.Item className={`${itemClass} text-danger-700`} onSelect={onDelete}>
            <TrashIcon className="size-4" />
            {t('publications.card.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
