import { type LeadRating, leadRatings } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';

const labels = {
  HOT: 'standLeads.rating.HOT',
  WARM: 'standLeads.rating.WARM',
  COLD: 'standLeads.rating.COLD',
} as const;

const pressed: Record<LeadRating, string> = {
  HOT: 'border-danger-700 bg-danger-700 text-white',
  WARM: 'border-amber-600 bg-amber-500 text-ink-950',
  COLD: 'border-ink-600 bg-ink-600 text-white',
};

interface RatingButtonsProps {
  value: LeadRating | null;
  onChange: (rating: LeadRating | null) => void;
  disabled?: boolean;
  /** Whose rating, for screen readers ('Classificação de Ana'). */
  label: string;
}

/** Quente / morno / frio as toggle buttons; pressing the current one clears it. */
export function RatingButtons({ value, onChange, disabled, label }: RatingButtonsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-1.5" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {leadRatings.map((rating) => {
        const active = value === rating;
        return (
          <button
            key={rating}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active ? null : rating)}
            className={`h-9 rounded-full border px-3.5 text-sm font-semibold transition-colors disabled:opacity-60 ${active ? pressed[rating] : 'border-ink-200 bg-white text-ink-700 hover:border-ink-300 hover:bg-ink-50'}`}
          >
            {t(labels[rating])}
          </button>
        );
      })}
    </fieldset>
  );
}
