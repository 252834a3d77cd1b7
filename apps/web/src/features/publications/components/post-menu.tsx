import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, MoreIcon, PencilIcon, ShieldIcon, TrashIcon } from '../../../components/ui/icons.tsx';

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-800 outline-none ' +
  'data-[highlighted]:bg-ink-50 data-[highlighted]:text-ink-950';

/**
 * A post's or a comment's menu: its author edits and deletes, other members report, moderators
 * hide or show it (an organizer deleting someone else's comment gets no edit). Each entry shows
 * only when its handler is given; Radix gives arrow keys, Escape and focus return.
 *
 * An entry's action runs once the menu has closed and given focus back to its button: a dialog
 * opened from the still-open menu would remember the vanished menu item and, on closing, leave
 * keyboard and screen-reader users at the top of the page.
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
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef<(() => void) | null>(null);
  const choose = (action: () => void) => () => {
    chosen.current = action;
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        ref={trigger}
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
          onCloseAutoFocus={(event) => {
            const action = chosen.current;
            chosen.current = null;
            if (!action) return;
            event.preventDefault();
            trigger.current?.focus();
            action();
          }}
        >
          {onEdit && (
            <DropdownMenu.Item className={itemClass} onSelect={choose(onEdit)}>
              <PencilIcon className="size-4" />
              {t('publications.card.edit')}
            </DropdownMenu.Item>
          )}
          {visibility && (
            <DropdownMenu.Item className={itemClass} onSelect={choose(visibility.onChange)}>
              <ShieldIcon className="size-4" />
              {visibility.hidden ? t('publications.moderation.show') : t('publications.moderation.hide')}
            </DropdownMenu.Item>
          )}
          {onReport && (
            <DropdownMenu.Item className={itemClass} onSelect={choose(onReport)}>
              <AlertIcon className="size-4" />
              {t('publications.moderation.report')}
            </DropdownMenu.Item>
          )}
          {onDelete && (
            <DropdownMenu.Item className={`${itemClass} text-danger-700`} onSelect={choose(onDelete)}>
              <TrashIcon className="size-4" />
              {t('publications.card.delete')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
