// Shared pieces of the drawn pictures: the canvas, sky, sea and islands, and the four colour schemes.
// Every picture is a plain SVG string; server/media/render-images.ts rasterises it with sharp.

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1067;

export interface Palette {
  skyTop: string;
  skyBottom: string;
  seaTop: string;
  seaBottom: string;
  land: string;
  landFar: string;
  hull: string;
  stripe: string;
  sail: string;
  sun: string | null;
}

// Midday, sunset, morning haze and a turquoise bay: the four light moods of the boat pictures.
export const PALETTES: readonly Palette[] = [
  {
    skyTop: '#3f97d6',
    skyBottom: '#cfeaf8',
    seaTop: '#2a86bd',
    seaBottom: '#0b4a75',
    land: '#5d7f4a',
    landFar: '#8fa7b3',
    hull: '#f7f9fb',
    stripe: '#1b3a5c',
    sail: '#fbfbf6',
    sun: null,
  },
  {
    skyTop: '#6b4f8f',
    skyBottom: '#f7b267',
    seaTop: '#b26e63',
    seaBottom: '#2d3557',
    land: '#3b3450',
    landFar: '#7c5f7f',
    hull: '#f3efe8',
    stripe: '#c58b2b',
    sail: '#fde8cf',
    sun: '#ffd27a',
  },
  {
    skyTop: '#8ec9e3',
    skyBottom: '#f4f1de',
    seaTop: '#4aaebf',
    seaBottom: '#1d6d87',
    land: '#7a8f6a',
    landFar: '#b5c4c9',
    hull: '#1d3557',
    stripe: '#e9c46a',
    sail: '#ffffff',
    sun: '#fff6d5',
  },
  {
    skyTop: '#2f8ee0',
    skyBottom: '#a9def7',
    seaTop: '#2cc4c9',
    seaBottom: '#0c7f91',
    land: '#4f8a4b',
    landFar: '#8ab3a0',
    hull: '#dde2e6',
    stripe: '#c8553d',
    sail: '#fafafa',
    sun: null,
  },
];

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linear(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Sky, sun, clouds, far islands and the sea down to the bottom edge, horizon at `horizon`. */
export function seascape(p: Palette, horizon: number, seed: number): string {
  const w = PHOTO_WIDTH;
  const h = PHOTO_HEIGHT;
  const shift = (seed * 137) % 400;
  const clouds = [0, 1, 2]
    .map((i) => {
      const x = (shift + i * 520) % w;
      const y = 120 + ((seed + i) % 3) * 60;
      return `<g fill="#ffffff" opacity="0.55"><ellipse cx="${x}" cy="${y}" rx="120" ry="28"/><ellipse cx="${x + 70}" cy="${y - 18}" rx="80" ry="26"/><ellipse cx="${x - 60}" cy="${y + 6}" rx="70" ry="18"/></g>`;
    })
    .join('');
  const sun = p.sun ? `<circle cx="${1180 - shift}" cy="${horizon - 150}" r="70" fill="${p.sun}" opacity="0.9"/>` : '';
  const waves = Array.from({ length: 9 }, (_, i) => {
    const y = horizon + 40 + i * i * 6 + i * 20;
    const offset = (i * 97 + shift) % 160;
    let d = `M ${-offset} ${y}`;
    for (let x = -offset; x < w + 160; x += 160) d += ` q 40 -10 80 0 t 80 0`;
    return `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${0.08 + i * 0.015}" stroke-width="${2 + i * 0.4}"/>`;
  }).join('');
  return (
    `<defs>${linear('sky', p.skyTop, p.skyBottom)}${linear('sea', p.seaTop, p.seaBottom)}</defs>` +
    `<rect width="${w}" height="${horizon}" fill="url(#sky)"/>${sun}${clouds}` +
    `<path d="M 0 ${horizon} Q 160 ${horizon - 70} 330 ${horizon - 25} Q 420 ${horizon - 95} 560 ${horizon} Z" fill="${p.landFar}"/>` +
    `<path d="M ${900 + shift / 2} ${horizon} Q ${1050 + shift / 2} ${horizon - 55} ${1200 + shift / 2} ${horizon - 20} Q ${1330 + shift / 2} ${horizon - 80} ${1600} ${horizon - 30} L 1600 ${horizon} Z" fill="${p.land}"/>` +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#sea)"/>${waves}`
  );
}

/** The picture shown where an image is missing: a quiet seascape with a pale sail, no words. */
export function drawDefaultImage(): string {
  const p: Palette = {
    ...(PALETTES[0] as Palette),
    skyTop: '#b9cfdc',
    skyBottom: '#e8eef2',
    seaTop: '#9db5c4',
    seaBottom: '#6f8c9f',
    land: '#a9b8c0',
    landFar: '#c7d2d8',
  };
  const sail =
    `<g fill="#f4f6f8" opacity="0.95"><path d="M 800 260 L 800 640 L 600 640 Z"/><path d="M 812 300 L 960 640 L 812 640 Z"/></g>` +
    `<path d="M 560 660 L 1000 660 Q 980 700 930 712 L 620 712 Q 580 700 560 660 Z" fill="#f4f6f8"/><rect x="798" y="250" width="5" height="410" fill="#f4f6f8"/>`;
  return svg(PHOTO_WIDTH, PHOTO_HEIGHT, seascape(p, 700, 1) + sail);
}
