// The first screen (/initial) a phone's visit starts at. app/routes.tsx loads
// routes/initial-page.tsx as its own lazy chunk, like every page.
export { InitialPage } from './routes/initial-page.tsx';
