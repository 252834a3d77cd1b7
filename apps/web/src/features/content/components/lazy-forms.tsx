import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import type { ProducerFormProps } from './forms.ts';

export type FormKind = 'event' | 'exhibitor' | 'property' | 'speaker' | 'agenda';

// The forms (zod, the rich-text editor) load when one opens, not with the producer area.
const load = (pick: (module: typeof import('./forms.ts')) => ComponentType<ProducerFormProps>) =>
  lazy(() => import('./forms.ts').then((module) => ({ default: pick(module) })));

const forms: Record<FormKind, ComponentType<ProducerFormProps>> = {
  event: load((module) => module.EventForm),
  exhibitor: load((module) => module.ExhibitorForm),
  property: load((module) => module.PropertyForm),
  speaker: load((module) => module.SpeakerForm),
  agenda: load((module) => module.AgendaItemForm),
};

/** One of the other helper's forms, loaded on demand, with a skeleton meanwhile. */
export function ProducerForm({ kind, ...props }: ProducerFormProps & { kind: FormKind }) {
  const Form = forms[kind];
  return (
    <Suspense fallback={<FormSkeleton />}>
      <Form {...props} />
    </Suspense>
  );
}

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="max-w-3xl space-y-5">
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} className="h-16 w-full rounded-xl" />
      ))}
    </LoadingRegion>
  );
}
