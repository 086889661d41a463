import sharp from 'sharp';

/** What an image upload must be, and the Spanish answer for each way it can fail. */
export interface ImageRule {
  maxBytes: number;
  /** Width x height of the decoded image; guards against small files that decode to huge bitmaps. */
  maxPixels: number;
  mimeTypes: readonly string[];
  messages: { type: string; tooLarge: string; unreadable: string; tooManyPixels: string };
}

export type ImageCheck = { ok: true; mime: string } | { ok: false; message: string };

/** Magic numbers of the formats we accept, with sharp's name for each. */
const SIGNATURES = [
  { mime: 'image/png', format: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/jpeg', format: 'jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { mime: 'image/gif', format: 'gif', magic: Buffer.from('GIF87a', 'latin1') },
  { mime: 'image/gif', format: 'gif', magic: Buffer.from('GIF89a', 'latin1') },
];

function sniff(bytes: Buffer) {
  return SIGNATURES.find(({ magic }) => bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic));
}

/**
 * Decides by content, never by name or declared type: the first bytes must be a format the rule
 * allows, and sharp must decode the whole image as that same format.
 */
export async function checkImage(bytes: Buffer, rule: ImageRule): Promise<ImageCheck> {
  if (bytes.length > rule.maxBytes) return { ok: false, message: rule.messages.tooLarge };
  const signature = sniff(bytes);
  if (!signature || !rule.mimeTypes.includes(signature.mime)) return { ok: false, message: rule.messages.type };
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: false });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (format !== signature.format) return { ok: false, message: rule.messages.unreadable };
    if (width * height > rule.maxPixels) return { ok: false, message: rule.messages.tooManyPixels };
    // metadata() reads only the header; decoding every pixel catches truncated or corrupt files.
    await image.stats();
  } catch {
    return { ok: false, message: rule.messages.unreadable };
  }
  return { ok: true, mime: signature.mime };
}
