import { type Lead, leadLimits } from '@vitrine/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useUpdateLead } from '../api/use-update-lead.ts';
import { parseTags } from '../lib/lead-filters.ts';

interface LeadNotesDialogProps {
  exhibitorId: number;
  lead: Lead;
  name: string;
  onClose: () => void;
}

/** The team's notes and tags on one contact. */
export function LeadNotesDialog({ exhibitorId, lead, name, onClose }: LeadNotesDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateLead(exhibitorId);
  const [notes, setNotes] = useState(lead.notes);
  const [tags, setTags] = useState(lead.tags.join(', '));
  const parsed = parseTags(tags);
  const tooMany = parsed.length > leadLimits.tagsMax || parsed.some((tag) => tag.length > leadLimits.tagMax);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (tooMany) return;
    update.mutate({ leadId: lead.id, update: { notes, tags: parsed } }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('standLeads.notes.title', { name })}
      closeLabel={t('common.close')}
      width="narrow"
    >
      <form onSubmit={save} className="space-y-4">
        <TextAreaField
          label={t('standLeads.notes.notes')}
          value={notes}
          maxLength={leadLimits.notesMax}
          onChange={(change) => setNotes(change.target.value)}
        />
        <TextField
          label={t('standLeads.notes.tags')}
          hint={t('standLeads.notes.tagsHint', { max: leadLimits.tagsMax })}
          error={
            tooMany
              ? t('standLeads.notes.tagsTooMany', { max: leadLimits.tagsMax, length: leadLimits.tagMax })
              : null
          }
          value={tags}
          onChange={(change) => setTags(change.target.value)}
        />
        {update.isError && <Alert tone="error">{errorText(update.error, t('standLeads.tryAgain'))}</Alert>}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending || tooMany}>
            {update.isPending ? t('standLeads.notes.saving') : t('standLeads.notes.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
