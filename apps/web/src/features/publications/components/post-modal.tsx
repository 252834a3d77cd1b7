import { limits, type Publication, type PublicationType } from '@vitrine/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ImageIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { usePublicConfig } from '../../../lib/config/use-public-config.ts';
import { useCreatePublication } from '../api/use-create-publication.ts';
import { useUpdatePublication } from '../api/use-update-publication.ts';
import { fitMedia, type MediaProblem, mediaKindOf, mediaProblem, megabytes } from '../lib/media-rules.ts';
import { MediaLimitDialog } from './media-limit-dialog.tsx';
import { type MediaPreview, MediaPreviews, previewOfUrl } from './media-picker.tsx';

const problemText = {
  imageType: 'publications.errors.imageType',
  imageSize: 'publications.errors.imageSize',
  videoType: 'publications.errors.videoType',
  videoSize: 'publications.errors.videoSize',
} as const satisfies Record<MediaProblem, string>;

const accept = [...limits.imageMimeTypes, ...limits.videoMimeTypes].join(',');

interface PostModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: number;
  type: PublicationType;
  /** The post being edited; a new post otherwise. */
  editing?: Publication | null;
  /** Posts of an ADMIN skip the analysis. */
  moderator: boolean;
}

/** The post modal: text and up to 3 media with previews, then 'publicando...' with progress. */
export function PostModal(props: PostModalProps) {
  const { t } = useTranslation();
  const title = props.editing
    ? t('publications.modal.editTitle')
    : props.type === 'ANNOUNCEMENT'
      ? t('publications.modal.announcementTitle')
      : t('publications.modal.createTitle');
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={title} closeLabel={t('common.close')}>
      {/* Mounted only while open: closing drops the draft's object URLs (revoked on unmount). */}
      {props.open && <PostForm {...props} />}
    </Modal>
  );
}

function PostForm({ onOpenChange, eventId, type, editing, moderator }: PostModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  // The server's video limit; an older server that does not say it means the default.
  const videoMaxBytes = usePublicConfig().videoMaxBytes || limits.videoMaxBytes;
  const create = useCreatePublication(eventId);
  const update = useUpdatePublication();
  const mutation = editing ? update : create;
  const [description, setDescription] = useState(editing?.description ?? '');
  const [media, setMedia] = useState<MediaPreview[]>(() => (editing?.images ?? []).map(previewOfUrl));
  const [problem, setProblem] = useState<{ key: MediaProblem; file: string } | null>(null);
  const [limitOpen, setLimitOpen] = useState(false);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const textId = useId();
  const hintId = useId();

  // Object URLs live as long as the draft; revoke whatever is left when the form goes away.
  const created = useRef(new Set<string>());
  useEffect(() => {
    const urls = created.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const addFiles = (files: File[]) => {
    setProblem(null);
    for (const file of files) {
      const found = mediaProblem(file, videoMaxBytes);
      if (found) {
        setProblem({ key: found, file: file.name });
        return;
      }
    }
    const { accepted, overLimit } = fitMedia(media.length, files, editing ? 'edit' : 'create');
    if (overLimit) setLimitOpen(true);
    const previews = accepted.map((file) => {
      const url = URL.createObjectURL(file);
      created.current.add(url);
      return { url, video: mediaKindOf(file) === 'video', file };
    });
    setMedia((list) => [...list, ...previews]);
  };

  const remove = (item: MediaPreview) => {
    setMedia((list) => list.filter((entry) => entry !== item));
    if (item.file) {
      URL.revokeObjectURL(item.url);
      created.current.delete(item.url);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProgress(0);
    const text = description.trim();
    const files = media.flatMap((item) => (item.file ? [item.file] : []));
    const onSuccess = (post: Publication) => {
      onOpenChange(false);
      const awaiting = post?.status === 'ANALYSIS' || (!post && type === 'PUBLICATION' && !moderator);
      toast({
        message: awaiting ? t('publications.modal.sentForAnalysis') : t('publications.modal.published'),
      });
    };
    if (editing) {
      const oldFiles = media.flatMap((item) => (item.file ? [] : [item.url]));
      update.mutate(
        { id: editing.id, description: text, oldFiles, newFiles: files, onProgress: setProgress },
        { onSuccess },
      );
    } else {
      create.mutate({ type, description: text, files, onProgress: setProgress }, { onSuccess });
    }
  };

  const empty = description.trim() === '' && media.length === 0;
  const busy = mutation.isPending;
  const full = media.length >= limits.maxMediaPerPost;

  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <label htmlFor={textId} className="sr-only">
        {t('publications.modal.textLabel')}
      </label>
      <textarea
        id={textId}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={limits.postMaxChars}
        rows={5}
        disabled={busy}
        placeholder={t('publications.modal.textPlaceholder')}
        className="w-full resize-y rounded-2xl border border-ink-200 bg-white px-4 py-3 text-[0.95rem] text-ink-900 placeholder:text-ink-400 focus:border-ink-400"
      />
      <MediaPreviews items={media} onRemove={busy ? () => {} : remove} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <input
            ref={input}
            type="file"
            multiple
            accept={accept}
            className="sr-only"
            tabIndex={-1}
            aria-describedby={hintId}
            data-testid="post-media-input"
            onChange={(event) => {
              addFiles(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => (full ? setLimitOpen(true) : input.current?.click())}
          >
            <ImageIcon className="size-4" />
            {t('publications.modal.addMedia')}
          </Button>
        </div>
        <span className="text-xs font-medium text-ink-500">
          {t('publications.modal.counter', { count: media.length, max: limits.maxMediaPerPost })}
        </span>
      </div>
      <p id={hintId} className="text-xs leading-relaxed text-ink-500">
        {t('publications.modal.mediaHint', {
          max: limits.maxMediaPerPost,
          videoMb: megabytes(videoMaxBytes),
        })}
      </p>
      {problem && (
        <Alert tone="error">
          <span className="block font-semibold">{problem.file}</span>
          {t(problemText[problem.key], { size: megabytes(videoMaxBytes) })}
        </Alert>
      )}
      {mutation.isError && !busy && (
        <Alert tone="error">
          {t('publications.modal.failed')} {errorText(mutation.error, '')}
        </Alert>
      )}
      {busy && (
        <div role="status" className="space-y-1.5">
          <span className="text-sm font-medium text-ink-700">{t('publications.modal.publishing')}</span>
          <progress
            value={Math.round(progress * 100)}
            max={100}
            aria-label={t('publications.modal.progress')}
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:bg-gold-500 [&::-moz-progress-bar]:bg-gold-500"
          />
        </div>
      )}
      <div className="flex justify-end gap-3 border-t border-ink-100 pt-4">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('publications.modal.cancel')}
        </Button>
        <Button type="submit" variant="accent" disabled={busy || empty}>
          {busy
            ? t('publications.modal.publishing')
            : editing
              ? t('publications.modal.save')
              : t('publications.modal.submit')}
        </Button>
      </div>
      <MediaLimitDialog open={limitOpen} onOpenChange={setLimitOpen} />
    </form>
  );
}
