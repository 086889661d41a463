import { createElement } from 'react';
import { pdf, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { CvPdfDocument, type CvPdfDocumentProps } from './CvPdfDocument.js';

export { CvPdfDocument, cvPdfFileName, type CvPdfApplication, type CvPdfDocumentProps } from './CvPdfDocument.js';

const documentOf = (props: CvPdfDocumentProps) => createElement(CvPdfDocument, props) as unknown as ReactElement<DocumentProps>;

/** Renders the CV document to a PDF Blob in the browser (for an <iframe> preview and the download link). */
export function cvPdfBlob(props: CvPdfDocumentProps): Promise<Blob> {
  return pdf(documentOf(props)).toBlob();
}

/** Renders the CV document to PDF bytes in Node (the API's copy of a CV sent by e-mail). */
export function cvPdfBuffer(props: CvPdfDocumentProps): Promise<Buffer> {
  return renderToBuffer(documentOf(props));
}
