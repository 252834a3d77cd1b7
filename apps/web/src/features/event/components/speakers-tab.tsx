import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { FavoriteStar } from '../../favorites/index.ts';
import { useSpeakers } from '../api/use-speakers.ts';
import { speakerPath } from '../event-paths.ts';
import type { DetailState } from './detail-routes.tsx';
import { SpeakerPicture } from './speaker-picture.tsx';
import { SpeakerCardsSkeleton } from './tab-skeletons.tsx';

/** Palestrantes: a grid of cards; one opens the speaker's detail at its own address. */
export function SpeakersTab({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const speakers = useSpeakers(eventId);
  const navigate = useNavigate();

  if (speakers.isPending) {
    return (
      <LoadingRegion label={t('common.loading')}>
        <SpeakerCardsSkeleton />
      </LoadingRegion>
    );
  }
  if (speakers.isError) {
    return (
      <StateMessage
        tone="error"
        title={t('event.speakers.error')}
        action={{ label: t('common.retry'), onClick: () => void speakers.refetch() }}
      />
    );
  }
  if (speakers.data.length === 0) {
    return <StateMessage title={t('event.speakers.empty')} icon={<UsersIcon className="size-7" />} />;
  }
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {speakers.data.map((speaker) => (
        <li key={speaker.id} className="relative">
          <button
            type="button"
            id={`speaker-card-${speaker.id}`}
            onClick={() =>
              navigate(speakerPath(eventId, speaker.id), {
                state: { fromTab: 'speakers', focusId: `speaker-card-${speaker.id}` } satisfies DetailState,
                preventScrollReset: true,
              })
            }
            className="flex h-full w-full flex-col items-center gap-3 rounded-2xl border border-ink-100 bg-white p-4 text-center shadow-card transition hover:-translate-y-0.5 hover:border-gold-300"
          >
            <SpeakerPicture
              speaker={speaker}
              className="aspect-square w-full rounded-xl"
              sizes="(max-width: 768px) 50vw, 240px"
            />
            <span className="font-semibold text-ink-950">{speaker.name}</span>
            <span className="text-sm text-ink-600">{speaker.company || t('event.speakers.noCompany')}</span>
          </button>
          <FavoriteStar
            eventId={eventId}
            kind="speaker"
            id={speaker.id}
            name={speaker.name}
            className="absolute end-6 top-6 shadow-card"
          />
        </li>
      ))}
    </ul>
  );
}
