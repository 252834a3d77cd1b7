/**
 * Props shared by every producer form: `id` switches to edit mode (the record is read and
 * prefilled), `eventId` preselects the event (speaker and agenda edits need it: their reads do
 * not name the event). `onDone` gets the server's answer after every successful save; on create
 * the form has already reset itself and shows SPEC's success sentence.
 */
export interface ProducerFormProps {
  eventId?: number;
  id?: number;
  onDone: (saved: unknown) => void;
  onCancel?: () => void;
}
