import { limits } from '@vitrine/contract';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  pending: boolean;
  /** The failure to show, already in the interface language. */
  error: string | null;
  /** Resolves true once the server has the text (the box then empties). */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment's text, 1–1,000 characters with a counter; the button or Ctrl/Cmd+Enter sends it. */
export function CommentForm(props: CommentFormProps) {
  const { label, submitLabel, initialText = '', pending, error, onSubmit, onCancel, autoFocus } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const id = useId();
  const max = limits.commentMaxChars;
  const empty = text.trim().length === 0;

  const send = async () => {
    if (empty || pending) return;
    if ((await onSubmit(text.trim())) && !onCancel) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={max}
        rows={2}
        // biome-ignore lint/a11y/noAutofocus: the member just asked to edit this comment
        autoFocus={autoFocus}
        placeholder={t('publications.comments.placeholder')}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="block max-h-60 min-h-16 w-full resize-y rounded-xl border border-ink-200 bg-white px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-200"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          <span className={text.length >= max ? 'font-semibold text-danger-700' : ''}>
            {t('publications.comments.counter', { count: text.length, max })}
          </span>
          <span className="hidden sm:inline"> · {t('publications.comments.shortcut')}</span>
        </p>
        <div className="flex gap-2">
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel} disabled={pending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button size="sm" type="submit" disabled={empty || pending}>
            {pending ? t('publications.comments.sending') : submitLabel}
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </form>
  );
}
