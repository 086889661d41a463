import { createElement } from 'react';
import { pdf, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { CvPdfDocument, CV_TAGGING, type CvPdfDocumentProps } from './CvPdfDocument.js';
import { tagPdf } from './tagging.js';

export { CvPdfDocument, cvPdfFileName, type CvPdfApplication, type CvPdfDocumentProps } from './CvPdfDocument.js';

const documentOf = (props: CvPdfDocumentProps) => createElement(CvPdfDocument, props) as unknown as ReactElement<DocumentProps>;

/** Renders the CV document to a PDF Blob in the browser (for an <iframe> preview and the download link). */
export async function cvPdfBlob(props: CvPdfDocumentProps): Promise<Blob> {
  const untagged = await pdf(documentOf(props)).toBlob();
  return new Blob([await tagPdf(new Uint8Array(await untagged.arrayBuffer()), CV_TAGGING)], { type: 'application/pdf' });
}

/** Renders the CV document to PDF bytes in Node (the API's copy of a CV sent by e-mail). */
export async function cvPdfBuffer(props: CvPdfDocumentProps): Promise<Buffer> {
  return Buffer.from(await tagPdf(await renderToBuffer(documentOf(props)), CV_TAGGING));
}
