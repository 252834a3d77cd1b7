// The event feature's public surface for the app shell (the footer reads the event's socials).
export { useEvent } from './api/use-event.ts';
