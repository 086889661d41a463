import { checkImage } from './image-content.js';
import { hasActivePdfContent } from './pdf-content.js';

export type DocumentMime = 'application/pdf' | 'image/png' | 'image/jpeg';

/** The Spanish answer for each way a document upload can fail. */
export interface DocumentMessages {
  type: string;
  tooLarge: string;
  unreadable: string;
  tooManyPixels: string;
  active: string;
}

export type DocumentCheck = { ok: true; mime: DocumentMime; bytes: Buffer } | { ok: false; message: string };

const MAX_PIXELS = 4000 * 4000;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** A PDF starts with '%PDF-' and ends with an '%%EOF' marker (possibly followed by a line break or two). */
function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-1024).toString('latin1').includes('%%EOF');
}

/**
 * A scanned document as sent: a PDF without scripts or automatic actions, or a PNG or JPEG that
 * decodes, judged by its bytes (never its name or declared type).
 */
export async function checkDocument(bytes: Buffer, maxBytes: number, messages: DocumentMessages): Promise<DocumentCheck> {
  if (bytes.length > maxBytes) return { ok: false, message: messages.tooLarge };
  if (looksLikePdf(bytes)) {
    return hasActivePdfContent(bytes) ? { ok: false, message: messages.active } : { ok: true, mime: 'application/pdf', bytes };
  }
  const check = await checkImage(bytes, { maxBytes, maxPixels: MAX_PIXELS, mimeTypes: IMAGE_TYPES, messages });
  return check.ok ? { ok: true, mime: check.mime as DocumentMime, bytes: check.bytes } : check;
}

/** The extension a stored document is named with, from its checked type. */
export const DOCUMENT_EXTENSION: Record<DocumentMime, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
