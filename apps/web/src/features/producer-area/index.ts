// The producer's area (/area-produtor): the shell, its sidebar and the section each `?section=`
// shows. app/routes.tsx loads routes/producer-page.tsx as its own lazy chunk.
export { ProducerPage } from './routes/producer-page.tsx';
