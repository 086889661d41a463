import { useEffect, useState } from 'react';
import { errorMessage } from '@postulate/client';
import type { CompanyDocuments, DocumentReview } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { CompanyDocumentsPanel } from '@postulate/ui/company-records';
import { companiesApi, documentUrl } from '../api/companies-api';

/** 'Ver files': the nine documents of the company, each approved or refused with a comment the company reads. */
export function CompanyDocumentsReview({ companyId, onReviewed }: { companyId: number; onReviewed: () => void }) {
  const [documents, setDocuments] = useState<CompanyDocuments | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    companiesApi.documents(companyId, controller.signal).then(setDocuments, (failure: unknown) => !controller.signal.aborted && setError(errorMessage(failure)));
    return () => controller.abort();
  }, [companyId]);

  const review = async (decision: DocumentReview) => {
    setDocuments(await companiesApi.review(decision));
    onReviewed();
  };

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!documents) return <Loading />;
  return (
    <CompanyDocumentsPanel
      mode="admin"
      documents={documents}
      fileUrl={(slot) => documentUrl(companyId, slot, documents.documentos[slot - 1]?.archivo?.id)}
      errorText={errorMessage}
      onReview={review}
    />
  );
}
