import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_DOCUMENT_SLOTS, COMPANY_RECORDS_MESSAGES, type CompanyDocument, type CompanyDocuments, type DocumentReview } from '@postulate/contracts';
import { QueryClient, useMutation } from '@tanstack/react-query';
import { CompanyDocumentsPanel } from './CompanyDocumentsPanel';

const loaded = (slot: number, tipo: 'image/png' | 'application/pdf'): CompanyDocument['archivo'] => ({
  id: `f${slot}`,
  nombre: `documento-${slot}.${tipo === 'application/pdf' ? 'pdf' : 'png'}`,
  tipo,
  cargadoEl: '2026-03-05T15:00:00.000Z',
});

const documents = (verificada = false): CompanyDocuments => ({
  companyId: 12,
  verificada,
  documentos: COMPANY_DOCUMENT_SLOTS.map((nombre, index): CompanyDocument => {
    const slot = index + 1;
    if (slot === 1) return { slot, nombre, archivo: loaded(1, 'image/png'), estado: 'Aprobado', comentario: '', revisadoEl: '2026-03-06T15:00:00.000Z' };
    if (slot === 2) {
      return {
        slot,
        nombre,
        archivo: loaded(2, 'application/pdf'),
        estado: 'Rechazado',
        comentario: 'El estatuto está incompleto: falta la última hoja',
        revisadoEl: '2026-03-06T15:00:00.000Z',
      };
    }
    if (slot === 3) return { slot, nombre, archivo: loaded(3, 'image/png'), estado: 'Pendiente', comentario: '', revisadoEl: null };
    return { slot, nombre, archivo: null, estado: null, comentario: '', revisadoEl: null };
  }),
});

const fileUrl = (slot: number, fileId: string) => `http://api.test/api/empresa/documento/12/${slot}?v=${fileId}`;
const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : 'Error en el guardado');
const queries = new QueryClient();

/** The panel with the upload mutation an app gives it, over `send`. */
function CompanyPanel({ verificada, send }: { verificada: boolean; send: (slot: number, file: File) => Promise<void> }) {
  const upload = useMutation({ mutationFn: ({ slot, file }: { slot: number; file: File }) => send(slot, file) }, queries);
  return <CompanyDocumentsPanel mode="company" documents={documents(verificada)} fileUrl={fileUrl} upload={upload} errorText={errorText} />;
}

/** The panel with the review mutation an app gives it, over `send`. */
function AdminPanel({ send }: { send: (review: DocumentReview) => Promise<void> }) {
  const review = useMutation({ mutationFn: (decision: DocumentReview) => send(decision) }, queries);
  return <CompanyDocumentsPanel mode="admin" documents={documents()} fileUrl={fileUrl} review={review} errorText={errorText} />;
}

const slotItem = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^\\d\\. ${name}$`) });

describe('CompanyDocumentsPanel for the company', () => {
  const onUpload = jest.fn<(slot: number, file: File) => Promise<void>>();
  const renderPanel = (verificada = false) => render(<CompanyPanel verificada={verificada} send={onUpload} />);

  it('shows each slot with its state, file, date and the reviewer’s comment, and how verification works', () => {
    renderPanel();
    expect(screen.getByText(/Cuando aprobemos los primeros siete documentos, tu empresa queda verificada/)).toBeInTheDocument();
    expect(screen.getByText('Aprobados: 1 de 7 obligatorios.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);

    const afip = slotItem('Constancia de inscripción AFIP');
    expect(within(afip).getByText('Aprobado')).toBeInTheDocument();
    expect(within(afip).getByRole('img', { name: 'Vista previa de Constancia de inscripción AFIP' })).toHaveAttribute('src', fileUrl(1, 'f1'));
    expect(within(afip).getByText('Cargado el 05/03/2026 · Revisado el 06/03/2026')).toBeInTheDocument();

    const estatuto = slotItem('Estatuto o contrato social');
    expect(within(estatuto).getByText('Rechazado')).toBeInTheDocument();
    expect(within(estatuto).getByRole('link', { name: 'Descargar el PDF de Estatuto o contrato social' })).toHaveAttribute('href', fileUrl(2, 'f2'));
    expect(within(estatuto).getByText('Motivo del rechazo')).toBeInTheDocument();
    expect(within(estatuto).getByText('El estatuto está incompleto: falta la última hoja')).toBeInTheDocument();

    expect(within(slotItem('Designación de autoridades')).getByText('Pendiente')).toBeInTheDocument();
    expect(within(slotItem('Comprobante de domicilio')).getByText('Sin cargar')).toBeInTheDocument();
    expect(
      within(slotItem('Habilitación para servicios de seguridad')).getByText('Solo se necesita para publicar avisos del área Seguridad.'),
    ).toBeInTheDocument();
    expect(within(slotItem('Otro')).getByText(/^Opcional/)).toBeInTheDocument();
  });

  it("shows the 'Empresa verificada' badge once verified", () => {
    renderPanel(true);
    expect(screen.getByText('Empresa verificada')).toBeInTheDocument();
    expect(screen.queryByText(/Cuando aprobemos/)).toBeNull();
  });

  it('sends the chosen file of a slot and says it waits for review', async () => {
    onUpload.mockReset();
    onUpload.mockResolvedValue();
    const user = userEvent.setup();
    renderPanel();
    const slot = slotItem('Comprobante de domicilio');
    const file = new File(['%PDF-1.7'], 'domicilio.pdf', { type: 'application/pdf' });
    await user.upload(within(slot).getByLabelText('Archivo de Comprobante de domicilio'), file);
    await user.click(within(slot).getByRole('button', { name: 'Subir Comprobante de domicilio' }));
    expect(onUpload).toHaveBeenCalledWith(6, file);
    expect(await within(slot).findByText(COMPANY_RECORDS_MESSAGES.uploaded)).toBeInTheDocument();
  });

  it('asks for a file before one is chosen, refuses one over 2 MB in the browser and repeats why on sending', async () => {
    onUpload.mockReset();
    const user = userEvent.setup();
    renderPanel();
    const slot = slotItem('Comprobante de domicilio');
    await user.click(within(slot).getByRole('button', { name: 'Subir Comprobante de domicilio' }));
    expect(within(slot).getByRole('alert')).toHaveTextContent(COMPANY_RECORDS_MESSAGES.fileMissing);

    const big = new File(['x'], 'escaneo.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 2_000_001 });
    await user.upload(within(slot).getByLabelText('Archivo de Comprobante de domicilio'), big);
    expect(within(slot).getByRole('alert')).toHaveTextContent(COMPANY_RECORDS_MESSAGES.fileTooLarge);
    // The refused file is not kept: the picker is empty again, and sending repeats why.
    expect(within(slot).getByText('Ningún archivo elegido')).toBeInTheDocument();
    await user.click(within(slot).getByRole('button', { name: 'Subir Comprobante de domicilio' }));
    expect(within(slot).getByRole('alert')).toHaveTextContent(COMPANY_RECORDS_MESSAGES.fileTooLarge);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('names the accepted types for a GIF, on choosing it and on sending, never asking for a file', async () => {
    onUpload.mockReset();
    const user = userEvent.setup({ applyAccept: false });
    renderPanel();
    const slot = slotItem('Comprobante de domicilio');
    await user.upload(within(slot).getByLabelText('Archivo de Comprobante de domicilio'), new File(['GIF89a'], 'domicilio.gif', { type: 'image/gif' }));
    expect(within(slot).getByRole('alert')).toHaveTextContent('El archivo debe ser una imagen PNG o JPG, o un PDF');
    await user.click(within(slot).getByRole('button', { name: 'Subir Comprobante de domicilio' }));
    expect(within(slot).getByRole('alert')).toHaveTextContent(COMPANY_RECORDS_MESSAGES.fileType);
    expect(within(slot).queryByText(COMPANY_RECORDS_MESSAGES.fileMissing)).not.toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
    // Choosing a good file afterwards sends it.
    onUpload.mockResolvedValue();
    const pdf = new File(['%PDF-1.7'], 'domicilio.pdf', { type: 'application/pdf' });
    await user.upload(within(slot).getByLabelText('Archivo de Comprobante de domicilio'), pdf);
    await user.click(within(slot).getByRole('button', { name: 'Subir Comprobante de domicilio' }));
    expect(onUpload).toHaveBeenCalledWith(6, pdf);
  });

  it("shows the server's refusal on that slot only", async () => {
    onUpload.mockReset();
    onUpload.mockRejectedValue(new Error(COMPANY_RECORDS_MESSAGES.fileActive));
    const user = userEvent.setup();
    renderPanel();
    const slot = slotItem('Inscripción en Ingresos Brutos');
    await user.upload(within(slot).getByLabelText('Archivo de Inscripción en Ingresos Brutos'), new File(['%PDF'], 'iibb.pdf', { type: 'application/pdf' }));
    await user.click(within(slot).getByRole('button', { name: 'Subir Inscripción en Ingresos Brutos' }));
    expect(await within(slot).findByRole('alert')).toHaveTextContent(COMPANY_RECORDS_MESSAGES.fileActive);
    expect(within(slot).getByRole('button', { name: 'Subir Inscripción en Ingresos Brutos' })).toBeEnabled();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('CompanyDocumentsPanel for an administrator', () => {
  const onReview = jest.fn<(review: DocumentReview) => Promise<void>>();
  const renderPanel = () => render(<AdminPanel send={onReview} />);

  it('offers no upload, and reviews only loaded slots', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: /^Subir/ })).toBeNull();
    const empty = slotItem('Comprobante de domicilio');
    expect(within(empty).getByText('La empresa todavía no cargó este documento.')).toBeInTheDocument();
    expect(within(empty).queryByRole('button')).toBeNull();
    expect(screen.getByText('La empresa queda verificada cuando se aprueban los primeros siete documentos.')).toBeInTheDocument();
  });

  it('approves a slot, showing it busy meanwhile', async () => {
    let finish = () => {};
    onReview.mockReset();
    onReview.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderPanel();
    const slot = slotItem('Designación de autoridades');
    await user.click(within(slot).getByRole('button', { name: 'Aprobar Designación de autoridades' }));
    expect(onReview).toHaveBeenCalledWith({ id: 12, slot: 3, estado: 'Aprobado', comentario: '' });
    expect(within(slot).getByRole('button', { name: 'Aprobar Designación de autoridades' })).toHaveAttribute('aria-busy', 'true');
    expect(within(slot).getByRole('button', { name: 'Rechazar Designación de autoridades' })).toBeDisabled();
    finish();
    await waitFor(() => expect(within(slot).getByRole('button', { name: 'Aprobar Designación de autoridades' })).toBeEnabled());
  });

  it('asks for the reason before refusing a slot, then sends it', async () => {
    onReview.mockReset();
    onReview.mockResolvedValue();
    const user = userEvent.setup();
    renderPanel();
    const slot = slotItem('Designación de autoridades');
    await user.click(within(slot).getByRole('button', { name: 'Rechazar Designación de autoridades' }));
    const reason = within(slot).getByRole('textbox', { name: /^Motivo del rechazo de Designación de autoridades/ });
    expect(reason).toHaveFocus();
    await user.click(within(slot).getByRole('button', { name: 'Confirmar rechazo' }));
    expect(within(slot).getByRole('alert')).toHaveTextContent(COMPANY_RECORDS_MESSAGES.commentRequired);
    expect(onReview).not.toHaveBeenCalled();

    await user.type(reason, 'El acta no tiene firma');
    await user.click(within(slot).getByRole('button', { name: 'Confirmar rechazo' }));
    expect(onReview).toHaveBeenCalledWith({ id: 12, slot: 3, estado: 'Rechazado', comentario: 'El acta no tiene firma' });
    // The form closes and the focus goes back to the button that opened it.
    await waitFor(() => expect(within(slot).getByRole('button', { name: 'Rechazar Designación de autoridades' })).toHaveFocus());
    expect(within(slot).queryByRole('textbox')).toBeNull();
  });

  it("shows the server's refusal of a review on that slot", async () => {
    onReview.mockReset();
    onReview.mockRejectedValue(new Error(COMPANY_RECORDS_MESSAGES.documentMissing));
    const user = userEvent.setup();
    renderPanel();
    const slot = slotItem('Constancia de inscripción AFIP');
    await user.click(within(slot).getByRole('button', { name: 'Aprobar Constancia de inscripción AFIP' }));
    expect(await within(slot).findByRole('alert')).toHaveTextContent(COMPANY_RECORDS_MESSAGES.documentMissing);
  });
});
