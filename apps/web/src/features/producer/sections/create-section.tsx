import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast.tsx';
import { producerKey } from '../api/keys.ts';
import { type FormKind, ProducerForm } from '../components/lazy-forms.tsx';
import { useSelectedEvent } from '../lib/use-selected-event.ts';

interface CreateSectionProps {
  kind: Extract<FormKind, 'event' | 'exhibitor' | 'property'>;
  /** Where to go after saving: the list that shows the new item. */
  onSaved: (saved: { id?: number } | null) => void;
}

/** 'Criar Evento', 'Criar Expositor', 'Criar Imóvel': the form for a new item of the chosen event. */
export function CreateSection({ kind, onSaved }: CreateSectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { eventId } = useSelectedEvent();
  return (
    <div className="max-w-4xl">
      <ProducerForm
        key={`${kind}-${eventId}`}
        kind={kind}
        eventId={kind === 'event' ? undefined : (eventId ?? undefined)}
        onDone={(saved) => {
          void queryClient.invalidateQueries({ queryKey: producerKey });
          toast({ message: t('producer.common.saved') });
          onSaved((saved as { id?: number } | null) ?? null);
        }}
      />
    </div>
  );
}
