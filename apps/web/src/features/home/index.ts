// The signed-in home (/home). app/routes.tsx loads routes/home-page.tsx as its own lazy chunk,
// like every page.
export { HomePage } from './routes/home-page.tsx';
