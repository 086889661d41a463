import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { APPLY_MESSAGES, REPORT_MESSAGES, REPORT_REASON_LABELS, UFECI_URL, type PublicAviso } from '@postulate/contracts';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError } = client.module;
const { ApplyPage } = await import('./ApplyPage');

const aviso = {
  id: 5,
  titulo: 'Operario minero',
  area: { id: 1, name: 'Minería' },
  subarea: { id: 2, name: 'Operación' },
  nivel: { id: 3, name: 'Junior' },
  publicadoEl: '2026-03-05T15:00:00.000Z',
  nombreEmpresa: 'Minera del Norte S.A.',
  logoUrl: null,
  empresaVerificada: false,
  descripcion: 'Carga de mineral en turnos rotativos.',
  localidad: { id: '1', label: 'Deán Funes' },
  provincia: { id: '14', name: 'CÓRDOBA' },
  discapcidad: false,
  vacantes: 10,
  modalidad: 'Presencial',
  tipoEmpleo: 'Full-time',
  showSalario: false,
  salarioDesde: null,
  salarioHasta: null,
  avisoIdiomas: [],
  preguntas: [],
  permiteMsjDirecto: true,
  venceEl: null,
  respuesta: null,
  requisito: null,
} satisfies PublicAviso;

describe('ApplyPage', () => {
  beforeEach(() => signInApplicant());

  it('shows the scam notice beside the apply action and reports the ad without a captcha', async () => {
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/home/aviso/5') return aviso;
      if (call.method === 'GET' && call.path === '/api/aplica/aviso/5') return { postulacion: null };
      if (call.method === 'POST' && call.path === '/api/home/aviso/5/denuncia') return { ticket: 'D-000005', message: REPORT_MESSAGES.received('D-000005') };
      throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    });
    render(
      <MemoryRouter initialEntries={['/showAviso/5']}>
        <Routes>
          <Route path="/showAviso/:id" element={<ApplyPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: APPLY_MESSAGES.apply })).toBeInTheDocument();
    const notice = screen.getByRole('complementary', { name: 'Cuidado con las estafas' });
    expect(notice).toHaveTextContent(REPORT_MESSAGES.notice);
    expect(within(notice).getByRole('link', { name: /UFECI/ })).toHaveAttribute('href', UFECI_URL);

    await userEvent.click(within(notice).getByRole('button', { name: 'Denunciar aviso' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar aviso' });
    expect(dialog).toHaveTextContent('Operario minero');
    expect(within(dialog).queryByText(/no sos un robot/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.condiciones_falsas }));
    await userEvent.type(within(dialog).getByLabelText(/Detalles/), 'El sueldo real es la mitad');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText(REPORT_MESSAGES.received('D-000005'))).toBeInTheDocument();
    expect(client.posts('/api/home/aviso/5/denuncia')).toEqual([{ motivo: 'condiciones_falsas', detalles: 'El sueldo real es la mitad' }]);
  });
});
