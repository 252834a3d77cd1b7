import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast.tsx';
import { producerKey } from '../../../lib/api/producer-keys.ts';
import type { TranslationKey } from '../../../lib/i18n/i18n.ts';
import { type FormKind, ProducerForm } from '../../content/index.ts';
import { useSelectedEvent } from '../../events/index.ts';

type CreateKind = Extract<FormKind, 'event' | 'exhibitor' | 'property'>;

interface CreateSectionProps {
  kind: CreateKind;
  /** Where to go after saving: the list that shows the new item, on the event it belongs to. */
  onSaved: (eventId: number | null) => void;
}

/** Says what was made, not the original client's 'request sent' (nothing awaits approval). */
const createdText: Record<CreateKind, TranslationKey> = {
  event: 'producer.created.event',
  exhibitor: 'producer.created.exhibitor',
  property: 'producer.created.property',
};

/** 'Criar Evento', 'Criar Expositor', 'Criar Imóvel': the form for a new item of the chosen event. */
export function CreateSection({ kind, onSaved }: CreateSectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { eventId } = useSelectedEvent();
  return (
    <div className="max-w-4xl">
      <ProducerForm
        key={`${kind}-${eventId}`}
        kind={kind}
        eventId={kind === 'event' ? undefined : (eventId ?? undefined)}
        onDone={(_saved, savedEventId) => {
          void queryClient.invalidateQueries({ queryKey: producerKey });
          const target = savedEventId ?? null;
          toast({
            message: t(createdText[kind]),
            action: target
              ? { label: t('producer.created.viewEvent'), onClick: () => void navigate(`/event/${target}`) }
              : undefined,
          });
          onSaved(target);
        }}
      />
    </div>
  );
}
