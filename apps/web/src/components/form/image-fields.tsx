import { limits, recommendedImageSizes } from '@vitrine/contract';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, PlusIcon } from '../ui/icons.tsx';
import { fieldId } from './form-errors.ts';
import type { FormApi } from './use-producer-form.ts';

type Size = { readonly width: number; readonly height: number };

/** A stable React key per picked file (two files may share a name). */
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
}

/** JPEG or PNG, at most 5 MB. Returns the refusal text, or null for a good file. */
export function useImageCheck() {
  const { t } = useTranslation();
  return (file: File): string | null => {
    if (!(limits.imageMimeTypes as readonly string[]).includes(file.type))
      return t('producerForms.image.type');
    if (file.size > limits.imageMaxBytes) return t('producerForms.image.size');
    return null;
  };
}

/** A preview address for a picked file, released when the file changes or the field goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

function Thumb({
  src,
  alt,
  onRemove,
  removeLabel,
}: {
  src: string | null;
  alt: string;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <li className="relative overflow-hidden rounded-xl border border-ink-100 bg-ink-50">
      {src ? (
        <img src={src} alt={alt} className="h-28 w-full object-cover" />
      ) : (
        <div className="flex h-28 items-center justify-center p-2 text-center text-xs break-all text-ink-600">
          {alt}
        </div>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-white/90 text-ink-900 shadow-sm hover:bg-white focus-visible:outline-3 focus-visible:outline-gold-400"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}

interface PickerProps {
  id: string;
  label: string;
  size: Size;
  error?: string;
  multiple?: boolean;
  onPick: (files: File[]) => void;
}

function Picker({ id, label, size, error, multiple, onPick }: PickerProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-ink-800">{label}</span>
      {/* relative: the visually hidden input must scroll with the form, not with an outer box. */}
      <label
        className={`relative flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-dashed px-4 py-3 text-sm font-semibold text-ink-800 focus-within:outline-3 focus-within:outline-gold-400/70 hover:bg-ink-50 ${
          error ? 'border-danger-700 bg-danger-50/40' : 'border-ink-300'
        }`}
      >
        <PlusIcon className="size-4 shrink-0" />
        {multiple ? t('producerForms.image.addMany') : t('producerForms.image.choose')}
        <input
          id={id}
          type="file"
          accept={limits.imageMimeTypes.join(',')}
          multiple={multiple}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${hintId}` : hintId}
          className="sr-only"
          onChange={(event) => {
            onPick([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
      <p id={hintId} className="text-xs text-ink-500">
        {t('producerForms.image.hint', { width: size.width, height: size.height })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface ImageFieldProps {
  id: string;
  label: string;
  size: Size;
  /** The saved picture (edit mode); kept when no new file is chosen. */
  current?: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  onError: (message: string | null) => void;
}

/** One picture: the saved one or the new choice, with a preview; a refused file is never kept. */
export function ImageField({ id, label, size, current, file, onFile, error, onError }: ImageFieldProps) {
  const { t } = useTranslation();
  const check = useImageCheck();
  const preview = useObjectUrl(file);
  const pick = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const refusal = check(chosen);
    onError(refusal);
    if (!refusal) onFile(chosen);
  };
  return (
    <div className="space-y-2">
      <Picker id={id} label={label} size={size} error={error} onPick={pick} />
      {file ? (
        <ul className="grid grid-cols-2 gap-2">
          <Thumb
            src={preview}
            alt={file.name}
            removeLabel={t('producerForms.image.remove', { name: file.name })}
            onRemove={() => onFile(null)}
          />
        </ul>
      ) : current ? (
        <div>
          <img
            src={current}
            alt={t('producerForms.image.current', { label })}
            className="h-28 w-full rounded-xl border border-ink-100 object-cover"
          />
          <p className="mt-1 text-xs text-ink-500">{t('producerForms.image.replaceHint')}</p>
        </div>
      ) : null}
    </div>
  );
}

interface GalleryFieldProps {
  id: string;
  label: string;
  size: Size;
  max: number;
  /** Saved image URLs still kept (edit mode). */
  kept: string[];
  onKept: (urls: string[]) => void;
  files: File[];
  onFiles: (files: File[]) => void;
  error?: string;
  onError: (message: string | null) => void;
}

function NewThumb({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation();
  const preview = useObjectUrl(file);
  return (
    <Thumb
      src={preview}
      alt={file.name}
      removeLabel={t('producerForms.image.remove', { name: file.name })}
      onRemove={onRemove}
    />
  );
}

/** A gallery: saved images to keep or remove, and new ones (many at once) with previews. */
export function GalleryField({
  id,
  label,
  size,
  max,
  kept,
  onKept,
  files,
  onFiles,
  error,
  onError,
}: GalleryFieldProps) {
  const { t } = useTranslation();
  const check = useImageCheck();
  const pick = (picked: File[]) => {
    const refusals = picked.map(check);
    const good = picked.filter((_, index) => !refusals[index]);
    const room = Math.max(0, max - kept.length - files.length);
    const refusal =
      refusals.find(Boolean) ?? (good.length > room ? t('producerForms.image.tooMany', { max }) : null);
    onError(refusal);
    onFiles([...files, ...good.slice(0, room)]);
  };
  return (
    <div className="space-y-2">
      <Picker id={id} label={label} size={size} error={error} multiple onPick={pick} />
      {kept.length + files.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {kept.map((url, index) => (
            <Thumb
              key={url}
              src={url}
              alt={t('producerForms.image.saved', { index: index + 1 })}
              removeLabel={t('producerForms.image.removeSaved', { index: index + 1 })}
              onRemove={() => onKept(kept.filter((other) => other !== url))}
            />
          ))}
          {files.map((file) => (
            <NewThumb
              key={fileKey(file)}
              file={file}
              onRemove={() => onFiles(files.filter((other) => other !== file))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The pictures of an event or an exhibitor, each its own multipart part. */
export const pictureFields = ['coverPhoto', 'coverPhotoMobile', 'profilePicture'] as const;
export type PictureField = (typeof pictureFields)[number];
export type PictureFiles = Partial<Record<PictureField, File | null>>;

/** The picked pictures as multipart parts, in `pictureFields` order. */
export const pictureParts = (pictures: PictureFiles) =>
  pictureFields.map((field) => [field, pictures[field]] as const);

/**
 * One ImageField per picture, in the given order, bound to the form's errors: the saved picture
 * shows until a new one is picked.
 */
export function PictureFields({
  form,
  order = pictureFields,
  saved,
  pictures,
  onPictures,
}: {
  form: FormApi;
  order?: readonly PictureField[];
  saved: Partial<Record<PictureField, string | null>> | undefined;
  pictures: PictureFiles;
  onPictures: Dispatch<SetStateAction<PictureFiles>>;
}) {
  const { t } = useTranslation();
  const labels = {
    coverPhoto: t('producerForms.image.coverPhoto'),
    coverPhotoMobile: t('producerForms.image.coverPhotoMobile'),
    profilePicture: t('producerForms.image.profilePicture'),
  };
  return order.map((field) => (
    <ImageField
      key={field}
      id={fieldId(form.id, field)}
      label={labels[field]}
      size={recommendedImageSizes[field]}
      current={saved?.[field]}
      file={pictures[field] ?? null}
      onFile={(file) => onPictures((current) => ({ ...current, [field]: file }))}
      error={form.errors[field]}
      onError={(message) => form.setError(field, message)}
    />
  ));
}

/** A gallery bound to the form's `files` part and its error. */
export function FormGallery({
  form,
  ...props
}: { form: FormApi } & Omit<GalleryFieldProps, 'id' | 'size' | 'error' | 'onError'>) {
  return (
    <GalleryField
      id={fieldId(form.id, 'files')}
      size={recommendedImageSizes.gallery}
      error={form.errors.files}
      onError={(message) => form.setError('files', message)}
      {...props}
    />
  );
}
