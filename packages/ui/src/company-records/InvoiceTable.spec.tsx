import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceFileSlot, InvoiceItem } from '@postulate/contracts';
import { QueryClient, useMutation } from '@tanstack/react-query';
import { InvoiceTable } from './InvoiceTable';

const invoice = (id: number, changes: Partial<InvoiceItem> = {}): InvoiceItem => ({
  id,
  empresa: { id: 12, razonsocial: 'Logística del Plata S.A.' },
  punto: '0001',
  codigo: String(id).padStart(8, '0'),
  fecha: '05/03/2026',
  apellido: 'Gómez',
  comentario: '',
  status: 'Pendiente',
  importe: 1500,
  pdf: null,
  doc: null,
  ...changes,
});

const fileUrl = (invoice: InvoiceItem, slot: InvoiceFileSlot) => `http://api.test/api/factura/archivo/${invoice.id}/${slot}`;
const spaces = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('InvoiceTable', () => {
  it('lists each invoice with its data, the amount in pesos and its files', () => {
    render(
      <InvoiceTable
        invoices={[
          invoice(1234, { comentario: 'Publicaciones de marzo', importe: 1234567.5, pdf: { url: '/api/factura/archivo/1234/pdf', nombre: 'f.pdf' } }),
          invoice(1235, { status: 'Pagada', doc: { url: '/api/factura/archivo/1235/doc', nombre: 'f.doc' } }),
        ]}
        saldo={1234567.5}
        fileUrl={fileUrl}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Punto de venta',
      'Número',
      'Fecha',
      'Apellido',
      'Comentario',
      'Estado',
      'Importe',
      'PDF',
      'DOC',
    ]);
    const first = screen.getByRole('row', { name: /00001234/ });
    expect(spaces(first.textContent)).toContain('00010000123405/03/2026GómezPublicaciones de marzoPendiente$ 1.234.567,50');
    expect(within(first).getByRole('link', { name: 'Descargar el PDF de la factura 0001-00001234' })).toHaveAttribute(
      'href',
      'http://api.test/api/factura/archivo/1234/pdf',
    );
    expect(within(first).getByText('Sin archivo')).toBeInTheDocument();
    const second = screen.getByRole('row', { name: /00001235/ });
    expect(within(second).getByText('Pagada')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Descargar el DOC de la factura 0001-00001235' })).toHaveTextContent('Descargar');
    expect(spaces(screen.getByText(/^Saldo pendiente de pago/).textContent)).toBe('Saldo pendiente de pago: $ 1.234.567,50');
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
  });

  it('says when there are no invoices and nothing is owed', () => {
    render(<InvoiceTable invoices={[]} saldo={0} fileUrl={fileUrl} />);
    expect(screen.getByText('Todavía no hay facturas')).toBeInTheDocument();
    expect(screen.getByText(/^Saldo pendiente de pago/)).toHaveTextContent('Saldo pendiente de pago: Nada por pagar');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("adds the row controls it is given in an 'Acciones' column", () => {
    render(<InvoiceTable invoices={[invoice(1)]} saldo={1500} fileUrl={fileUrl} rowActions={(row) => <button type="button">Modificar {row.codigo}</button>} />);
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modificar 00000001' })).toBeInTheDocument();
  });

  it("exports with 'Exportar', busy meanwhile, and shows the failure's text", async () => {
    let fail = (_error: Error) => {};
    const onExport = jest.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const user = userEvent.setup();
    const queries = new QueryClient();
    function Exportable() {
      const exporting = useMutation({ mutationFn: () => onExport() }, queries);
      return <InvoiceTable invoices={[invoice(1)]} saldo={1500} fileUrl={fileUrl} exporting={exporting} errorText={(failure) => (failure as Error).message} />;
    }
    render(<Exportable />);
    await user.click(screen.getByRole('button', { name: 'Exportar facturas a CSV' }));
    expect(onExport).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exportar facturas a CSV' })).toHaveAttribute('aria-busy', 'true');
    fail(new Error('No se pudo generar el archivo'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo generar el archivo');
    expect(screen.getByRole('button', { name: 'Exportar facturas a CSV' })).toBeEnabled();
  });
});
