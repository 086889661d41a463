import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, REPORT_MESSAGES, REPORT_REASON_LABELS, type AvisoReport, type AvisoReportReceipt } from '@postulate/contracts';
import { ReportAvisoDialog, type ReportSending } from './ReportAvisoDialog';

class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A report mutation double: answers `outcome` (a receipt, or an error to refuse with). */
function sending(outcome: AvisoReportReceipt | Error) {
  const sent: AvisoReport[] = [];
  const send: ReportSending = {
    isPending: false,
    reset: () => undefined,
    mutate: (body, { onSuccess, onError }) => {
      sent.push(body);
      if (outcome instanceof Error) onError(outcome);
      else onSuccess(outcome);
    },
  };
  return { send, sent };
}

const receipt: AvisoReportReceipt = { ticket: 'D-000123', message: REPORT_MESSAGES.received('D-000123') };
const describeError = (error: unknown) => (error as Error).message;
const fieldOf = (error: unknown) => (error instanceof FieldRefusal ? error.field : undefined);

function renderDialog(props: Partial<Parameters<typeof ReportAvisoDialog>[0]> = {}) {
  const onClose = jest.fn();
  const { send, sent } = sending(receipt);
  render(<ReportAvisoDialog open titulo="Operario minero" onClose={onClose} send={send} describeError={describeError} fieldOf={fieldOf} {...props} />);
  return { onClose, sent };
}

describe('ReportAvisoDialog', () => {
  it('is a named dialog with every reason as a radio group, and refuses to send without one', async () => {
    const { sent } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Denunciar aviso' });
    const reasons = within(dialog).getByRole('group', { name: '¿Qué pasa con este aviso?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(9);
    expect(within(reasons).getByRole('radio', { name: REPORT_REASON_LABELS.otro_canal })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText(REPORT_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends a signed-in person’s reason, details and e-mail without a captcha, then shows the number', async () => {
    const { sent, onClose } = renderDialog();
    expect(screen.queryByText(/no sos un robot/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.pide_dinero }));
    await userEvent.type(screen.getByLabelText(/Detalles/), 'Piden un canon de inscripción');
    await userEvent.type(screen.getByLabelText(/Tu correo/), 'ana@correo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));

    await waitFor(() => expect(sent).toEqual([{ motivo: 'pide_dinero', detalles: 'Piden un canon de inscripción', email: 'ana@correo.test' }]));
    expect(await screen.findByRole('dialog', { name: 'Denuncia enviada' })).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.received('D-000123'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has a visitor solve the captcha and sends its token', async () => {
    const { sent } = renderDialog({ solveCaptcha: async () => 'token-1' });
    expect(await screen.findByText(/Verificado/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.pide_datos }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    await waitFor(() => expect(sent).toEqual([{ motivo: 'pide_datos', tokenCaptcha: 'token-1' }]));
  });

  it('refuses a malformed e-mail under its field, in Spanish', async () => {
    const { sent } = renderDialog({ initialReason: 'otro_canal' });
    expect(screen.getByRole('radio', { name: REPORT_REASON_LABELS.otro_canal })).toBeChecked();
    await userEvent.type(screen.getByLabelText(/Tu correo/), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText(MESSAGES.emailFormat)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps the form', async () => {
    const { send } = sending(new FieldRefusal('email', 'El correo no existe'));
    renderDialog({ send, initialReason: 'discriminatorio' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText('El correo no existe')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Denunciar aviso' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
