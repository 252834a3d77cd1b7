// An exhibitor's public page (/event/…/expositor/…). app/routes.tsx loads
// routes/exhibitor-page.tsx as its own lazy chunk, like every page.
export { ExhibitorPage } from './routes/exhibitor-page.tsx';
