// The event's content as the producer edits it: the event, exhibitor, property, speaker and
// agenda forms (loaded on demand through ProducerForm) and the lists of what an event holds.
// The stands' team edits its page and properties with the same forms and values.
export { useEventExhibitors } from './api/use-event-content.ts';
export { EventContent } from './components/event-content.tsx';
export type { ProducerFormProps } from './components/form-props.ts';
export { type FormKind, ProducerForm } from './components/lazy-forms.tsx';
export { PropertyForm, type PropertyStand } from './components/property-form.tsx';
export { exhibitorRequest, exhibitorValues } from './lib/exhibitor-values.ts';
