import { useQueryClient } from '@tanstack/react-query';
import type { Publication, PublicationType } from '@vitrine/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveMessages, useLiveReactions } from '../../../lib/realtime/live-bus.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSignInPrompt } from '../../../lib/session/sign-in-prompt.ts';
import { publicationsKey } from '../api/keys.ts';
import { useMute } from '../api/use-mute.ts';
import { applyReactions } from '../lib/feed-cache.ts';
import { MuteContext } from '../lib/mute-context.ts';
import { actsAsMember, memberStep, useViewer } from '../lib/viewer.ts';
import { FeedList } from './feed-list.tsx';
import { MuteBanner } from './mute-banner.tsx';
import { PostModal } from './post-modal.tsx';
import { PostStart } from './post-start.tsx';

/**
 * The announcement tab (type ANNOUNCEMENT: ADMIN posts) or the feed tab (PUBLICATION: any
 * signed-in member but GUEST posts; others get the sign-in modal).
 */
export function PublicationsTab({ eventId, type }: { eventId: number; type: PublicationType }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const session = useSession();
  const openSignIn = useSignInPrompt();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [modal, setModal] = useState<{ open: boolean; editing: Publication | null; key: number }>({
    open: false,
    editing: null,
    key: 0,
  });
  const focus = Number(params.get('post'));
  const mute = useMute(actsAsMember(viewer));
  const explanationId = useId();

  // A new announcement, an approval or a decision about a post: the lists are out of date.
  useLiveMessages(() => void queryClient.invalidateQueries({ queryKey: publicationsKey }));
  // Someone liked or commented: the card changes in place, no reload of the list.
  useLiveReactions((message) => applyReactions(queryClient, message));

  // Signing in over this page (to like or comment) changes what the cards say is the viewer's own.
  const shownFor = useRef(viewer.userId);
  useEffect(() => {
    if (shownFor.current === viewer.userId) return;
    shownFor.current = viewer.userId;
    void queryClient.invalidateQueries({ queryKey: publicationsKey });
  }, [viewer.userId, queryClient]);

  const announcements = type === 'ANNOUNCEMENT';
  const mayStart = announcements ? viewer.isAdmin : true;
  const start = () => {
    if (announcements || actsAsMember(viewer))
      setModal((m) => ({ open: true, editing: null, key: m.key + 1 }));
    else openSignIn(memberStep(viewer));
  };

  return (
    <MuteContext.Provider value={mute ? { mute, explanationId } : null}>
      <div className="mx-auto max-w-2xl space-y-4">
        {mute && <MuteBanner mute={mute} explanationId={explanationId} />}
        {mayStart && (
          <PostStart
            name={session.status === 'authenticated' ? session.name : null}
            label={announcements ? t('publications.start.announcement') : t('publications.start.feed')}
            onStart={start}
            disabledBy={mute ? explanationId : undefined}
          />
        )}
        <FeedList
          eventId={eventId}
          type={type}
          viewer={viewer}
          onEdit={(post) => setModal((m) => ({ open: true, editing: post, key: m.key + 1 }))}
          focusPostId={Number.isInteger(focus) && focus > 0 ? focus : null}
        />
        <PostModal
          key={modal.key}
          open={modal.open}
          onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
          eventId={eventId}
          type={modal.editing?.type ?? type}
          editing={modal.editing}
          moderator={viewer.isAdmin}
        />
      </div>
    </MuteContext.Provider>
  );
}
