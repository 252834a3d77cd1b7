// Support: the public help form (its page) and the producer's 'Mensagens', where they are read.
export { MessagesSection } from './routes/messages-section.tsx';
