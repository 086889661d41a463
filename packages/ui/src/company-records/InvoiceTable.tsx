import type { ReactNode } from 'react';
import { COMPANY_RECORDS_MESSAGES, formatBalance, type InvoiceFileSlot, type InvoiceItem, type InvoiceState } from '@postulate/contracts';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { Icon, type IconName } from '../components/Icon';
import './company-records.css';

interface InvoiceTableBaseProps {
  invoices: InvoiceItem[];
  /** Pesos of the company's 'Pendiente' invoices: the header's 'Saldo pendiente de pago'. */
  saldo: number;
  /** Where an invoice's file is served (cookie-authenticated): the remote's fileUrl of the invoices' file route. */
  fileUrl: (invoice: InvoiceItem, slot: InvoiceFileSlot) => string;
  /** The page is being (re)loaded. */
  loading?: boolean;
  /** Controls of each row in a last 'Acciones' column (the administrator's 'Modificar' and uploads). */
  rowActions?: (invoice: InvoiceItem) => ReactNode;
}

/** The app's CSV download (TanStack Query's useMutation), as the table uses it. */
export interface InvoiceExporting {
  mutate: () => void;
  isPending: boolean;
  error: Error | null;
}

/** 'Exportar' shows only with its download; `errorText` words its failure (packages/client's errorMessage). */
type InvoiceExportProps = { exporting?: undefined; errorText?: undefined } | { exporting: InvoiceExporting; errorText: (failure: unknown) => string };

export type InvoiceTableProps = InvoiceTableBaseProps & InvoiceExportProps;

const PESOS = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

const STATUS_ICON: Record<InvoiceState, IconName> = { Pendiente: 'info', Pagada: 'check', Anulada: 'close' };

const invoiceNumber = (invoice: InvoiceItem) => `${invoice.punto}-${invoice.codigo}`;

function FileLink({ slot, invoice, fileUrl }: { slot: InvoiceFileSlot; invoice: InvoiceItem; fileUrl: InvoiceTableProps['fileUrl'] }) {
  const file = invoice[slot];
  if (!file) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="pl-visually-hidden">Sin archivo</span>
      </>
    );
  }
  return (
    <a href={fileUrl(invoice, slot)} download={file.nombre} aria-label={`Descargar el ${slot.toUpperCase()} de la factura ${invoiceNumber(invoice)}`}>
      Descargar
    </a>
  );
}

/**
 * 'Ver Facturas': the company's invoices with the account's balance, in a table that turns into
 * cards on a phone. Fetches nothing itself; paging is the remote's.
 */
export function InvoiceTable({ invoices, saldo, fileUrl, loading = false, rowActions, exporting, errorText }: InvoiceTableProps) {
  const columns: DataTableColumn<InvoiceItem>[] = [
    { id: 'punto', header: 'Punto de venta', render: (invoice) => invoice.punto },
    { id: 'codigo', header: 'Número', primary: true, render: (invoice) => invoice.codigo },
    { id: 'fecha', header: 'Fecha', render: (invoice) => invoice.fecha },
    { id: 'apellido', header: 'Apellido', render: (invoice) => invoice.apellido },
    { id: 'comentario', header: 'Comentario', render: (invoice) => invoice.comentario || '—' },
    {
      id: 'status',
      header: 'Estado',
      render: (invoice) => (
        <span className={`pl-invoice-state pl-invoice-state--${invoice.status.toLowerCase()}`}>
          <Icon name={STATUS_ICON[invoice.status]} size={14} />
          {invoice.status}
        </span>
      ),
    },
    { id: 'importe', header: 'Importe', render: (invoice) => <span className="pl-invoice-amount">{PESOS.format(invoice.importe)}</span> },
    { id: 'pdf', header: 'PDF', render: (invoice) => <FileLink slot="pdf" invoice={invoice} fileUrl={fileUrl} /> },
    { id: 'doc', header: 'DOC', render: (invoice) => <FileLink slot="doc" invoice={invoice} fileUrl={fileUrl} /> },
    ...(rowActions ? [{ id: 'acciones', header: 'Acciones', render: rowActions }] : []),
  ];

  return (
    <div className="pl-invoices pl-stack">
      <div className="pl-invoices__head">
        <p className="pl-invoices__balance">
          {COMPANY_RECORDS_MESSAGES.balance}: <strong>{formatBalance(saldo)}</strong>
        </p>
        {exporting && (
          <Button variant="secondary" onClick={() => exporting.mutate()} busy={exporting.isPending} aria-label="Exportar facturas a CSV">
            Exportar
          </Button>
        )}
      </div>
      {exporting?.error && <Alert tone="error">{errorText(exporting.error)}</Alert>}
      <DataTable caption="Facturas" columns={columns} rows={invoices} rowKey={(invoice) => invoice.id} loading={loading} emptyText="Todavía no hay facturas" />
    </div>
  );
}
