import { toPng } from './images.ts';
import { colors, linearGradient, seededRandom, skyline, svgDocument } from './svg.ts';

const width = 655;
const height = 368;
const ground = 318;
const facades = [colors.sand, colors.cream, '#d9c2a6', '#c9d6d8', '#e4c9b6'];
const slabs = [colors.slate, colors.terracotta, colors.deepTeal, colors.clay];

interface Tower {
  x: number;
  width: number;
  floors: number;
  columns: number;
  facade: string;
  slab: string;
}

/**
 * A 655x368 illustration of a residential building among trees. `dusk` draws the same street at
 * night, so a property's two photos read as one place.
 */
export function propertyImage(index: number, dusk: boolean): Promise<Buffer> {
  const random = seededRandom(index + 7);
  // Lit windows draw from their own sequence, so day and dusk share the same buildings.
  const lights = seededRandom(index + 1_000);
  const facade = facades[index % facades.length]!;
  const slab = slabs[index % slabs.length]!;
  const towers: Tower[] = [];
  const shape = index % 3;
  if (shape === 2) {
    // A low, wide slab block.
    towers.push({
      x: 150 + random() * 60,
      width: 330,
      floors: 5 + Math.floor(random() * 2),
      columns: 7,
      facade,
      slab,
    });
  } else {
    const main = {
      x: 200 + random() * 140,
      width: 150 + Math.floor(random() * 50),
      floors: 9 + Math.floor(random() * 4),
      columns: 4,
      facade,
      slab,
    };
    if (shape === 1)
      towers.push({ ...main, x: main.x - 130, floors: main.floors - 3, columns: 3, width: 120 });
    towers.push(main);
  }
  const sky = dusk
    ? linearGradient('sky', colors.deepNavy, colors.clay, true)
    : index % 2
      ? linearGradient('sky', '#e3b58c', colors.cream, true)
      : linearGradient('sky', '#7fb3c9', '#e9f0ea', true);
  const neighbours = skyline({
    width,
    baseline: ground,
    minHeight: 60,
    maxHeight: 170,
    fill: dusk ? colors.navy : '#a9c3cc',
    windows: dusk ? colors.gold : undefined,
    random,
  });
  const trees = [30 + random() * 40, 120 + random() * 30, 500 + random() * 30, 600]
    .map((x, position) => {
      const radius = 24 + ((index + position) % 3) * 8;
      const crown = position % 2 ? colors.teal : colors.deepTeal;
      return `<rect x="${(x - 3).toFixed(1)}" y="${ground - 30}" width="6" height="30" fill="${colors.clay}"/><circle cx="${x.toFixed(1)}" cy="${ground - 30 - radius * 0.7}" r="${radius}" fill="${crown}"/>`;
    })
    .join('');
  const body = `
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${dusk ? 560 : 90}" cy="70" r="${dusk ? 22 : 34}" fill="${dusk ? colors.cream : colors.gold}" opacity="0.9"/>
    <g opacity="${dusk ? 0.9 : 0.6}">${neighbours}</g>
    ${towers.map((tower) => drawTower(tower, dusk, lights)).join('')}
    <rect x="0" y="${ground}" width="${width}" height="${height - ground}" fill="${dusk ? colors.deepNavy : '#6f8f5e'}"/>
    <rect x="0" y="${ground + 16}" width="${width}" height="14" fill="${dusk ? colors.slate : '#b9b1a3'}"/>
    ${trees}`;
  return toPng(svgDocument(width, height, sky, body));
}

function drawTower(tower: Tower, dusk: boolean, lights: () => number): string {
  const { x, width: towerWidth, floors, columns } = tower;
  const floorHeight = Math.min(24, 260 / floors);
  const top = ground - floors * floorHeight;
  const gap = 10;
  const windowWidth = (towerWidth - 20 - gap * (columns - 1)) / columns;
  const parts = [
    `<rect x="${x}" y="${top}" width="${towerWidth}" height="${ground - top}" fill="${tower.facade}"/>`,
    dusk
      ? `<rect x="${x}" y="${top}" width="${towerWidth}" height="${ground - top}" fill="${colors.navy}" opacity="0.35"/>`
      : '',
    `<rect x="${x - 8}" y="${top - 10}" width="${towerWidth + 16}" height="10" fill="${colors.slate}"/>`,
  ];
  for (let floor = 0; floor < floors; floor++) {
    const y = top + floor * floorHeight;
    parts.push(
      `<rect x="${x - 6}" y="${(y + floorHeight - 3).toFixed(1)}" width="${towerWidth + 12}" height="3" fill="${tower.slab}" opacity="0.7"/>`,
    );
    for (let column = 0; column < columns; column++) {
      const lit = dusk && lights() < 0.55;
      const glass = lit ? colors.gold : dusk ? colors.slate : '#5d8aa8';
      const left = x + 10 + column * (windowWidth + gap);
      parts.push(
        `<rect x="${left.toFixed(1)}" y="${(y + 4).toFixed(1)}" width="${windowWidth.toFixed(1)}" height="${(floorHeight - 9).toFixed(1)}" fill="${glass}" opacity="0.9"/>`,
      );
    }
  }
  return parts.join('');
}
