// The notifications feature's public surface: the header's bell and the inbox it opens.
export { NotificationBell } from './components/notification-bell.tsx';
