import { type LiveMessage, limits } from '@vitrine/contract';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { usePublicConfig } from '../../lib/config/use-public-config.ts';
import { currentLocale } from '../../lib/i18n/language.ts';
import { publishLiveMessage, publishReactions } from '../../lib/realtime/live-bus.ts';
import { liveMessageLink } from '../../lib/realtime/live-message-link.ts';
import { useLiveChannel } from '../../lib/realtime/use-live-channel.ts';
import { useSession } from '../../lib/session/session-store.ts';

/**
 * The live channel of the public site: each message becomes a toast in the header
 * and is handed on to the feeds, which refresh themselves; a post's new likes and comments go
 * to the feeds alone.
 */
export function LiveNotifications() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { defaultEventId } = usePublicConfig();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const userId = signedIn ? Number(session.claims.userId) : null;

  const approvedAt = useRef(new Map<number, number>());

  const onMessage = useCallback(
    (message: LiveMessage) => {
      publishLiveMessage(message);
      // An author whose post was just approved hears "approved"; the event topic's "new post in
      // the feed" about the same post would only repeat it.
      if (message.publicationId !== null) {
        const seen = approvedAt.current;
        if (message.type === 'PUBLICATION_APPROVED') {
          for (const [id, at] of seen) if (Date.now() - at > limits.toastLifetimeMs) seen.delete(id);
          seen.set(message.publicationId, Date.now());
        }
        const approved = seen.get(message.publicationId);
        if (
          message.type === 'PUBLICATION_PUBLISHED' &&
          approved &&
          Date.now() - approved < limits.toastLifetimeMs
        ) {
          return;
        }
      }
      const link = liveMessageLink(message);
      toast({
        message: message.message,
        action: link ? { label: t(link.label), onClick: () => void navigate(link.to) } : undefined,
      });
    },
    [navigate, t, toast],
  );

  useLiveChannel({
    eventId: defaultEventId,
    token: signedIn ? session.token : null,
    userId: userId !== null && Number.isInteger(userId) ? userId : null,
    // useTranslation re-renders on a language switch, which reconnects in the new language.
    language: currentLocale(),
    onMessage,
    // Likes and comments change cards in place: no toast.
    onReactions: publishReactions,
  });
  return null;
}
