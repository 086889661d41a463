import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { COMPANY_DOCUMENT_SLOTS, COMPANY_MESSAGES, type CompanyDocuments, type CompanyProfileData, type InvoicePage } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
const load = jest.fn(async () => null);
// An Empresa an administrator created: logged in, with no company yet (each test sets its own).
const state: { profile: { name: string; role: string; empresa: { id: number; name: string } | null }; load: typeof load } = {
  profile: { name: 'panaderia', role: 'Empresa', empresa: null },
  load,
};
const useSessionStore = Object.assign((select: (value: typeof state) => unknown) => select(state), { getState: () => state });
jest.unstable_mockModule('@postulate/client', () => ({ ...client.module, useSessionStore }));

const { MiPerfil } = await import('./MiPerfil');

beforeEach(() => {
  state.profile = { name: 'panaderia', role: 'Empresa', empresa: null };
});

describe('Mi Perfil of a user without a company', () => {
  it('starts empty, says why, and saving creates the company', async () => {
    client.answer(async ({ path, ...options }) => {
      if (path === '/api/location') return { response: [{ id: '0209801001', label: 'Palermo' }], size: 1, total: 1 };
      if (path === '/api/empresa/perfil' && options?.method === 'POST') return { ...(options.body as object), locationLabel: 'Palermo', logoUrl: null };
      throw new ApiError(403, { message: COMPANY_MESSAGES.noCompany });
    });
    const user = userEvent.setup();
    render(<MiPerfil />);
    expect(screen.getByText(COMPANY_MESSAGES.createCompany)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Razón social/ }), 'Panadería La Espiga');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Panadería artesanal de barrio');
    await user.type(screen.getByRole('textbox', { name: /^CUIT/ }), '30711111111');
    await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '+5491145678900');
    await user.type(screen.getByRole('textbox', { name: /^Email de la empresa/ }), 'hola@laespiga.test');
    await user.type(screen.getByRole('textbox', { name: /^Domicilio/ }), 'Av. Corrientes 1234');
    await user.type(screen.getByRole('combobox', { name: /^Provincia/ }), 'caba{Enter}');
    await user.type(screen.getByRole('combobox', { name: /^Localidad/ }), 'paler');
    await user.click(await screen.findByRole('option', { name: 'Palermo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(load).toHaveBeenCalled());
    const saved = client.sent.find((call) => call.path === '/api/empresa/perfil' && call.method === 'POST');
    expect(saved?.body).toMatchObject({ razonsocial: 'Panadería La Espiga', cuit: '30711111111', province: '02', location: '0209801001' });
    // The company's profile was never read: there was none.
    expect(client.sent.filter((call) => call.path === '/api/empresa/perfil' && call.method !== 'POST')).toEqual([]);
    // Nor are there documents or invoices to show yet.
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

const profile: CompanyProfileData = {
  razonsocial: 'Logística del Plata S.A.',
  descripcion: 'Transporte y depósito',
  cuit: '30711111111',
  email: 'rrhh@logistica.test',
  tel: '+5491145678900',
  domicilio: 'Av. Belgrano 1234',
  province: '02',
  location: '0209801001',
  locationLabel: 'Palermo',
  logoUrl: null,
};

const documents = (changes: Partial<CompanyDocuments['documentos'][number]> = {}): CompanyDocuments => ({
  companyId: 12,
  verificada: false,
  documentos: COMPANY_DOCUMENT_SLOTS.map((nombre, index) => ({
    slot: index + 1,
    nombre,
    archivo: null,
    estado: null,
    comentario: '',
    revisadoEl: null,
    ...(index === 0 && changes),
  })),
});

const invoices: InvoicePage = {
  response: [
    {
      id: 3,
      empresa: { id: 12, razonsocial: 'Logística del Plata S.A.' },
      punto: '0001',
      codigo: '00001234',
      fecha: '05/03/2026',
      apellido: 'Gómez',
      comentario: 'Publicaciones de marzo',
      status: 'Pendiente',
      importe: 1500,
      pdf: { url: '/api/factura/archivo/3/pdf', nombre: 'factura-0001-00001234.pdf' },
      doc: null,
    },
  ],
  size: 1,
  total: 1,
  saldo: 1500,
};

const companyApi = async (path: string) => {
  if (path === '/api/empresa/perfil') return profile;
  if (path === '/api/empresa/documentos') return documents();
  if (path === '/api/empresa/add_file.php') {
    return documents({ archivo: { id: 'f1', nombre: 'documento-1-f1.png', tipo: 'image/png', cargadoEl: '2026-03-05T15:00:00.000Z' }, estado: 'Pendiente' });
  }
  if (path === '/api/factura') return invoices;
  if (path === '/api/factura/report.php') return undefined;
  throw new ApiError(404, { message: 'No encontrado' });
};

const renderAt = (url = '/admin/perfilempre') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <MiPerfil />
    </MemoryRouter>,
  );

describe('Mi Perfil of a company', () => {
  beforeEach(() => {
    state.profile = { name: 'logistica', role: 'Empresa', empresa: { id: 12, name: 'Logística del Plata S.A.' } };
    client.answer(({ path }) => companyApi(path));
  });

  it("opens on 'Perfil' with the saved data, and offers 'Ver files', 'Ver Facturas' and 'Notificaciones'", async () => {
    renderAt();
    expect(await screen.findByRole('textbox', { name: /^Razón social/ })).toHaveValue('Logística del Plata S.A.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Perfil', 'Ver files', 'Ver Facturas', 'Notificaciones']);
    expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(COMPANY_MESSAGES.createCompany)).toBeNull();
  });

  it("turns the daily summary off from 'Notificaciones', the tab the e-mail links to", async () => {
    let summary = true;
    client.answer(({ path, method, body }) => {
      if (path !== '/api/notificaciones') return companyApi(path);
      if (method === 'POST') summary = (body as { activo: boolean }).activo;
      return { preferencias: [{ tipo: 'resumen', etiqueta: 'Resumen diario de postulaciones nuevas', activo: summary }] };
    });
    renderAt('/admin/perfilempre?tab=notificaciones');
    const daily = await screen.findByRole('switch', { name: 'Resumen diario de postulaciones nuevas' });
    expect(daily).toBeChecked();
    await userEvent.click(daily);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Resumen diario de postulaciones nuevas' })).not.toBeChecked());
    expect(summary).toBe(false);
  });

  it('gives a tester no e-mail switches: the summary is the company account’s', async () => {
    state.profile = { name: 'tester', role: 'Tester', empresa: { id: 12, name: 'Logística del Plata S.A.' } };
    renderAt('/admin/perfilempre?tab=notificaciones');
    expect(await screen.findByRole('textbox', { name: /^Razón social/ })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Perfil', 'Ver files', 'Ver Facturas']);
  });

  it("uploads a document from 'Ver files' and shows it waiting for review", async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('tab', { name: 'Ver files' }));
    expect(await screen.findByText(/Cuando aprobemos los primeros siete documentos/)).toBeInTheDocument();
    const slot = screen.getByRole('listitem', { name: '1. Constancia de inscripción AFIP' });
    expect(within(slot).getByText('Sin cargar')).toBeInTheDocument();

    const file = new File(['png'], 'afip.png', { type: 'image/png' });
    await user.upload(within(slot).getByLabelText('Archivo de Constancia de inscripción AFIP'), file);
    await user.click(within(slot).getByRole('button', { name: 'Subir Constancia de inscripción AFIP' }));

    expect(await within(slot).findByText('Documento cargado: queda pendiente de revisión')).toBeInTheDocument();
    expect(within(slot).getByText('Pendiente')).toBeInTheDocument();
    expect(within(slot).getByText('Cargado el 05/03/2026')).toBeInTheDocument();
    // The thumbnail asks for this file (its id), not a copy the browser kept of the previous one.
    expect(within(slot).getByRole('img', { name: 'Vista previa de Constancia de inscripción AFIP' })).toHaveAttribute(
      'src',
      '/api/empresa/documento/12/1?v=f1',
    );
    const body = client.sent.find((call) => call.path === '/api/empresa/add_file.php')!.body as FormData;
    expect(JSON.parse(String(body.get('jsonbody')))).toEqual({ id: 12, slot: 1 });
    expect((body.get('file') as File).name).toBe('afip.png');
  });

  it("opens 'Ver Facturas' from the address, shows the balance and exports the CSV", async () => {
    const user = userEvent.setup();
    renderAt('/admin/perfilempre?tab=facturas');
    expect(await screen.findByText('Publicaciones de marzo')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ver Facturas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/^Saldo pendiente de pago/).textContent?.replace(/\s/g, ' ')).toBe('Saldo pendiente de pago: $ 1.500,00');
    expect(screen.getByRole('link', { name: 'Descargar el PDF de la factura 0001-00001234' })).toHaveAttribute('href', '/api/factura/archivo/3/pdf');

    await user.click(screen.getByRole('button', { name: 'Exportar facturas a CSV' }));
    expect(client.downloadFile).toHaveBeenCalledWith('/api/factura/report.php', { method: 'POST', body: {} }, 'facturas.csv');
  });

  it('says in Spanish when the documents cannot be read', async () => {
    client.answer(async ({ path }) => {
      if (path === '/api/empresa/documentos') throw new ApiError(500, { message: 'No pudimos leer los documentos' });
      return companyApi(path);
    });
    renderAt('/admin/perfilempre?tab=archivos');
    // A server failure is tried once more, a second later, before it shows.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('No pudimos leer los documentos');
  });
});
