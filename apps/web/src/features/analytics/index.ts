// The producer's dashboard: the event's figures over a date range, its charts (their own lazy
// chunk) and the stands' lead counts.
export { CheckinsPerHourChart } from './components/lazy-charts.tsx';
export { DashboardSection } from './routes/dashboard-section.tsx';
