import type { Response } from 'express';
import type { FileContent } from './files.service.js';

/**
 * Sends a private file (a CV's, a company's document, an invoice): images show in the page, a PDF
 * downloads (a sandboxed page would not run the browser's PDF viewer).
 */
export function sendPrivateFile(res: Response, file: FileContent & { name: string }): void {
  const disposition = file.mime === 'application/pdf' ? 'attachment' : 'inline';
  res.set({
    'Content-Type': file.mime,
    'Content-Length': String(file.size),
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    // The type was decided by content at upload; browsers must not guess another one.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    // Personal or business data: kept by this browser only.
    'Cache-Control': 'private, max-age=3600',
    'Cross-Origin-Resource-Policy': 'same-site',
  });
  res.end(file.bytes);
}
