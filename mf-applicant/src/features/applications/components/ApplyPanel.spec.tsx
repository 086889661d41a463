import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { APPLY_MESSAGES, SCREENING_MESSAGES, type ApplicationStatus, type AvisoPreguntaItem } from '@postulate/contracts';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError } = client.module;
const { ApplyPanel } = await import('./ApplyPanel');
const { rememberAvisoSource } = await import('@postulate/client/aviso-source');

const status: ApplicationStatus = { id: 1, idAviso: 5, postuladoEl: '2026-03-02T15:00:00.000Z', retiradaEl: null };
const PREGUNTAS: AvisoPreguntaItem[] = [
  { id: 11, pregunta: '¿Qué licencia de conducir tenés?', tipo: 'texto', respuestaRequerida: null, minimoRequerido: null },
  { id: 12, pregunta: '¿Conocés la zona sur?', tipo: 'texto', respuestaRequerida: null, minimoRequerido: null },
];

function renderPanel(preguntas = PREGUNTAS, applied: ApplicationStatus | null = null) {
  const onApplied = jest.fn();
  render(
    <MemoryRouter>
      <ApplyPanel idAviso={5} preguntas={preguntas} applied={applied} onApplied={onApplied} />
    </MemoryRouter>,
  );
  return onApplied;
}

describe('ApplyPanel', () => {
  beforeEach(() => signInApplicant());

  it('sends an applicant without a CV name to Mi CV instead', () => {
    signInApplicant(null);
    renderPanel();
    expect(screen.getByRole('link', { name: APPLY_MESSAGES.completeCv })).toHaveAttribute('href', '/micv');
    expect(screen.queryByRole('button', { name: APPLY_MESSAGES.apply })).not.toBeInTheDocument();
  });

  it('applies at once to an ad without questions, saying so while it sends', async () => {
    let release: (value: ApplicationStatus) => void = () => undefined;
    client.answer(() => new Promise((resolve) => (release = resolve)));
    const onApplied = renderPanel([]);
    await userEvent.click(screen.getByRole('button', { name: APPLY_MESSAGES.apply }));
    expect(await screen.findByText(APPLY_MESSAGES.sending)).toBeInTheDocument();
    release(status);
    expect(await screen.findByText(APPLY_MESSAGES.success)).toBeInTheDocument();
    expect(client.posts('/api/aplica/aplica')).toEqual([{ idAviso: 5, respuestas: [], origen: 'directo' }]);
    expect(onApplied).toHaveBeenCalledWith(status);
  });

  it('applies once when the answers are sent twice in a row', async () => {
    let release: (value: ApplicationStatus) => void = () => undefined;
    client.answer(() => new Promise((resolve) => (release = resolve)));
    renderPanel(PREGUNTAS.slice(0, 1));
    await userEvent.click(screen.getByRole('button', { name: APPLY_MESSAGES.apply }));
    await userEvent.type(screen.getByLabelText(/Qué licencia/), 'Profesional E1');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByText(APPLY_MESSAGES.sending)).toBeInTheDocument();
    release(status);
    expect(await screen.findByText(APPLY_MESSAGES.success)).toBeInTheDocument();
    expect(client.posts('/api/aplica/aplica')).toHaveLength(1);
  });

  it('asks the questions, needs a short comment for each, and can be cancelled', async () => {
    client.answer(() => status);
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: APPLY_MESSAGES.apply }));
    expect(screen.getByRole('heading', { name: 'Respondé estas 2 preguntas' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Qué licencia/), 'E1');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findAllByText(APPLY_MESSAGES.answerMin)).toHaveLength(2);
    expect(client.posts('/api/aplica/aplica')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: APPLY_MESSAGES.cancel }));
    expect(screen.queryByRole('heading', { name: 'Respondé estas 2 preguntas' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: APPLY_MESSAGES.apply })).toBeInTheDocument();
  });

  it('sends one answer per question and congratulates', async () => {
    client.answer(() => status);
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: APPLY_MESSAGES.apply }));
    await userEvent.type(screen.getByLabelText(/Qué licencia/), 'Profesional E1');
    await userEvent.type(screen.getByLabelText(/zona sur/), 'Sí, vivo en Lanús');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByText(APPLY_MESSAGES.success)).toBeInTheDocument();
    expect(client.posts('/api/aplica/aplica')).toEqual([
      {
        idAviso: 5,
        respuestas: [
          { idPregunta: 11, respuesta: 'Profesional E1' },
          { idPregunta: 12, respuesta: 'Sí, vivo en Lanús' },
        ],
        origen: 'directo',
      },
    ]);
  });

  it('asks Sí/No and number questions with their requirement, never stops the applicant, and sends what the API keeps', async () => {
    client.answer(() => status);
    renderPanel([
      { id: 21, pregunta: '¿Tenés licencia profesional E1?', tipo: 'si_no', respuestaRequerida: 'Sí', minimoRequerido: null },
      { id: 22, pregunta: 'Años de experiencia con autoelevadores', tipo: 'numero', respuestaRequerida: null, minimoRequerido: 2 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: APPLY_MESSAGES.apply }));
    const licencia = screen.getByRole('group', { name: /licencia profesional E1/ });
    expect(licencia).toHaveAccessibleDescription(`Se requiere: Sí. ${SCREENING_MESSAGES.neverBlocks}`);
    const anios = screen.getByLabelText(/autoelevadores/);
    expect(anios).toHaveAccessibleDescription(`Se requiere: 2 o más. ${SCREENING_MESSAGES.neverBlocks}`);

    await userEvent.type(anios, '1,5');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByText(SCREENING_MESSAGES.siNo)).toBeInTheDocument();
    expect(screen.getByText(SCREENING_MESSAGES.numeroDecimales)).toBeInTheDocument();
    expect(client.posts('/api/aplica/aplica')).toEqual([]);

    // Answering 'No' and less than asked still applies: the company sees it.
    await userEvent.click(within(licencia).getByRole('radio', { name: 'No' }));
    await userEvent.clear(anios);
    await userEvent.type(anios, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByText(APPLY_MESSAGES.success)).toBeInTheDocument();
    expect(client.posts('/api/aplica/aplica')).toEqual([
      {
        idAviso: 5,
        respuestas: [
          { idPregunta: 21, respuesta: 'No' },
          { idPregunta: 22, respuesta: '1' },
        ],
        origen: 'directo',
      },
    ]);
  });

  it('sends where the applicant came to the ad from, as the ad page remembered it in this tab', async () => {
    client.answer(() => status);
    rememberAvisoSource(5, '?origen=alerta');
    renderPanel([]);
    await userEvent.click(screen.getByRole('button', { name: APPLY_MESSAGES.apply }));
    expect(await screen.findByText(APPLY_MESSAGES.success)).toBeInTheDocument();
    expect(client.posts('/api/aplica/aplica')).toEqual([{ idAviso: 5, respuestas: [], origen: 'alerta' }]);
    sessionStorage.clear();
  });

  it("titles a single question 'Respondé esta pregunta' and shows a refusal in a red alert", async () => {
    client.answer(() => {
      throw new ApiError(404, { message: 'Este aviso no existe o ya no está publicado' });
    });
    renderPanel(PREGUNTAS.slice(0, 1));
    await userEvent.click(screen.getByRole('button', { name: APPLY_MESSAGES.apply }));
    expect(screen.getByRole('heading', { name: 'Respondé esta pregunta' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Qué licencia/), 'Profesional E1');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Este aviso no existe o ya no está publicado'));
    expect(screen.queryByText(APPLY_MESSAGES.success)).not.toBeInTheDocument();
  });

  it('tells an applicant who already applied, with the date', () => {
    renderPanel(PREGUNTAS, status);
    expect(screen.getByText(/Ya estás aplicando para este trabajo desde el 02\/03\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPLY_MESSAGES.apply })).not.toBeInTheDocument();
  });

  it('tells an applicant who withdrew that the ad takes one application, instead of offering it again', () => {
    renderPanel(PREGUNTAS, { ...status, retiradaEl: '2026-03-05T15:00:00.000Z' });
    expect(
      screen.getByText(/Retiraste tu postulación a este aviso: cada aviso acepta una sola postulación\. La retiraste el 05\/03\/2026\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ya estás aplicando/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPLY_MESSAGES.apply })).not.toBeInTheDocument();
  });

  it("shows the ad's gender or age requirement with the company's reason before applying, and through the questions", async () => {
    render(
      <MemoryRouter>
        <ApplyPanel
          idAviso={5}
          preguntas={PREGUNTAS}
          requisito={{ genero: 'Femenino', edadDesde: 18, edadHasta: null, motivo: 'Acompaña a las nadadoras en el vestuario.' }}
          applied={null}
        />
      </MemoryRouter>,
    );
    const note = screen.getByRole('note', { name: 'Requisito de género o edad' });
    expect(note).toHaveTextContent('Requisito de género o edad: Género: Femenino · Edad desde 18 años');
    expect(note).toHaveTextContent('Motivo que indicó la empresa: Acompaña a las nadadoras en el vestuario.');
    await userEvent.click(screen.getByRole('button', { name: APPLY_MESSAGES.apply }));
    expect(screen.getByRole('heading', { name: 'Respondé estas 2 preguntas' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Requisito de género o edad' })).toBeInTheDocument();
  });

  it('shows no requirement note on an ad without one', () => {
    renderPanel();
    expect(screen.queryByRole('note', { name: 'Requisito de género o edad' })).not.toBeInTheDocument();
  });
});
