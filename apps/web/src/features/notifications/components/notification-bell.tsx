import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { useLiveMessages } from '../../../lib/realtime/live-bus.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { useNotifications } from '../api/use-notifications.ts';
import { inboxOwner } from '../lib/inbox-owner.ts';
import { unreadCount } from '../lib/unread.ts';
import { NotificationPanel } from './notification-panel.tsx';

// Stored notifications reach the user topic with their row id; event-topic broadcasts carry a
// UUID and are stored for no one, so they must not make every watcher refetch the inbox.
const storedId = /^\d+$/;

/**
 * The header's bell for confirmed members: the unread count, and the inbox in a panel under it
 * (a sheet across the screen on phones). Escape, a click outside or leaving it closes the panel;
 * Escape hands the focus back to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const owner = inboxOwner(useSession());
  const inbox = useNotifications(owner);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const bell = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();

  useLiveMessages((message) => {
    if (storedId.test(message.id)) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });

  // A notification followed elsewhere (or any navigation) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    const around = area.current;
    if (!open || !around) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!around.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    // Tabbing out of the bell and its panel closes it; a click on the panel's blank space (no
    // next focus) does not.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !around.contains(next)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    around.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      around.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  if (owner === null) return null;

  const { count, more } = unreadCount(inbox.data);
  const label =
    count === 0
      ? t('inbox.bell')
      : more
        ? t('inbox.bellUnreadMore', { count })
        : t('inbox.bellUnread', { count });

  return (
    <div ref={area} className="sm:relative">
      <button
        ref={bell}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
        className="relative grid size-9 place-items-center rounded-xl text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 aria-expanded:bg-ink-100 aria-expanded:text-ink-900"
      >
        <BellIcon className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger-700 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
          >
            {count > 9 ? '9+' : count}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} inbox={inbox} onFollow={() => setOpen(false)} />}
    </div>
  );
}
