import { linear, svg } from './draw-scene';

// Crew portraits: a drawn head and shoulders in the role's clothes (navy polo and cap for skippers, a
// white polo and scarf for hostesses, a white jacket for cooks, with the toque for chefs).
const PORTRAIT_SIZE = 1200;

const SKIN = ['#f1c7a5', '#e0ac85', '#c68a62', '#a46a45', '#7a4a2e'];
const HAIR = ['#2b1d14', '#4a3020', '#6b4a2b', '#b08850', '#1a1a1a', '#8d8d8d'];
const BACKDROP = ['#9fd3e6', '#b9e0d2', '#f3d9b1', '#cfd8ea'];

export function drawPortrait(role: 'skipper' | 'hostess' | 'cook' | 'chef', seed: number): string {
  const skin = SKIN[seed % SKIN.length] as string;
  const hair = HAIR[(seed >>> 3) % HAIR.length] as string;
  const backdrop = BACKDROP[(seed >>> 5) % BACKDROP.length] as string;
  const c = PORTRAIT_SIZE / 2;
  const shirt = role === 'skipper' ? '#1d3557' : '#f8f8f5';
  const longHair = role === 'hostess' || (seed & 1) === 1;
  const back = longHair
    ? `<path d="M ${c - 230} ${c - 60} Q ${c - 260} ${c + 260} ${c - 150} ${c + 300} L ${c + 150} ${c + 300} Q ${c + 260} ${c + 260} ${c + 230} ${c - 60} Z" fill="${hair}"/>`
    : '';
  const top =
    role === 'chef'
      ? `<path d="M ${c - 170} ${c - 250} Q ${c - 240} ${c - 420} ${c - 90} ${c - 430} Q ${c} ${c - 520} ${c + 90} ${c - 430} Q ${c + 240} ${c - 420} ${c + 170} ${c - 250} Z" fill="#ffffff" stroke="#dddddd" stroke-width="6"/>`
      : role === 'skipper' && (seed & 2) === 2
        ? `<path d="M ${c - 215} ${c - 180} Q ${c} ${c - 420} ${c + 215} ${c - 180} Z" fill="#1d3557"/><rect x="${c - 40}" y="${c - 190}" width="300" height="34" rx="17" fill="#1d3557"/>`
        : `<path d="M ${c - 215} ${c - 110} Q ${c - 220} ${c - 360} ${c} ${c - 360} Q ${c + 220} ${c - 360} ${c + 215} ${c - 110} Q ${c + 120} ${c - 250} ${c} ${c - 240} Q ${c - 120} ${c - 250} ${c - 215} ${c - 110} Z" fill="${hair}"/>`;
  const collar =
    role === 'hostess'
      ? `<path d="M ${c - 120} ${c + 250} L ${c} ${c + 400} L ${c + 120} ${c + 250}" fill="#2a9d8f"/>`
      : role === 'skipper'
        ? `<path d="M ${c - 110} ${c + 250} L ${c} ${c + 330} L ${c + 110} ${c + 250}" fill="none" stroke="#f8f8f5" stroke-width="14"/>`
        : `${[0, 1, 2].map((i) => `<circle cx="${c + 60}" cy="${c + 340 + i * 80}" r="12" fill="#bbbbbb"/>`).join('')}`;
  const body =
    `<defs>${linear('bg', backdrop, '#ffffff')}</defs><rect width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" fill="url(#bg)"/>` +
    back +
    `<path d="M ${c - 420} ${PORTRAIT_SIZE} Q ${c - 400} ${c + 240} ${c} ${c + 230} Q ${c + 400} ${c + 240} ${c + 420} ${PORTRAIT_SIZE} Z" fill="${shirt}"/>` +
    `<rect x="${c - 70}" y="${c + 120}" width="140" height="140" fill="${skin}"/>` +
    `<ellipse cx="${c}" cy="${c - 60}" rx="200" ry="240" fill="${skin}"/>` +
    `<circle cx="${c - 75}" cy="${c - 60}" r="16" fill="#2b2b2b"/><circle cx="${c + 75}" cy="${c - 60}" r="16" fill="#2b2b2b"/>` +
    `<path d="M ${c - 70} ${c + 70} Q ${c} ${c + 120} ${c + 70} ${c + 70}" fill="none" stroke="#8a4b3a" stroke-width="12" stroke-linecap="round"/>` +
    top +
    collar;
  return svg(PORTRAIT_SIZE, PORTRAIT_SIZE, body);
}
