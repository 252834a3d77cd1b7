// The event's content as the producer edits it: the event, exhibitor, property, speaker and
// agenda forms (loaded on demand through ProducerForm: zod and the editor stay out of the
// producer area's first chunk) and the lists of what an event holds. What the stands' editors
// share with these forms comes from ./stand-forms.ts, so that importing this file never pulls a
// form in.
export { useEventExhibitors } from './api/use-event-content.ts';
export { EventContent } from './components/event-content.tsx';
export type { ProducerFormProps } from './components/form-props.ts';
export { type FormKind, ProducerForm } from './components/lazy-forms.tsx';
