/**
 * The producer area's create/edit forms. Only producer code imports this module: the forms pull
 * zod (client-side validation with the contract's schemas) into the producer's lazy chunk.
 */

export { AgendaItemForm } from './agenda-item-form.tsx';
export { EventForm } from './event-form.tsx';
export { ExhibitorForm } from './exhibitor-form.tsx';
export type { ProducerFormProps } from './form-props.ts';
export { PropertyForm } from './property-form.tsx';
export { SpeakerForm } from './speaker-form.tsx';
