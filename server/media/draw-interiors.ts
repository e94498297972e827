import { hullFamilyOfType } from './draw-boats';
import { linear, PHOTO_HEIGHT, PHOTO_WIDTH, svg } from './draw-scene';

// Views on board: the cockpit or sun deck looking out to sea, the saloon and a double cabin. The upholstery
// colour changes with the yacht type, so the galleries of different types do not look alike.
const ACCENTS = [
  '#1d4e89',
  '#2a9d8f',
  '#264653',
  '#b5651d',
  '#e76f51',
  '#457b9d',
  '#6d597a',
  '#8d0801',
  '#3d5a80',
  '#f4a261',
  '#0f4c5c',
  '#5f0f40',
  '#7f5539',
  '#22223b',
];

const accentOf = (typeId: number) => ACCENTS[typeId % ACCENTS.length] as string;

function window(x: number, y: number, width: number, height: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="24" fill="url(#view)"/>` +
    `<rect x="${x}" y="${y + height * 0.55}" width="${width}" height="${height * 0.45}" rx="0" fill="#2b86b8" opacity="0.85"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="24" fill="none" stroke="#c9ccd0" stroke-width="10"/>`
  );
}

/** The cockpit (sailing boats) or the aft deck (motor boats) with the sea beyond. */
export function drawDeck(typeId: number): string {
  const accent = accentOf(typeId);
  const family = hullFamilyOfType(typeId);
  const horizon = 430;
  const planks = Array.from({ length: 17 }, (_, i) => {
    const x = -400 + i * 150;
    // Lines towards the vanishing point on the horizon, drawn from the deck's edge down.
    const top = 800 + ((x - 800) * (640 - horizon)) / (PHOTO_HEIGHT - horizon);
    return `<path d="M ${top} 640 L ${x} ${PHOTO_HEIGHT}" stroke="#8d6238" stroke-width="3" opacity="0.5"/>`;
  }).join('');
  const sailing = !['motor', 'powercat', 'motorboat', 'rib'].includes(family);
  const helm = sailing
    ? `<circle cx="330" cy="760" r="170" fill="none" stroke="#3a3f44" stroke-width="16"/>${[0, 45, 90, 135].map((a) => `<rect x="320" y="590" width="20" height="340" fill="#3a3f44" transform="rotate(${a} 330 760)"/>`).join('')}<circle cx="330" cy="760" r="26" fill="#3a3f44"/>`
    : `<rect x="140" y="640" width="420" height="160" rx="40" fill="${accent}"/><rect x="160" y="600" width="380" height="70" rx="30" fill="#f2f2ee"/>`;
  const body =
    `<defs>${linear('sky', '#5aa7dd', '#d6eefa')}${linear('sea', '#2f8fc4', '#145b87')}${linear('teak', '#c99a63', '#8e6236')}</defs>` +
    `<rect width="${PHOTO_WIDTH}" height="${horizon}" fill="url(#sky)"/><rect y="${horizon}" width="${PHOTO_WIDTH}" height="260" fill="url(#sea)"/>` +
    `<path d="M 0 ${horizon} Q 200 ${horizon - 60} 420 ${horizon - 10} Q 520 ${horizon - 40} 640 ${horizon} Z" fill="#6f8f5b"/>` +
    `<path d="M 0 640 L 1600 640 L 1600 1067 L 0 1067 Z" fill="url(#teak)"/>${planks}` +
    `<rect y="600" width="${PHOTO_WIDTH}" height="14" fill="#d7dce0"/><rect y="560" width="${PHOTO_WIDTH}" height="6" fill="#d7dce0"/>` +
    `<rect x="900" y="700" width="520" height="46" rx="10" fill="#9c6b3c"/><rect x="1140" y="746" width="40" height="200" fill="#7a522c"/>` +
    `<rect x="860" y="800" width="620" height="120" rx="40" fill="${accent}"/><rect x="880" y="760" width="580" height="70" rx="30" fill="#f2f2ee"/>` +
    helm;
  return svg(PHOTO_WIDTH, PHOTO_HEIGHT, body);
}

/** The saloon: a sofa around the table, the galley, and windows onto the bay. */
export function drawSaloon(typeId: number): string {
  const accent = accentOf(typeId);
  const wide = ['catamaran', 'powercat', 'trimaran', 'motor'].includes(hullFamilyOfType(typeId));
  const windows = wide
    ? window(160, 140, 1280, 330)
    : window(180, 170, 380, 150) + window(610, 170, 380, 150) + window(1040, 170, 380, 150);
  const body =
    `<defs>${linear('view', '#8cc8ec', '#e2f3fb')}${linear('wall', '#f5efe6', '#e4d9c8')}${linear('floor', '#b98b5b', '#8a6038')}</defs>` +
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#wall)"/>${windows}` +
    `<rect y="820" width="${PHOTO_WIDTH}" height="247" fill="url(#floor)"/>` +
    `<rect x="100" y="600" width="900" height="200" rx="50" fill="${accent}"/><rect x="120" y="540" width="860" height="110" rx="40" fill="${accent}" opacity="0.85"/>` +
    `${[180, 420, 660].map((x) => `<rect x="${x}" y="560" width="180" height="90" rx="30" fill="#f4f1ea"/>`).join('')}` +
    `<rect x="260" y="700" width="600" height="40" rx="12" fill="#9c6b3c"/><rect x="540" y="740" width="40" height="140" fill="#7a522c"/>` +
    `<rect x="1120" y="560" width="400" height="300" fill="#d9cdb9"/><rect x="1110" y="540" width="420" height="30" fill="#6f6f6f"/>` +
    `<circle cx="1230" cy="556" r="34" fill="#8d8d8d"/><rect x="1360" y="600" width="120" height="240" fill="#c6b79f" stroke="#a89880" stroke-width="4"/>` +
    `${[400, 800, 1200].map((x) => `<circle cx="${x}" cy="60" r="18" fill="#fff7d6"/>`).join('')}`;
  return svg(PHOTO_WIDTH, PHOTO_HEIGHT, body);
}

/** A double cabin: the bed, the reading lights and the hull windows. */
export function drawCabin(typeId: number): string {
  const accent = accentOf(typeId);
  const body =
    `<defs>${linear('view', '#8cc8ec', '#e2f3fb')}${linear('wall', '#f7f2ea', '#e6dccd')}</defs>` +
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#wall)"/>` +
    `<rect x="0" y="0" width="${PHOTO_WIDTH}" height="90" fill="#b98b5b"/>` +
    window(200, 190, 420, 110) +
    window(980, 190, 420, 110) +
    `<rect x="300" y="380" width="1000" height="200" rx="20" fill="#9c6b3c"/>` +
    `<rect x="200" y="560" width="1200" height="300" rx="40" fill="#ffffff"/><rect x="200" y="700" width="1200" height="200" rx="40" fill="${accent}"/>` +
    `<rect x="300" y="560" width="420" height="130" rx="50" fill="#f1efe9" stroke="#dedbd3" stroke-width="4"/><rect x="880" y="560" width="420" height="130" rx="50" fill="#f1efe9" stroke="#dedbd3" stroke-width="4"/>` +
    `<rect y="900" width="${PHOTO_WIDTH}" height="167" fill="#8a6038"/>` +
    `<circle cx="250" cy="420" r="26" fill="#fff7d6"/><circle cx="1350" cy="420" r="26" fill="#fff7d6"/>`;
  return svg(PHOTO_WIDTH, PHOTO_HEIGHT, body);
}
