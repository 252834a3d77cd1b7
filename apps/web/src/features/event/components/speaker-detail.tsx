import type { Speaker } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { ShareButton } from '../../../components/ui/share-button.tsx';
import { FavoriteStar } from '../../favorites/index.ts';
import { SpeakerPicture } from './speaker-picture.tsx';
import { revealMargin, useRevealDetail } from './use-reveal-detail.ts';

/** A speaker in full, with a way back to where the visitor came from. */
export function SpeakerDetail({
  speaker,
  onBack,
  eventId,
}: {
  speaker: Speaker;
  onBack: () => void;
  /** With the event's id the detail carries a star. */
  eventId?: number;
}) {
  const { t } = useTranslation();
  const { container, heading } = useRevealDetail<HTMLElement, HTMLHeadingElement>();
  return (
    <article
      ref={container}
      className={`${revealMargin} space-y-6 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ChevronLeftIcon className="size-4" />
          {t('event.speakers.back')}
        </Button>
        <span className="flex items-center gap-2">
          <ShareButton title={speaker.name} />
          {eventId !== undefined && (
            <FavoriteStar eventId={eventId} kind="speaker" id={speaker.id} name={speaker.name} />
          )}
        </span>
      </div>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <SpeakerPicture speaker={speaker} className="size-28 rounded-2xl" sizes="112px" />
        <div className="space-y-1">
          <h3 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink-950 focus:outline-none">
            {speaker.name}
          </h3>
          {speaker.office && <p className="text-ink-700">{speaker.office}</p>}
          <p className="text-sm font-medium text-gold-700">
            {speaker.company || t('event.speakers.noCompany')}
          </p>
        </div>
      </div>
      {speaker.description.trim() && <RichText html={speaker.description} />}
    </article>
  );
}
