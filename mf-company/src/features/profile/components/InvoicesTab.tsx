import { useState } from 'react';
import { errorMessage, fileUrl } from '@postulate/client';
import { ADMIN_SIDE_PLACES, DEFAULT_PAGE_SIZE } from '@postulate/contracts';
import { Alert, Loading, Pagination } from '@postulate/ui';
import { InvoiceTable } from '@postulate/ui/company-records';
import { useExportInvoices, useOwnInvoices } from '../api/profile-api';

/** 'Ver Facturas': the company's invoices, read-only, paged on the server, with the CSV export. */
export function InvoicesTab() {
  const [page, setPage] = useState(1);
  const invoices = useOwnInvoices(page);
  const exporting = useExportInvoices();
  const data = invoices.data;
  const loading = invoices.isFetching;
  const error = invoices.error ? errorMessage(invoices.error) : null;

  if (!data && error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Loading />;
  return (
    <section className="pl-stack" aria-labelledby="facturas-title">
      <h2 id="facturas-title" className="pl-card__title">
        Facturas
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      <InvoiceTable
        invoices={data.response}
        saldo={data.saldo}
        fileUrl={(invoice, slot) => fileUrl(ADMIN_SIDE_PLACES.invoices.file, { id: invoice.id, slot })}
        loading={loading}
        exporting={exporting}
        errorText={errorMessage}
      />
      <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} total={data.total} onPageChange={setPage} disabled={loading} />
    </section>
  );
}
