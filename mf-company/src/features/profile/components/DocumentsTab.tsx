import { errorMessage, fileUrl } from '@postulate/client';
import { ADMIN_SIDE_PLACES } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { CompanyDocumentsPanel } from '@postulate/ui/company-records';
import { useOwnDocuments, useUploadDocument } from '../api/profile-api';

/** 'Ver files': the company uploads its nine documents and reads how each was reviewed. */
export function DocumentsTab() {
  const { data: documents, error } = useOwnDocuments();
  const upload = useUploadDocument(documents?.companyId ?? 0);

  if (error) return <Alert tone="error">{errorMessage(error)}</Alert>;
  if (!documents) return <Loading />;
  const { companyId } = documents;
  return (
    <CompanyDocumentsPanel
      mode="company"
      documents={documents}
      fileUrl={(slot, fileId) => fileUrl(ADMIN_SIDE_PLACES.companyRecords.documentFile, { id: companyId, slot }, { v: fileId })}
      upload={upload}
      errorText={errorMessage}
    />
  );
}
