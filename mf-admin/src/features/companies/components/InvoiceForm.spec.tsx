import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AMOUNT_MESSAGES, COMPANY_RECORDS_MESSAGES, type InvoiceItem } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { fakeApi } from '../../../test/fake-api';

const api = fakeApi();
jest.unstable_mockModule('@postulate/client', () => api.module);
const { InvoiceForm } = await import('./InvoiceForm');

const saved: InvoiceItem = {
  id: 3,
  empresa: { id: 7, razonsocial: 'Logística del Plata S.A.' },
  punto: '0003',
  codigo: '00001187',
  fecha: '15/10/2026',
  apellido: 'Ferreyra',
  comentario: '',
  status: 'Pendiente',
  importe: 1234.56,
  pdf: null,
  doc: null,
};

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const box = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(box);
    await user.type(box, value);
  }
};

describe("the administrator's invoice form", () => {
  it('shows each rule in Spanish under its field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<InvoiceForm companyId={7} invoice={null} onSaved={jest.fn()} onCancel={jest.fn()} />);
    await fill(user, { 'Punto de venta': '3', 'Número de comprobante': '1187', 'Importe en pesos': '10,555' });
    await user.click(screen.getByRole('button', { name: 'Guardar factura' }));
    expect(await screen.findByText(COMPANY_RECORDS_MESSAGES.punto)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_RECORDS_MESSAGES.codigo)).toBeInTheDocument();
    expect(screen.getByText(AMOUNT_MESSAGES.cents)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_RECORDS_MESSAGES.apellido)).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it("saves the company's new invoice, and shows a repeated number under its field", async () => {
    const onSaved = jest.fn();
    api.on('POST', '/api/factura/add', () => {
      throw new ApiError(409, { message: COMPANY_RECORDS_MESSAGES.duplicateInvoice, field: 'codigo' });
    });
    const user = userEvent.setup();
    render(<InvoiceForm companyId={7} invoice={null} onSaved={onSaved} onCancel={jest.fn()} />);
    await fill(user, { 'Punto de venta': '0003', 'Número de comprobante': '00001187', 'Importe en pesos': '1.234,56', 'Apellido del contacto': 'Ferreyra' });
    await user.click(screen.getByRole('button', { name: 'Guardar factura' }));
    expect(await screen.findByText(COMPANY_RECORDS_MESSAGES.duplicateInvoice)).toBeInTheDocument();
    expect(api.posts('/api/factura/add')).toEqual([
      expect.objectContaining({ empresa: 7, punto: '0003', codigo: '00001187', importe: 1234.56, apellido: 'Ferreyra', status: 'Pendiente' }),
    ]);
    expect(onSaved).not.toHaveBeenCalled();

    api.on('POST', '/api/factura/add', () => saved);
    await user.clear(screen.getByLabelText(/^Número de comprobante/));
    await user.type(screen.getByLabelText(/^Número de comprobante/), '00001188');
    await user.click(screen.getByRole('button', { name: 'Guardar factura' }));
    await screen.findByRole('button', { name: 'Guardar factura' });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('says, as the amount is typed, the pesos and centavos it understood', async () => {
    const user = userEvent.setup();
    render(<InvoiceForm companyId={7} invoice={null} onSaved={jest.fn()} onCancel={jest.fn()} />);
    const amount = screen.getByLabelText(/^Importe en pesos/);
    await user.type(amount, '850.000,5');
    expect(amount).toHaveAccessibleDescription('Por ejemplo 150.000,50 · Entendemos $ 850.000,50');
    await user.clear(amount);
    await user.type(amount, '850.000');
    expect(amount).toHaveAccessibleDescription('Por ejemplo 150.000,50 · Entendemos $ 850.000');
    await user.type(amount, '.00');
    expect(amount).toHaveAccessibleDescription('Por ejemplo 150.000,50');
    await user.click(screen.getByRole('button', { name: 'Guardar factura' }));
    expect(await screen.findByText(AMOUNT_MESSAGES.thousandsOrCents)).toBeInTheDocument();
  });

  it('changes an invoice in place: its values start filled, the amount with a decimal comma', async () => {
    api.on('POST', '/api/factura/update/3', ({ body }) => ({ ...saved, ...(body as object) }));
    const user = userEvent.setup();
    render(<InvoiceForm companyId={7} invoice={saved} onSaved={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Modificar la factura 0003-00001187' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Importe en pesos/)).toHaveValue('1.234,56');
    await user.selectOptions(screen.getByLabelText(/^Estado/), 'Pagada');
    await user.click(screen.getByRole('button', { name: 'Guardar factura' }));
    await screen.findByRole('button', { name: 'Guardar factura' });
    expect(api.posts('/api/factura/update/3')).toEqual([expect.objectContaining({ status: 'Pagada', importe: 1234.56 })]);
  });
});
