import sharp from 'sharp';
import {
  colors,
  escapeXml,
  font,
  linearGradient,
  seededRandom,
  skyline,
  svgDocument,
  themeAt,
} from './svg.ts';

/** Demo artwork drawn at seed time, so the demo needs no image files and no network. */

export const toPng = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/** A 300x300 brand mark: three towers over the initials, centred so a round crop keeps it whole. */
export function logoImage(initials: string, index: number): Promise<Buffer> {
  const theme = themeAt(index);
  const bars = [
    { x: 112, height: 46 },
    { x: 138, height: 72 },
    { x: 164, height: 58 },
  ]
    .map((bar) => `<rect x="${bar.x}" y="${128 - bar.height}" width="22" height="${bar.height}" rx="3"/>`)
    .join('');
  const body = `
    <rect width="300" height="300" fill="url(#bg)"/>
    <circle cx="150" cy="150" r="118" fill="none" stroke="${theme.accent}" stroke-opacity="0.45" stroke-width="3"/>
    <g fill="${theme.accent}">${bars}</g>
    <rect x="104" y="134" width="92" height="4" rx="2" fill="${theme.accent}"/>
    <text x="150" y="214" text-anchor="middle" ${font} font-size="64" font-weight="700" letter-spacing="2" fill="${theme.ink}">${escapeXml(initials)}</text>`;
  return toPng(svgDocument(300, 300, linearGradient('bg', theme.from, theme.to), body));
}

/** A 300x300 abstract portrait: a head-and-shoulders silhouette with the initials on the chest. */
export function portraitImage(initials: string, index: number): Promise<Buffer> {
  const theme = themeAt(index + 2);
  const body = `
    <rect width="300" height="300" fill="url(#bg)"/>
    <circle cx="70" cy="60" r="120" fill="${theme.accent}" opacity="0.12"/>
    <circle cx="150" cy="118" r="54" fill="${colors.cream}" opacity="0.94"/>
    <path d="M52 300 C52 220 96 186 150 186 C204 186 248 220 248 300 Z" fill="${colors.cream}" opacity="0.94"/>
    <text x="150" y="262" text-anchor="middle" ${font} font-size="34" font-weight="700" letter-spacing="3" fill="${theme.from}">${escapeXml(initials)}</text>`;
  return toPng(svgDocument(300, 300, linearGradient('bg', theme.from, theme.to), body));
}

export interface BannerText {
  title: string;
  subtitle?: string;
}

/** A wide skyline banner (covers, gallery) with the title on a darkened left side. */
export function bannerImage(width: number, height: number, text: BannerText, index: number): Promise<Buffer> {
  const theme = themeAt(index);
  const random = seededRandom(index + 101);
  const baseline = height * 0.98;
  const titleSize = Math.round(Math.min(height * 0.16, width * 0.045));
  const subtitleSize = Math.round(titleSize * 0.5);
  const textY = height * 0.42;
  const defs = [
    linearGradient('sky', theme.from, theme.to, true),
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colors.deepNavy}" stop-opacity="0.7"/><stop offset="0.6" stop-color="${colors.deepNavy}" stop-opacity="0"/></linearGradient>`,
  ].join('');
  const subtitle = text.subtitle
    ? `<text x="${width * 0.05}" y="${textY + subtitleSize * 1.9}" ${font} font-size="${subtitleSize}" fill="${theme.accent}">${escapeXml(text.subtitle)}</text>`
    : '';
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${width * (0.72 + random() * 0.2)}" cy="${height * 0.28}" r="${Math.min(height * 0.2, width * 0.06)}" fill="${theme.accent}" opacity="0.85"/>
    <g opacity="0.22">${skyline({ width, baseline, minHeight: height * 0.3, maxHeight: height * 0.62, fill: colors.sky, random })}</g>
    ${skyline({ width, baseline: height, minHeight: height * 0.14, maxHeight: height * 0.4, fill: colors.deepNavy, windows: colors.gold, random })}
    <rect width="${width}" height="${height}" fill="url(#shade)"/>
    <text x="${width * 0.05}" y="${textY}" ${font} font-size="${titleSize}" font-weight="700" fill="${theme.ink}">${escapeXml(text.title)}</text>
    ${subtitle}`;
  return toPng(svgDocument(width, height, defs, body));
}
