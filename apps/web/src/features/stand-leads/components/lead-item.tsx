import type { Lead, LeadRating } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { MailIcon, PencilIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { RatingButtons } from './rating-buttons.tsx';

const sourceLabels = {
  SCAN: 'standLeads.source.SCAN',
  PROPERTY: 'standLeads.source.PROPERTY',
  STAND: 'standLeads.source.STAND',
} as const;

interface LeadItemProps {
  lead: Lead;
  onRate: (rating: LeadRating | null) => void;
  rating: boolean;
  onEdit: () => void;
  onProperty: (property: { id: number; title: string }) => void;
}

/** One contact: who (or an anonymous row after a withdrawal), how and when, and the team's notes. */
export function LeadItem({ lead, onRate, rating, onEdit, onProperty }: LeadItemProps) {
  const { t, i18n } = useTranslation();
  const name = lead.person?.name ?? t('standLeads.anonymous');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(lead.capturedAt),
  );
  return (
    <li className="space-y-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-1">
          <h3 className={`font-semibold break-words ${lead.person ? 'text-ink-950' : 'text-ink-500 italic'}`}>
            {name}
          </h3>
          {lead.person ? (
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
              <a
                href={`mailto:${lead.person.email}`}
                className="inline-flex min-w-0 items-center gap-1.5 break-all underline-offset-2 hover:underline"
              >
                <MailIcon className="size-4 shrink-0 text-ink-400" />
                {lead.person.email}
              </a>
              {lead.person.phone && (
                <a
                  href={`tel:${lead.person.phone}`}
                  className="inline-flex items-center gap-1.5 underline-offset-2 hover:underline"
                >
                  <PhoneIcon className="size-4 shrink-0 text-ink-400" />
                  {lead.person.phone}
                </a>
              )}
            </div>
          ) : (
            <p className="text-sm text-ink-500">{t('standLeads.withdrawn')}</p>
          )}
        </div>
        <p className="text-xs text-ink-500">
          <span className="rounded-full bg-ink-50 px-2.5 py-1 font-semibold text-ink-700">
            {t(sourceLabels[lead.source])}
          </span>{' '}
          <time dateTime={lead.capturedAt}>{when}</time>
          {lead.capturedBy && ` · ${t('standLeads.by', { name: lead.capturedBy })}`}
        </p>
      </div>
      {lead.propertyId !== null && lead.propertyTitle && (
        <p className="text-sm text-ink-700">
          {t('standLeads.property')}{' '}
          <button
            type="button"
            onClick={() => onProperty({ id: lead.propertyId as number, title: lead.propertyTitle as string })}
            className="font-semibold text-ink-900 underline decoration-gold-400 underline-offset-2 hover:decoration-2"
            title={t('standLeads.filters.byProperty')}
          >
            {lead.propertyTitle}
          </button>
        </p>
      )}
      {lead.message && (
        <blockquote className="border-s-4 border-gold-300 ps-3 text-sm break-words whitespace-pre-line text-ink-700">
          {lead.message}
        </blockquote>
      )}
      {(lead.notes || lead.tags.length > 0) && (
        <div className="space-y-1.5 rounded-xl bg-sand-50 p-3 text-sm text-ink-700">
          {lead.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('standLeads.notes.tags')}>
              {lead.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-800"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {lead.notes && <p className="line-clamp-3 break-words whitespace-pre-line">{lead.notes}</p>}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingButtons
          value={lead.rating}
          onChange={onRate}
          disabled={rating}
          label={t('standLeads.rating.label', { name })}
        />
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={t('standLeads.notes.editFor', { name })}
        >
          <PencilIcon className="size-4" />
          {t('standLeads.notes.edit')}
        </Button>
      </div>
    </li>
  );
}
