import { inflateSync } from 'node:zlib';

/** Names of the PDF features that run something: scripts, actions on opening, launching programs. */
const ACTIVE_NAME = /\/(?:JavaScript|JS|OpenAction|Launch)(?=[\s()<>[\]{}/%]|$)/;

/** A PDF name may spell any character as #xx ('/J#61vaScript' is '/JavaScript'). */
const decodeNameEscapes = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Inflated streams are searched up to this much in all: a 2 MB upload cannot become a memory bomb. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/**
 * Whether a PDF carries scripts or automatic actions, anywhere: in its objects as written, or
 * inside compressed streams (object streams hide dictionaries there).
 */
export function hasActivePdfContent(bytes: Buffer): boolean {
  const raw = bytes.toString('latin1');
  if (ACTIVE_NAME.test(decodeNameEscapes(raw))) return true;
  let budget = MAX_INFLATED_BYTES;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match && budget > 0; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget }).toString('latin1');
      budget -= inflated.length;
      if (ACTIVE_NAME.test(decodeNameEscapes(inflated))) return true;
    } catch {
      // Not deflated (an image, a font), or past the budget: nothing to read there.
    }
    streams.lastIndex = end;
  }
  return false;
}
