/** Small SVG building blocks shared by the demo artwork; kept deterministic so reseeding looks the same. */

export const colors = {
  navy: '#14213d',
  deepNavy: '#0b1526',
  slate: '#2e4057',
  teal: '#1b998b',
  deepTeal: '#126e64',
  gold: '#e9b44c',
  sand: '#e6d5b8',
  cream: '#f6efe4',
  terracotta: '#c8553d',
  clay: '#8e3b2b',
  sky: '#9cc5d8',
} as const;

export interface Theme {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

/** Pairs chosen to sit together on one page: every theme keeps cream text readable. */
export const themes: readonly Theme[] = [
  { from: colors.navy, to: colors.deepTeal, accent: colors.gold, ink: colors.cream },
  { from: colors.terracotta, to: colors.clay, accent: colors.sand, ink: colors.cream },
  { from: colors.deepTeal, to: colors.navy, accent: colors.gold, ink: colors.cream },
  { from: colors.slate, to: colors.deepNavy, accent: colors.terracotta, ink: colors.cream },
  { from: colors.clay, to: colors.navy, accent: colors.gold, ink: colors.cream },
  { from: colors.teal, to: colors.slate, accent: colors.sand, ink: colors.cream },
];

export const themeAt = (index: number): Theme => themes[index % themes.length]!;

/** mulberry32: a tiny seeded generator, so each entity gets the same picture on every seed. */
export function seededRandom(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const font = `font-family="sans-serif"`;

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export const svgDocument = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

/** Up to two initials: "Banco Horizonte" → "BH", "Ana" → "AN". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  const picked = words.length >= 2 ? [words[0]![0], words.at(-1)![0]] : [name.slice(0, 2)];
  return picked.join('').toUpperCase();
}

interface SkylineOptions {
  width: number;
  baseline: number;
  minHeight: number;
  maxHeight: number;
  fill: string;
  /** Lit window colour; omitted for a flat background layer. */
  windows?: string;
  random: () => number;
}

/** A row of towers standing on `baseline`, some with a spire or a stepped crown. */
export function skyline(options: SkylineOptions): string {
  const { width, baseline, minHeight, maxHeight, fill, windows, random } = options;
  const unit = Math.max(maxHeight / 9, 10);
  const parts: string[] = [];
  // Windows draw from their own sequence, so a lit and an unlit version share the same towers.
  const windowRandom = seededRandom(Math.floor(random() * 1_000_000));
  let x = -unit;
  while (x < width) {
    const towerWidth = unit * (2 + Math.floor(random() * 3));
    const height = minHeight + random() * (maxHeight - minHeight);
    const top = baseline - height;
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${towerWidth.toFixed(1)}" height="${height.toFixed(1)}" fill="${fill}"/>`,
    );
    const crown = random();
    if (crown < 0.2) {
      const middle = x + towerWidth / 2;
      parts.push(
        `<rect x="${(middle - 1.5).toFixed(1)}" y="${(top - unit * 1.6).toFixed(1)}" width="3" height="${(unit * 1.6).toFixed(1)}" fill="${fill}"/>`,
      );
    } else if (crown < 0.4) {
      parts.push(
        `<rect x="${(x + towerWidth * 0.2).toFixed(1)}" y="${(top - unit * 0.6).toFixed(1)}" width="${(towerWidth * 0.6).toFixed(1)}" height="${(unit * 0.6).toFixed(1)}" fill="${fill}"/>`,
      );
    }
    if (windows) parts.push(windowGrid(x, top, towerWidth, height, unit, windows, windowRandom));
    x += towerWidth + unit * 0.35;
  }
  return parts.join('');
}

function windowGrid(
  x: number,
  top: number,
  width: number,
  height: number,
  unit: number,
  color: string,
  random: () => number,
): string {
  const size = unit * 0.34;
  const gap = unit * 0.42;
  const cells: string[] = [];
  for (let row = top + gap; row + size < top + height - gap; row += size + gap) {
    for (let column = x + gap; column + size < x + width - gap * 0.5; column += size + gap) {
      if (random() < 0.32) {
        cells.push(
          `<rect x="${column.toFixed(1)}" y="${row.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}"/>`,
        );
      }
    }
  }
  return `<g fill="${color}" opacity="0.75">${cells.join('')}</g>`;
}
