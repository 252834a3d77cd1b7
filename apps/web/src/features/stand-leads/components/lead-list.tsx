import type { Lead } from '@vitrine/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useStandLeads } from '../api/use-stand-leads.ts';
import { useUpdateLead } from '../api/use-update-lead.ts';
import { hasLeadFilters, type LeadFilters, noLeadFilters } from '../lib/lead-filters.ts';
import { ExportButtons } from './export-buttons.tsx';
import { LeadFilterBar } from './lead-filter-bar.tsx';
import { LeadItem } from './lead-item.tsx';
import { LeadNotesDialog } from './lead-notes-dialog.tsx';

/** 'Contatos': the stand's leads with filters, quick rating, notes and tags, paging and export. */
export function LeadList({ exhibitorId }: { exhibitorId: number }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LeadFilters>(noLeadFilters);
  const [filters, setFilters] = useState<LeadFilters>(noLeadFilters);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Lead | null>(null);
  const leads = useStandLeads(exhibitorId, filters, page);
  const update = useUpdateLead(exhibitorId);

  // The search box waits for a pause in typing; the other filters apply at once.
  useEffect(() => {
    const apply = () => {
      setFilters(draft);
      setPage(0);
    };
    const timer = setTimeout(apply, draft.q === filters.q ? 0 : 300);
    return () => clearTimeout(timer);
  }, [draft, filters.q]);

  const filtered = hasLeadFilters(filters);
  let body: React.ReactNode;
  if (leads.isPending) body = <ListSkeleton />;
  else if (leads.isError)
    body = (
      <StateMessage
        tone="error"
        title={t('standLeads.loadError')}
        description={errorText(leads.error, t('standLeads.tryAgain'))}
        action={{ label: t('common.retry'), onClick: () => void leads.refetch() }}
      />
    );
  else if (leads.data.content.length === 0)
    body = (
      <StateMessage
        icon={<UsersIcon className="size-7" />}
        title={filtered ? t('standLeads.noMatch') : t('standLeads.empty')}
        action={
          filtered
            ? { label: t('standLeads.filters.clear'), onClick: () => setDraft(noLeadFilters) }
            : undefined
        }
      />
    );
  else
    body = (
      <>
        <p className="text-sm text-ink-600" aria-live="polite">
          {t('standLeads.total', { count: leads.data.totalElements })}
        </p>
        <ul className="space-y-3" aria-busy={leads.isPlaceholderData}>
          {leads.data.content.map((lead) => (
            <LeadItem
              key={lead.id}
              lead={lead}
              rating={update.isPending && update.variables?.leadId === lead.id}
              onRate={(rating) => update.mutate({ leadId: lead.id, update: { rating } })}
              onEdit={() => setEditing(lead)}
              onProperty={(property) => setDraft({ ...draft, property })}
            />
          ))}
        </ul>
        <Pager page={page} totalPages={leads.data.totalPages} onChange={setPage} />
      </>
    );

  return (
    <div className="space-y-4">
      <LeadFilterBar value={draft} onChange={setDraft} />
      {leads.isSuccess && leads.data.totalElements > 0 && (
        <ExportButtons exhibitorId={exhibitorId} filters={filters} />
      )}
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errorText(update.error, t('standLeads.tryAgain'))}
        </p>
      )}
      {body}
      {editing && (
        <LeadNotesDialog
          exhibitorId={exhibitorId}
          lead={editing}
          name={editing.person?.name ?? t('standLeads.anonymous')}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('standLeads.pages')} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" size="sm" disabled={page <= 0} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon className="size-4" />
        {t('standLeads.previous')}
      </Button>
      <p className="text-sm text-ink-600">{t('standLeads.pageOf', { page: page + 1, total: totalPages })}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages - 1}
        onClick={() => onChange(page + 1)}
      >
        {t('standLeads.next')}
        <ChevronRightIcon className="size-4" />
      </Button>
    </nav>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="space-y-3">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-32 w-full rounded-2xl" />
      ))}
    </LoadingRegion>
  );
}
