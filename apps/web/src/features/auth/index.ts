// The auth feature's public surface for the app shell: the event page's sign-in modal.
export { AuthModal } from './components/auth-modal.tsx';
