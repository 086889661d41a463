import { useEffect, useState } from 'react';
import { companyDocumentUrl, errorMessage } from '@postulate/client';
import type { CompanyDocuments } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { CompanyDocumentsPanel } from '@postulate/ui/company-records';
import { profileApi } from '../api/profileApi';

/** 'Ver files': the company uploads its nine documents and reads how each was reviewed. */
export function DocumentsTab() {
  const [documents, setDocuments] = useState<CompanyDocuments | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    profileApi.documents(controller.signal).then(setDocuments, (failure: unknown) => !controller.signal.aborted && setError(errorMessage(failure)));
    return () => controller.abort();
  }, []);

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!documents) return <Loading />;
  const { companyId } = documents;
  return (
    <CompanyDocumentsPanel
      mode="company"
      documents={documents}
      fileUrl={(slot) => companyDocumentUrl(companyId, slot, documents.documentos.find((document) => document.slot === slot)?.archivo?.id)}
      onUpload={async (slot, file) => setDocuments(await profileApi.uploadDocument({ id: companyId, slot }, file))}
      errorText={errorMessage}
    />
  );
}
