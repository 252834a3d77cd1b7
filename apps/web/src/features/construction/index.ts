// 'Em Construção', where links to pages not built yet lead. app/routes.tsx loads
// routes/construction-page.tsx as its own lazy chunk, like every page.
export { ConstructionPage } from './routes/construction-page.tsx';
