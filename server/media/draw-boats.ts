import { PALETTES, PHOTO_HEIGHT, PHOTO_WIDTH, seascape, svg, type Palette } from './draw-scene';

// Boats drawn from the side (at sea, bow to the right) and from above, one outline per hull family.
export type HullFamily = 'monohull' | 'catamaran' | 'trimaran' | 'motorsailer' | 'gulet' | 'motor' | 'powercat' | 'motorboat' | 'rib';

const WATERLINE = 760;

export function hullFamilyOfType(typeId: number): HullFamily {
  switch (typeId) {
    case 1:
    case 10:
      return 'catamaran';
    case 5:
      return 'trimaran';
    case 6:
      return 'motorsailer';
    case 3:
      return 'gulet';
    case 2:
    case 7:
    case 13:
      return 'motor';
    case 4:
      return 'powercat';
    case 9:
      return 'motorboat';
    case 11:
      return 'rib';
    default:
      return 'monohull';
  }
}

const windowsRow = (x: number, y: number, count: number, width: number, gap: number, height: number, fill = '#1e2b38') =>
  Array.from(
    { length: count },
    (_, i) => `<rect x="${x + i * (width + gap)}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>`,
  ).join('');

function sails(p: Palette, mast: number, top: number, boom: number, boomEnd: number, bow: number, squareTop: boolean): string {
  const main = squareTop
    ? `M ${mast - 4} ${top + 10} L ${mast - 80} ${top + 16} L ${boomEnd} ${boom - 6} L ${mast - 4} ${boom - 6} Z`
    : `M ${mast - 4} ${top + 10} Q ${mast - 90} ${(top + boom) / 2} ${boomEnd} ${boom - 6} L ${mast - 4} ${boom - 6} Z`;
  return (
    `<path d="${main}" fill="${p.sail}" stroke="#c9ced3" stroke-width="2"/>` +
    `<path d="M ${mast + 6} ${top + 30} Q ${(mast + bow) / 2 + 30} ${(top + boom) / 2 + 40} ${bow - 10} ${boom + 30} L ${mast + 10} ${boom - 4} Z" fill="${p.sail}" stroke="#c9ced3" stroke-width="2" opacity="0.96"/>` +
    `<rect x="${mast - 4}" y="${top}" width="8" height="${boom - top + 40}" fill="#d8dde2"/>` +
    `<rect x="${boomEnd}" y="${boom - 6}" width="${mast - boomEnd}" height="9" rx="4" fill="#b8c0c8"/>`
  );
}

function reflection(shape: string): string {
  return `<g transform="translate(0 ${2 * WATERLINE}) scale(1 -1)" opacity="0.18">${shape}</g>`;
}

function sideView(family: HullFamily, p: Palette): string {
  const w = WATERLINE;
  const hullFill = p.hull;
  switch (family) {
    case 'monohull': {
      const hull =
        `<path d="M 420 ${w - 78} L 1240 ${w - 100} Q 1215 ${w - 20} 1120 ${w} L 480 ${w} Q 440 ${w - 30} 420 ${w - 78} Z" fill="${hullFill}"/>` +
        `<path d="M 424 ${w - 62} L 1232 ${w - 82}" stroke="${p.stripe}" stroke-width="7"/>`;
      const cabin = `<path d="M 640 ${w - 82} L 690 ${w - 130} L 960 ${w - 134} L 1010 ${w - 90} Z" fill="${hullFill}" stroke="#c4cad0" stroke-width="2"/>${windowsRow(705, w - 118, 4, 52, 18, 14)}`;
      return reflection(hull) + sails(p, 840, 180, w - 136, 500, 1236, false) + cabin + hull;
    }
    case 'motorsailer': {
      const hull = `<path d="M 420 ${w - 80} L 1230 ${w - 100} Q 1205 ${w - 20} 1110 ${w} L 480 ${w} Q 440 ${w - 30} 420 ${w - 80} Z" fill="${hullFill}"/><path d="M 424 ${w - 64} L 1222 ${w - 84}" stroke="${p.stripe}" stroke-width="7"/>`;
      const house = `<path d="M 600 ${w - 84} L 640 ${w - 170} L 900 ${w - 172} L 950 ${w - 92} Z" fill="${hullFill}" stroke="#c4cad0" stroke-width="2"/>${windowsRow(660, w - 150, 3, 68, 16, 36, '#22313f')}`;
      return reflection(hull) + sails(p, 930, 260, w - 176, 640, 1226, false) + house + hull;
    }
    case 'catamaran':
    case 'trimaran': {
      const far = `<path d="M 470 ${w - 70} L 1200 ${w - 84} Q 1190 ${w - 30} 1140 ${w - 16} L 500 ${w - 16} Q 480 ${w - 40} 470 ${w - 70} Z" fill="${hullFill}" opacity="0.75"/>`;
      const near = `<path d="M 420 ${w - 60} L 1240 ${w - 76} Q 1226 ${w - 20} 1170 ${w} L 460 ${w} Q 430 ${w - 30} 420 ${w - 60} Z" fill="${hullFill}"/><path d="M 424 ${w - 46} L 1234 ${w - 60}" stroke="${p.stripe}" stroke-width="6"/>`;
      const ama =
        family === 'trimaran'
          ? `<path d="M 760 ${w - 40} L 1180 ${w - 48} Q 1160 ${w - 10} 1120 ${w} L 790 ${w} Z" fill="${hullFill}" stroke="#c4cad0" stroke-width="2"/>`
          : '';
      const deck = `<rect x="440" y="${w - 96}" width="800" height="34" fill="${hullFill}"/>`;
      const house = `<path d="M 560 ${w - 96} L 640 ${w - 190} L 1000 ${w - 196} L 1100 ${w - 100} Z" fill="${hullFill}" stroke="#c4cad0" stroke-width="2"/>${windowsRow(660, w - 176, 3, 100, 14, 48, '#1f2d3a')}`;
      return reflection(near) + sails(p, 860, 150, w - 200, 560, 1232, true) + far + deck + house + near + ama;
    }
    case 'gulet': {
      const wood = '#8a5a2b';
      const hull =
        `<path d="M 330 ${w - 120} Q 800 ${w - 60} 1240 ${w - 150} L 1380 ${w - 175} L 1250 ${w - 138} Q 1210 ${w - 20} 1080 ${w} L 460 ${w} Q 360 ${w - 40} 330 ${w - 120} Z" fill="${wood}"/>` +
        `<path d="M 334 ${w - 104} Q 800 ${w - 44} 1238 ${w - 134}" stroke="#f1e3c6" stroke-width="6" fill="none"/>`;
      const canopy = `<rect x="360" y="${w - 230} " width="330" height="12" fill="#f4efe4"/><rect x="370" y="${w - 220}" width="6" height="110" fill="#5b3a1a"/><rect x="676" y="${w - 220}" width="6" height="110" fill="#5b3a1a"/>`;
      const house = `<path d="M 720 ${w - 108} L 730 ${w - 160} L 980 ${w - 166} L 990 ${w - 116} Z" fill="#a46b35"/>${windowsRow(750, w - 148, 4, 44, 12, 20, '#2a1c10')}`;
      const mast = (x: number, top: number) =>
        `<rect x="${x - 5}" y="${top}" width="10" height="${w - 110 - top}" fill="#6b4522"/>` +
        `<path d="M ${x - 5} ${top + 20} L ${x - 5} ${w - 190} L ${x - 180} ${w - 186} Z" fill="${p.sail}" stroke="#d9d2c4" stroke-width="2"/>`;
      return reflection(hull) + mast(780, 190) + mast(1080, 250) + house + canopy + hull;
    }
    case 'motor': {
      const hull =
        `<path d="M 360 ${w - 96} L 1270 ${w - 124} Q 1230 ${w - 20} 1110 ${w} L 420 ${w} Q 380 ${w - 40} 360 ${w - 96} Z" fill="${hullFill}"/>` +
        `<path d="M 366 ${w - 58} L 1240 ${w - 70}" stroke="${p.stripe}" stroke-width="10"/>${windowsRow(560, w - 90, 5, 60, 22, 12, '#1b2631')}`;
      const main =
        `<path d="M 470 ${w - 100} L 540 ${w - 190} L 1010 ${w - 196} L 1130 ${w - 112} Z" fill="${hullFill}" stroke="#c4cad0" stroke-width="2"/>` +
        `<path d="M 560 ${w - 168} L 1000 ${w - 174} L 1080 ${w - 120} L 540 ${w - 120} Z" fill="#1e2a36"/>`;
      const fly =
        `<path d="M 560 ${w - 190} L 600 ${w - 250} L 880 ${w - 254} L 930 ${w - 194} Z" fill="${hullFill}" stroke="#c4cad0" stroke-width="2"/>` +
        `<path d="M 680 ${w - 254} L 700 ${w - 310} L 780 ${w - 310} L 800 ${w - 254}" fill="none" stroke="#c4cad0" stroke-width="10"/>`;
      return reflection(hull) + fly + main + hull;
    }
    case 'powercat': {
      const far = `<path d="M 460 ${w - 70} L 1210 ${w - 82} Q 1196 ${w - 30} 1150 ${w - 16} L 490 ${w - 16} Z" fill="${hullFill}" opacity="0.75"/>`;
      const near = `<path d="M 400 ${w - 70} L 1250 ${w - 86} Q 1236 ${w - 20} 1180 ${w} L 440 ${w} Q 410 ${w - 30} 400 ${w - 70} Z" fill="${hullFill}"/><path d="M 404 ${w - 52} L 1244 ${w - 66}" stroke="${p.stripe}" stroke-width="8"/>`;
      const house =
        `<path d="M 470 ${w - 84} L 520 ${w - 200} L 1040 ${w - 204} L 1160 ${w - 92} Z" fill="${hullFill}" stroke="#c4cad0" stroke-width="2"/>` +
        `<path d="M 540 ${w - 180} L 1030 ${w - 184} L 1110 ${w - 110} L 520 ${w - 110} Z" fill="#1e2a36"/>` +
        `<path d="M 560 ${w - 200} L 590 ${w - 260} L 900 ${w - 262} L 940 ${w - 202} Z" fill="${hullFill}" stroke="#c4cad0" stroke-width="2"/>`;
      return reflection(near) + far + house + near;
    }
    case 'motorboat': {
      const hull = `<path d="M 520 ${w - 80} L 1150 ${w - 96} Q 1120 ${w - 20} 1050 ${w} L 560 ${w} Q 530 ${w - 30} 520 ${w - 80} Z" fill="${hullFill}"/><path d="M 524 ${w - 60} L 1144 ${w - 74}" stroke="${p.stripe}" stroke-width="7"/>`;
      const house = `<path d="M 720 ${w - 86} L 750 ${w - 180} L 920 ${w - 184} L 980 ${w - 92} Z" fill="${hullFill}" stroke="#c4cad0" stroke-width="2"/>${windowsRow(770, w - 164, 2, 80, 14, 46, '#1f2d3a')}`;
      const engine = `<rect x="486" y="${w - 120}" width="40" height="90" rx="8" fill="#2b2f33"/>`;
      return reflection(hull) + engine + house + hull;
    }
    case 'rib': {
      const tube = `<path d="M 500 ${w - 70} L 1120 ${w - 78} Q 1180 ${w - 70} 1160 ${w - 30} Q 1140 ${w - 10} 1100 ${w - 12} L 520 ${w - 12} Q 480 ${w - 30} 500 ${w - 70} Z" fill="#3b4148"/>`;
      const hull = `<path d="M 520 ${w - 20} L 1110 ${w - 24} Q 1080 ${w} 1040 ${w} L 560 ${w} Z" fill="${hullFill}"/>`;
      const console = `<rect x="760" y="${w - 150}" width="90" height="80" rx="10" fill="${hullFill}"/><path d="M 770 ${w - 150} L 800 ${w - 200} L 850 ${w - 200} L 850 ${w - 150} Z" fill="#1e2a36" opacity="0.8"/>`;
      const engines = `<rect x="470" y="${w - 130}" width="36" height="100" rx="8" fill="#22262a"/><rect x="440" y="${w - 126}" width="36" height="96" rx="8" fill="#2d3237"/>`;
      return reflection(tube) + engines + console + hull + tube;
    }
  }
}

/** The boat at sea from the side, in one of the four colour schemes (1–4). */
export function drawExterior(typeId: number, scheme: number): string {
  const palette = PALETTES[(scheme - 1) % PALETTES.length] as Palette;
  return svg(PHOTO_WIDTH, PHOTO_HEIGHT, seascape(palette, 600, typeId + scheme) + sideView(hullFamilyOfType(typeId), palette));
}

function topView(family: HullFamily, p: Palette): string {
  const cx = 800;
  const deck = '#c69c6d';
  const mono = (length: number, beam: number) =>
    `<path d="M ${cx - length / 2} ${534 - beam / 2} L ${cx + length / 4} ${534 - beam / 2} Q ${cx + length / 2 + 40} 534 ${cx + length / 4} ${534 + beam / 2} L ${cx - length / 2} ${534 + beam / 2} Z" fill="${p.hull}"/>`;
  switch (family) {
    case 'catamaran':
    case 'powercat':
    case 'trimaran': {
      const hull = (y: number, width: number) =>
        `<path d="M 380 ${y - width / 2} L 1080 ${y - width / 2} Q 1240 ${y} 1080 ${y + width / 2} L 380 ${y + width / 2} Z" fill="${p.hull}"/>`;
      const hulls = family === 'trimaran' ? hull(534, 90) + hull(380, 50) + hull(688, 50) : hull(400, 80) + hull(668, 80);
      const net = family === 'powercat' ? '' : `<rect x="960" y="430" width="150" height="208" fill="#2d3a44" opacity="0.6"/>`;
      const roof = `<rect x="500" y="420" width="420" height="228" rx="30" fill="${p.hull}" stroke="#c4cad0" stroke-width="3"/><rect x="400" y="450" width="110" height="168" fill="${deck}"/>`;
      return (
        hulls +
        net +
        roof +
        (family === 'powercat'
          ? `<rect x="560" y="460" width="240" height="148" rx="20" fill="#e7ebee"/>`
          : `<circle cx="780" cy="534" r="12" fill="#9aa4ad"/>`)
      );
    }
    case 'gulet':
      return (
        mono(980, 230).replace(p.hull, '#8a5a2b') +
        `<rect x="330" y="450" width="560" height="168" fill="${deck}"/><rect x="340" y="440" width="300" height="188" fill="#f4efe4" opacity="0.9"/><circle cx="800" cy="534" r="12" fill="#5b3a1a"/><circle cx="1000" cy="534" r="10" fill="#5b3a1a"/>`
      );
    case 'motor':
    case 'motorboat':
    case 'rib':
      return (
        mono(family === 'motor' ? 900 : 620, family === 'motor' ? 220 : 170) +
        `<rect x="${family === 'motor' ? 470 : 560}" y="470" width="${family === 'motor' ? 420 : 200}" height="128" rx="30" fill="#1e2a36" opacity="0.85"/><rect x="${family === 'motor' ? 360 : 500}" y="480" width="90" height="108" fill="${deck}"/>`
      );
    default:
      return (
        mono(860, 240) +
        `<rect x="400" y="470" width="170" height="128" fill="${deck}"/><rect x="600" y="480" width="260" height="108" rx="20" fill="#e9edf0" stroke="#c4cad0" stroke-width="3"/><circle cx="820" cy="534" r="12" fill="#9aa4ad"/><rect x="450" y="530" width="380" height="8" fill="#9aa4ad"/>`
      );
  }
}

/** The boat at anchor in a turquoise bay, seen from above. */
export function drawAerial(typeId: number): string {
  const p = PALETTES[3] as Palette;
  const water =
    `<defs><radialGradient id="bay" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="#7fe0d8"/><stop offset="0.6" stop-color="#22b3c2"/><stop offset="1" stop-color="#0c6f8c"/></radialGradient></defs>` +
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#bay)"/>` +
    `<path d="M 0 0 L 520 0 Q 380 160 160 220 Q 60 260 0 380 Z" fill="#efe0b9"/><path d="M 0 0 L 400 0 Q 280 110 120 150 Q 40 180 0 260 Z" fill="#5d8c4a"/>` +
    `<path d="M 1180 534 Q 1400 500 1600 430 M 1180 534 Q 1400 580 1600 650" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10" fill="none"/>` +
    `<ellipse cx="810" cy="560" rx="470" ry="160" fill="#06485f" opacity="0.25"/>`;
  return svg(PHOTO_WIDTH, PHOTO_HEIGHT, water + topView(hullFamilyOfType(typeId), p));
}
