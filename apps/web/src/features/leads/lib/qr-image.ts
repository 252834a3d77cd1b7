/**
 * The badge's QR (an SVG string our server makes with `uqr`) as an image source. Inside an <img>
 * an SVG runs no script and reaches nothing, so the markup needs no sanitizing; the page's CSP
 * allows `data:` images.
 */
export const qrImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
