import { createElement } from 'react';
import { pdf, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { CvPdfDocument, CV_TAGGING, type CvPdfDocumentProps } from './CvPdfDocument.js';
import { tagPdf } from './tagging.js';

export { CvPdfDocument, cvPdfFileName, type CvPdfApplication, type CvPdfDocumentProps } from './CvPdfDocument.js';

const documentOf = (props: CvPdfDocumentProps) => createElement(CvPdfDocument, props) as unknown as ReactElement<DocumentProps>;

/**
 * The PDF with its structure added. Tagging reads pdfkit's output, which a library update could
 * change: the person still gets the CV, untagged, rather than no file at all.
 */
async function tagged(pdf: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await tagPdf(pdf, CV_TAGGING);
  } catch (error) {
    console.warn('El PDF del CV sale sin etiquetas de estructura:', error);
    return pdf;
  }
}

/** Renders the CV document to a PDF Blob in the browser (for an <iframe> preview and the download link). */
export async function cvPdfBlob(props: CvPdfDocumentProps): Promise<Blob> {
  const untagged = await pdf(documentOf(props)).toBlob();
  return new Blob([await tagged(new Uint8Array(await untagged.arrayBuffer()))], { type: 'application/pdf' });
}

/** Renders the CV document to PDF bytes in Node (the API's copy of a CV sent by e-mail). */
export async function cvPdfBuffer(props: CvPdfDocumentProps): Promise<Buffer> {
  return Buffer.from(await tagged(new Uint8Array(await renderToBuffer(documentOf(props)))));
}
