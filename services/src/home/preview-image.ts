import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { APP_NAME, escapeMarkup, PREVIEW_IMAGE } from '@postulate/contracts';
import { DATA_DIR } from '../database/paths.js';

/** Shipped with the code (data/fonts, Bitstream Vera licence): the image looks the same whatever fonts the server has. */
const FONT_FILE = path.join(DATA_DIR, 'fonts', 'DejaVuSans-Bold.ttf');
const FONT = 'DejaVu Sans Bold';

const MARGIN = 80;
const TEXT_WIDTH = PREVIEW_IMAGE.width - 2 * MARGIN;
/** About three lines of the title at its size; a longer one is cut. */
const TITLE_MAX_CHARS = 80;
/** Text stops above the accent band. */
const TEXT_BOTTOM = PREVIEW_IMAGE.height - 40;

// The portal's colours (packages/ui tokens.css): the header's blue-slate, the accent's orange, the logo's tile.
const BACKGROUND = '#1f3147';
const ACCENT = '#e8590c';
const TILE = '#c2410c';
const TEXT = '#ffffff';
const COMPANY = '#fdba74';
const MUTED = '#cbd5e1';

export interface PreviewText {
  title: string;
  /** The company, or 'Confidencial'. */
  company: string;
  place: string;
}

/** Text for Pango's markup, which sharp's text input reads: XML, where a control character is an error. */
const markup = escapeMarkup;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** One block of wrapped text as a transparent PNG, and its height. */
async function textBlock(text: string, size: number, colour: string): Promise<{ input: Buffer; width: number; height: number }> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${markup(text)}</span>`,
      font: `${FONT} ${size}`,
      fontfile: FONT_FILE,
      width: TEXT_WIDTH,
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The background: the portal's colour, its mark (packages/ui Logo at 64 px) and an accent band along the bottom. */
const BACKDROP = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_IMAGE.width}" height="${PREVIEW_IMAGE.height}">
  <rect width="100%" height="100%" fill="${BACKGROUND}"/>
  <rect y="${PREVIEW_IMAGE.height - 24}" width="100%" height="24" fill="${ACCENT}"/>
  <g transform="translate(${MARGIN} 56) scale(2)">
    <rect width="32" height="32" rx="8" fill="${TILE}"/>
    <path d="M11.5 24.5v-17h6a5 5 0 0 1 0 10h-6" fill="none" stroke="#ffffff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="22.5" cy="23.5" r="2" fill="#ffffff"/>
  </g>
</svg>`;

/**
 * An ad's link preview, 1200×630 PNG: the portal's mark and name, the title (three lines at most),
 * the company or 'Confidencial' and the place, drawn on the server (no third-party service).
 */
export async function renderPreviewImage({ title, company, place }: PreviewText): Promise<Buffer> {
  const [name, heading, companyLine, placeLine] = await Promise.all([
    textBlock(APP_NAME, 40, TEXT),
    textBlock(cut(title, TITLE_MAX_CHARS), 56, TEXT),
    textBlock(cut(company, 50), 36, COMPANY),
    textBlock(cut(place, 60), 30, MUTED),
  ]);
  const layers: OverlayOptions[] = [{ input: name.input, left: MARGIN + 84, top: 88 - Math.round(name.height / 2) }];
  let top = 180;
  for (const [block, gap] of [
    [heading, 28],
    [companyLine, 14],
    [placeLine, 0],
  ] as const) {
    const room = TEXT_BOTTOM - top;
    if (room <= 0) break;
    // Words too long for the lines can still overflow: what does not fit is cut off.
    const input = block.height <= room ? block.input : await sharp(block.input).extract({ left: 0, top: 0, width: block.width, height: room }).toBuffer();
    layers.push({ input, left: MARGIN, top });
    top += block.height + gap;
  }
  return sharp(Buffer.from(BACKDROP)).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
