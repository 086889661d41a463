import { useRef, useState } from 'react';
import { errorMessage, fileUrl } from '@postulate/client';
import { ADMIN_SIDE_PLACES, DEFAULT_PAGE_SIZE, type InvoiceFileSlot, type InvoiceItem } from '@postulate/contracts';
import { Alert, Button, Loading, Pagination } from '@postulate/ui';
import { InvoiceTable } from '@postulate/ui/company-records';
import { useAttachInvoiceFile, useCompanyInvoices } from '../api/company-queries';
import { InvoiceForm } from './InvoiceForm';

/** 'Ver Facturas' for the administrator: the company's invoices, a form to add or change one, and its files. */
export function CompanyInvoices({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const invoices = useCompanyInvoices(companyId, page);
  const data = invoices.data;
  const loading = invoices.isFetching;
  const error = invoices.error ? errorMessage(invoices.error) : null;
  /** null: no form; 'new' or the invoice being changed. */
  const [editing, setEditing] = useState<InvoiceItem | 'new' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileTarget, setFileTarget] = useState<{ invoice: InvoiceItem; slot: InvoiceFileSlot } | null>(null);

  const attach = useAttachInvoiceFile(companyId);

  const chooseFile = (invoice: InvoiceItem, slot: InvoiceFileSlot) => {
    setFileTarget({ invoice, slot });
    fileInput.current?.click();
  };

  const upload = (file: File | undefined) => {
    if (!file || !fileTarget) return;
    const { invoice, slot } = fileTarget;
    setNotice(null);
    attach.mutate(
      { id: invoice.id, slot, file },
      {
        onSuccess: () => setNotice({ tone: 'success', text: `Se adjuntó el archivo a la factura ${invoice.punto}-${invoice.codigo}` }),
        onError: (failure) => setNotice({ tone: 'error', text: errorMessage(failure) }),
        onSettled: () => {
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  if (!data && error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Loading />;
  return (
    <div className="pl-stack">
      {editing === null ? (
        <div>
          <Button onClick={() => setEditing('new')}>Nueva factura</Button>
        </div>
      ) : (
        <InvoiceForm
          companyId={companyId}
          invoice={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ tone: 'success', text: `Factura ${saved.punto}-${saved.codigo} guardada` });
          }}
        />
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={fileTarget?.slot === 'pdf' ? 'application/pdf' : 'application/pdf,image/png,image/jpeg'}
        onChange={(event) => upload(event.target.files?.[0])}
      />
      <InvoiceTable
        invoices={data.response}
        saldo={data.saldo}
        fileUrl={(invoice, slot) => fileUrl(ADMIN_SIDE_PLACES.invoices.file, { id: invoice.id, slot })}
        loading={loading}
        rowActions={(invoice) => (
          <div className="adm-invoice-actions">
            <Button variant="secondary" onClick={() => setEditing(invoice)} aria-label={`Modificar la factura ${invoice.punto}-${invoice.codigo}`}>
              Modificar
            </Button>
            <Button
              variant="secondary"
              onClick={() => chooseFile(invoice, 'pdf')}
              aria-label={`Adjuntar el PDF de la factura ${invoice.punto}-${invoice.codigo}`}
            >
              Adjuntar PDF
            </Button>
            <Button
              variant="secondary"
              onClick={() => chooseFile(invoice, 'doc')}
              aria-label={`Adjuntar un documento a la factura ${invoice.punto}-${invoice.codigo}`}
            >
              Adjuntar doc
            </Button>
          </div>
        )}
      />
      <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} total={data.total} onPageChange={setPage} disabled={loading} />
    </div>
  );
}
