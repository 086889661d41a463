import { useEffect, useState } from 'react';
import { errorMessage, invoiceFileUrl } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, type InvoicePage } from '@postulate/contracts';
import { Alert, Loading, Pagination } from '@postulate/ui';
import { InvoiceTable } from '@postulate/ui/company-records';
import { profileApi } from '../api/profileApi';

/** 'Ver Facturas': the company's invoices, read-only, paged on the server, with the CSV export. */
export function InvoicesTab() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<InvoicePage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    profileApi.invoices(page, controller.signal).then(
      (loaded) => {
        setData(loaded);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [page]);

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
        fileUrl={invoiceFileUrl}
        loading={loading}
        onExport={profileApi.exportInvoices}
        errorText={errorMessage}
      />
      <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} total={data.total} onPageChange={setPage} disabled={loading} />
    </section>
  );
}
