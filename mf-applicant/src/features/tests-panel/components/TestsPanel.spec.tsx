import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ListResponse, TestReportData, TestStatus } from '@postulate/contracts';
import { ApiError, errorMessage } from '../../../../../packages/client/src/http';

const apiRequest = jest.fn<(path: string, options?: unknown) => Promise<ListResponse<TestStatus> | TestReportData>>();
const session = { profile: { postulante: { id: 7 } } };
jest.unstable_mockModule('@postulate/client', () => ({
  ApiError,
  errorMessage,
  apiRequest,
  useSessionStore: (select: (state: typeof session) => unknown) => select(session),
}));
const { TestsPanel } = await import('./TestsPanel');

const renderPanel = () =>
  render(
    <MemoryRouter>
      <TestsPanel />
    </MemoryRouter>,
  );

describe('TestsPanel', () => {
  beforeEach(() => {
    apiRequest.mockReset();
  });

  it("lists tests 1 to 3: 'Completado' with the validity date, or 'Comenzar test' while pending", async () => {
    apiRequest.mockResolvedValue({
      response: [
        { test: 'toulouse', state: 'done', validUntil: '2027-04-30T15:00:00.000Z' },
        { test: 'mbti', state: 'in_progress', validUntil: null },
        { test: 'cards', state: 'pending', validUntil: null },
      ],
      size: 3,
      total: 3,
    });
    renderPanel();
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    const [first, second, third] = await screen.findAllByRole('listitem');
    expect(within(first).getByRole('heading', { name: 'Test 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Completado');
    expect(first).toHaveTextContent('El resultado va a ser valido hasta el día 30/04/2027');
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Comenzar test 2' })).toHaveAttribute('href', '/mistests/mbti');
    expect(second).toHaveTextContent('Ya empezaste este test');
    expect(within(third).getByRole('link', { name: 'Comenzar test 3' })).toHaveAttribute('href', '/mistests/cards');
    expect(apiRequest).toHaveBeenCalledWith('/api/test', expect.anything());
  });

  it('shows the candidate their own short results once a test is done, the type as a description', async () => {
    const integrity = { hidden: [], hiddenTotalMs: 0, itemMs: [], resumes: 0, lateRefused: 0, flags: [] };
    const dates = { finishedAt: '2026-11-20T15:00:00.000Z', validUntil: '2027-11-20T15:00:00.000Z', duration: '00:10:00,000', integrity };
    const report: TestReportData = {
      candidate: { name: null, email: null },
      toulouse: { ...dates, correctas: 250, incorrectas: 10, omision: 40, quotient: '0,83', conclusionsApply: true, goodLevel: false, conclusions: [] },
      mbti: { ...dates, complete: true, type: 'ENFJ', title: 'Comunicación y referencia', description: 'Entiende qué motiva a cada persona.', clarity: [], answered: 93, total: 93 },
      cards: { ...dates, score: 28, answered: 36, total: 36, level: 'Nivel Medio Alto', timeComment: '' },
    };
    apiRequest.mockImplementation(async (path) =>
      path === '/api/test/report/7'
        ? report
        : { response: (['toulouse', 'mbti', 'cards'] as const).map((test) => ({ test, state: 'done' as const, validUntil: dates.validUntil })), size: 3, total: 3 },
    );
    renderPanel();
    const [first, second, third] = await screen.findAllByRole('listitem');
    expect(await within(first).findByText('0,83')).toBeInTheDocument();
    expect(second).toHaveTextContent('Tu tipo: ENFJ · Comunicación y referencia');
    expect(second).toHaveTextContent('ningún tipo es mejor ni peor que otro');
    expect(third).toHaveTextContent('Razonamiento con matrices: Nivel Medio Alto (28 de 36 aciertos)');
  });

  it('says why a result too fast to be a person\'s gets no level', async () => {
    const integrity = { hidden: [], hiddenTotalMs: 0, itemMs: [], resumes: 0, lateRefused: 0, flags: ['Respondió 36 matrices en 0,4 s'] };
    const dates = { finishedAt: '2026-11-20T15:00:00.000Z', validUntil: '2027-11-20T15:00:00.000Z', duration: '00:00:01,000', integrity };
    const report: TestReportData = {
      candidate: { name: null, email: null },
      toulouse: null,
      mbti: null,
      cards: { ...dates, score: 3, answered: 36, total: 36, level: null, timeComment: '' },
    };
    apiRequest.mockImplementation(async (path) =>
      path === '/api/test/report/7' ? report : { response: [{ test: 'cards', state: 'done', validUntil: dates.validUntil }], size: 1, total: 1 },
    );
    renderPanel();
    const items = await screen.findAllByRole('listitem');
    expect(await within(items[2]).findByText('sin nivel')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('más rápido de lo que se puede resolver una matriz');
  });

  it('shows no results while no test is done', async () => {
    apiRequest.mockResolvedValue({ response: [{ test: 'toulouse', state: 'pending', validUntil: null }], size: 1, total: 1 });
    renderPanel();
    await screen.findAllByRole('listitem');
    expect(apiRequest).not.toHaveBeenCalledWith('/api/test/report/7', expect.anything());
  });

  it('shows the server’s message when the list cannot load', async () => {
    apiRequest.mockRejectedValue(new ApiError(500, { message: 'Error en el servidor' }));
    renderPanel();
    expect(await screen.findByText('Error en el servidor')).toBeInTheDocument();
  });
});
