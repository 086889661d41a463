import sharp from 'sharp';
import { imageSignatureOf } from '@postulate/contracts';

/** What an image upload must be, and the Spanish answer for each way it can fail. */
export interface ImageRule {
  maxBytes: number;
  /** Width x height of the decoded image; guards against small files that decode to huge bitmaps. */
  maxPixels: number;
  mimeTypes: readonly string[];
  messages: { type: string; tooLarge: string; unreadable: string; tooManyPixels: string };
}

/** On success, `bytes` is the image to store: the upload, or a JPEG cut at its end marker. */
export type ImageCheck = { ok: true; mime: string; bytes: Buffer } | { ok: false; message: string };

/** Where a PNG ends: just after its IEND chunk (chunks are length, type, data, CRC). */
function pngEnd(bytes: Buffer): number | null {
  for (let offset = 8; offset + 12 <= bytes.length;) {
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + bytes.readUInt32BE(offset);
    if (type === 'IEND') return offset;
  }
  return null;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** Where a JPEG ends: just after its EOI marker, skipping segments by length and scans byte by byte. */
function jpegEnd(bytes: Buffer): number | null {
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff)
      offset += 1; // fill byte
    else if (marker === 0xd9) return offset + 2;
    else if (isRestart(marker) || marker === 0x01) offset += 2;
    else {
      if (offset + 4 > bytes.length) return null;
      offset += 2 + bytes.readUInt16BE(offset + 2);
      if (marker !== 0xda) continue;
      // Entropy-coded data: 0xFF is followed by a stuffed 0x00 or a restart marker inside the scan.
      while (offset + 1 < bytes.length && !(bytes[offset] === 0xff && bytes[offset + 1] !== 0 && !isRestart(bytes[offset + 1]))) {
        offset += 1;
      }
    }
  }
  return null;
}

/**
 * Walks a GIF's colour tables, extensions and image blocks: where it ends (just after its trailer
 * byte; null when malformed) and the size of every frame, each of which a browser will decode.
 */
function walkGif(bytes: Buffer): { end: number | null; frames: { width: number; height: number }[] } {
  const frames: { width: number; height: number }[] = [];
  const tableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let offset = from;
    while (offset < bytes.length && bytes[offset] !== 0) offset += bytes[offset] + 1;
    return offset + 1;
  };
  if (bytes.length < 13) return { end: null, frames };
  let offset = 13 + tableSize(bytes[10]);
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return { end: offset + 1, frames };
    if (block === 0x21) offset = skipSubBlocks(offset + 2);
    else if (block === 0x2c && offset + 10 <= bytes.length) {
      frames.push({ width: bytes.readUInt16LE(offset + 5), height: bytes.readUInt16LE(offset + 7) });
      offset = skipSubBlocks(offset + 10 + tableSize(bytes[offset + 9]) + 1);
    } else return { end: null, frames };
  }
  return { end: null, frames };
}

const IMAGE_END = { png: pngEnd, jpeg: jpegEnd, gif: (bytes: Buffer) => walkGif(bytes).end } as const;

/**
 * Decides by content, never by name or declared type: the first bytes must be a format the rule
 * allows, sharp must decode the whole image as that same format, and nothing it carries past its
 * end is ever stored.
 */
export async function checkImage(bytes: Buffer, rule: ImageRule): Promise<ImageCheck> {
  if (bytes.length > rule.maxBytes) return { ok: false, message: rule.messages.tooLarge };
  const signature = imageSignatureOf(bytes);
  if (!signature || !rule.mimeTypes.includes(signature.mime)) return { ok: false, message: rule.messages.type };
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: false });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (format !== signature.format) return { ok: false, message: rule.messages.unreadable };
    if (width * height > rule.maxPixels) return { ok: false, message: rule.messages.tooManyPixels };
    // sharp reads an animated GIF's first frame only; a browser decodes them all, so each must fit.
    if (signature.format === 'gif' && walkGif(bytes).frames.some((frame) => frame.width * frame.height > rule.maxPixels)) {
      return { ok: false, message: rule.messages.tooManyPixels };
    }
    // metadata() reads only the header; decoding every pixel catches truncated or corrupt files.
    await image.stats();
    // Decoders stop at the image's end marker and ignore what follows, so a PNG with a ZIP archive
    // (or a script) appended decodes fine; such a polyglot is refused rather than kept and served.
    // Phones append a video or extra pictures to ordinary JPEG photos (motion photos, MPF), so a
    // JPEG is kept only up to its end marker instead: the person's photo goes through, the rest
    // is never stored.
    const end = IMAGE_END[signature.format](bytes);
    if (end === bytes.length) return { ok: true, mime: signature.mime, bytes };
    if (end !== null && signature.format === 'jpeg') return { ok: true, mime: signature.mime, bytes: bytes.subarray(0, end) };
  } catch {
    // falls through: undecodable
  }
  return { ok: false, message: rule.messages.unreadable };
}
