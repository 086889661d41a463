/**
 * The first bytes of each image format the portal accepts somewhere, with sharp's name for it. A
 * file's name and declared type come from its name; these tell what it is (server and browser alike).
 */
const SIGNATURES = [
  { mime: 'image/png', format: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', format: 'jpeg', magic: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', format: 'gif', magic: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { mime: 'image/gif', format: 'gif', magic: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
] as const;

export type ImageSignature = (typeof SIGNATURES)[number];

/** Longest signature: how many bytes to read from a file to tell its format. */
export const IMAGE_SIGNATURE_BYTES = 8;

/** The format whose signature the bytes start with, or undefined. */
export function imageSignatureOf(bytes: Uint8Array): ImageSignature | undefined {
  return SIGNATURES.find(({ magic }) => bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte));
}
