// 'Revisões dos estandes': the stands' page and property changes waiting for the producer.
export { StandRevisionsSection } from './routes/stand-revisions-section.tsx';
