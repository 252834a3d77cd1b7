import { type ComponentType, lazy, Suspense } from 'react';
import { RowsSkeleton } from '../../../components/skeletons/rows-skeleton.tsx';
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
  return <RowsSkeleton rows={5} rowClassName="h-16 w-full rounded-xl" className="max-w-3xl space-y-5" />;
}
