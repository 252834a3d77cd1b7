import { useTranslation } from 'react-i18next';
import { ImageIcon } from '../../../components/ui/icons.tsx';
import { initials } from '../../../lib/format/initials.ts';

/** The post-start input: looks like a text field, opens the post modal (or the sign-in). */
export function PostStart({
  name,
  label,
  onStart,
  disabledBy,
}: {
  name: string | null;
  label: string;
  onStart: () => void;
  /** The id of the text saying why posting is off now (a mute); absent, posting is on. */
  disabledBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-3xl border border-ink-100 bg-white p-3 shadow-sm sm:p-4">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-900 text-sm font-bold text-white"
      >
        {name ? initials(name) : '?'}
      </span>
      <button
        type="button"
        onClick={onStart}
        aria-haspopup="dialog"
        disabled={disabledBy !== undefined}
        aria-describedby={disabledBy}
        className="h-11 min-w-0 flex-1 truncate rounded-full border border-ink-200 bg-sand-50 px-4 text-start text-sm text-ink-500 hover:border-ink-300 hover:bg-white disabled:cursor-not-allowed disabled:opacity-60"
      >
        {label}
      </button>
      <button
        type="button"
        onClick={onStart}
        aria-label={t('publications.start.addMedia')}
        disabled={disabledBy !== undefined}
        aria-describedby={disabledBy}
        className="grid size-11 shrink-0 place-items-center rounded-full text-gold-700 hover:bg-gold-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <ImageIcon />
      </button>
    </div>
  );
}
