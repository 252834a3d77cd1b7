/**
 * Props shared by every producer form: `id` switches to edit mode (the record is read and
 * prefilled), `eventId` preselects the event (speaker and agenda edits need it: their reads do
 * not name the event). `onDone` gets the server's answer after every successful save; on create
 * the form has already reset itself and shows the original client's success sentence. `eventId` is the event the
 * saved item belongs to (the event itself, or the one picked in the form), so a caller can open it.
 */
export interface ProducerFormProps {
  eventId?: number;
  id?: number;
  onDone: (saved: unknown, eventId?: number | null) => void;
  onCancel?: () => void;
}
