// 'Check-in': the door's QR and code check-in and its dashboard.
export { CheckinSection } from './routes/checkin-section.tsx';
