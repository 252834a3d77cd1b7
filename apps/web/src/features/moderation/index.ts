// 'Publicações' and 'Moderação': the publications table, the queue, the log, mutes and blocked
// words; the queue's count also shows in the producer's sidebar.
export { useModerationQueue } from './api/use-moderation-queue.ts';
export { PublicationsTable } from './components/publications-table.tsx';
export { ModerationSection } from './routes/moderation-section.tsx';
export { PublicationsSection } from './routes/publications-section.tsx';
