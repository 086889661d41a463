import { createElement } from 'react';
import { pdf, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { CvPdfDocument, type CvPdfDocumentProps } from './CvPdfDocument';

export { CvPdfDocument, cvPdfFileName, type CvPdfApplication, type CvPdfDocumentProps } from './CvPdfDocument';

/** Renders the CV document to a PDF Blob (for an <iframe> preview and the download link). */
export function cvPdfBlob(props: CvPdfDocumentProps): Promise<Blob> {
  return pdf(createElement(CvPdfDocument, props) as unknown as ReactElement<DocumentProps>).toBlob();
}
