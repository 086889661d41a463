import { errorMessage, fileUrl } from '@postulate/client';
import { ADMIN_SIDE_PLACES } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { CompanyDocumentsPanel } from '@postulate/ui/company-records';
import { useCompanyDocuments, useReviewDocument } from '../api/company-queries';

/** 'Ver files': the nine documents of the company, each approved or refused with a comment the company reads. */
export function CompanyDocumentsReview({ companyId }: { companyId: number }) {
  const { data: documents, error } = useCompanyDocuments(companyId);

  const review = useReviewDocument();

  if (error) return <Alert tone="error">{errorMessage(error)}</Alert>;
  if (!documents) return <Loading />;
  return (
    <CompanyDocumentsPanel
      mode="admin"
      documents={documents}
      fileUrl={(slot, fileId) => fileUrl(ADMIN_SIDE_PLACES.companyRecords.documentFile, { id: companyId, slot }, { v: fileId })}
      errorText={errorMessage}
      review={review}
    />
  );
}
