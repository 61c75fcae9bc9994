import sharp from 'sharp';
import type { DemoCard } from './demo-cards.js';

const WIDTH = 1200;
const HEIGHT = 750;
const FONTS = "'DejaVu Sans', 'Liberation Sans', Helvetica, Arial, sans-serif";

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

/**
 * The card's picture as SVG: its gradient, its motif, the bistro's name and the card's name, the motif drawn smaller
 * above the name, all well inside the edges: the orders view shows the picture wider than 16:10 (cropped at top and bottom).
 */
export function demoCardSvg(card: DemoCard): string {
  const { from, to, motif } = card.art;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1120" cy="-40" r="260" fill="#fff" opacity=".08"/>
  <circle cx="120" cy="760" r="300" fill="#000" opacity=".08"/>
  <g transform="translate(880 150) scale(.75) translate(-880 -150)">${motif}</g>
  <text x="80" y="170" fill="#fff" font-family="${FONTS}" font-size="34" font-weight="700" letter-spacing="8" opacity=".9">DEMO BISTRO</text>
  <rect x="80" y="192" width="90" height="6" rx="3" fill="#fff" opacity=".7"/>
  <text x="80" y="590" fill="#fff" font-family="${FONTS}" font-size="58" font-weight="700">${escapeXml(card.giftCardName)}</text>
</svg>`;
}

/** The picture as the admin would upload it: a PNG (the catalog decodes it and stores WebP; it refuses SVG). */
export function demoCardImage(card: DemoCard): Promise<Buffer> {
  return sharp(Buffer.from(demoCardSvg(card))).png().toBuffer();
}
