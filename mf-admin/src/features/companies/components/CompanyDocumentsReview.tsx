import { companyDocumentUrl, errorMessage } from '@postulate/client';
import type { DocumentReview } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { CompanyDocumentsPanel } from '@postulate/ui/company-records';
import { companiesApi } from '../api/companies-api';
import { documentsReviewed, useCompanyDocuments } from '../api/company-queries';

/** 'Ver files': the nine documents of the company, each approved or refused with a comment the company reads. */
export function CompanyDocumentsReview({ companyId }: { companyId: number }) {
  const { data: documents, error } = useCompanyDocuments(companyId);

  // The answer is the documents as they now are; the header and the Empresas list follow.
  const review = async (decision: DocumentReview) => documentsReviewed(await companiesApi.review(decision));

  if (error) return <Alert tone="error">{errorMessage(error)}</Alert>;
  if (!documents) return <Loading />;
  return (
    <CompanyDocumentsPanel
      mode="admin"
      documents={documents}
      fileUrl={(slot) => companyDocumentUrl(companyId, slot, documents.documentos[slot - 1]?.archivo?.id)}
      errorText={errorMessage}
      onReview={review}
    />
  );
}
