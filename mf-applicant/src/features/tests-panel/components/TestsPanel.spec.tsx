import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { TestReportData } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { TestsPanel } = await import('./TestsPanel');
const requested = () => client.sent.map((call) => call.path);

/** The three tests' cards (each may hold a report with lists of its own). */
const testCards = async () => (await screen.findAllByRole('heading', { level: 2, name: /^Test \d$/ })).map((heading) => heading.closest('li')!);

const renderPanel = () =>
  render(
    <MemoryRouter>
      <TestsPanel />
    </MemoryRouter>,
  );

describe('TestsPanel', () => {
  beforeEach(() => signInApplicant('María José Ñúñez', 7));

  it("lists tests 1 to 3: 'Completado' with the validity date, or 'Comenzar test' while pending", async () => {
    client.answer((call) =>
      call.path === '/api/test'
        ? {
            response: [
              { test: 'toulouse', state: 'done', validUntil: '2027-04-30T15:00:00.000Z' },
              { test: 'mbti', state: 'in_progress', validUntil: null },
              { test: 'cards', state: 'pending', validUntil: null },
            ],
            size: 3,
            total: 3,
          }
        : null,
    );
    renderPanel();
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    const [first, second, third] = await testCards();
    expect(within(first).getByRole('heading', { name: 'Test 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Completado');
    expect(first).toHaveTextContent('El resultado va a ser válido hasta el día 30/04/2027');
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Comenzar test 2' })).toHaveAttribute('href', '/mistests/mbti');
    expect(second).toHaveTextContent('Ya empezaste este test');
    expect(within(third).getByRole('link', { name: 'Comenzar test 3' })).toHaveAttribute('href', '/mistests/cards');
    expect(requested()).toContain('/api/test');
  });

  it('shows the candidate their own short results once a test is done, the type as a description', async () => {
    const integrity = {
      hidden: [],
      hiddenTotalMs: 0,
      serverItemMs: [],
      arrivals: { requests: 0, firstMs: null, lastMs: null, longestSilenceMs: null },
      resumes: 0,
      lateRefused: 0,
      flags: [],
    };
    const dates = { finishedAt: '2026-11-20T15:00:00.000Z', validUntil: '2027-11-20T15:00:00.000Z', duration: '00:10:00,000', integrity };
    const report: TestReportData = {
      candidate: { name: null, email: null },
      toulouse: { ...dates, correctas: 250, incorrectas: 10, omision: 40, quotient: '0,83', conclusionsApply: true, goodLevel: false, conclusions: [] },
      mbti: {
        ...dates,
        complete: true,
        interpretable: true,
        type: 'ENFJ',
        title: 'Comunicación y referencia',
        description: 'Entiende qué motiva a cada persona.',
        clarity: [],
        answered: 93,
        total: 93,
      },
      mbtiWithheld: false,
      cards: { ...dates, score: 28, answered: 36, total: 36, level: 'Nivel Medio Alto', timeComment: '' },
      unscored: [],
    };
    client.answer(({ path }) =>
      path === '/api/test/report/7'
        ? report
        : {
            response: (['toulouse', 'mbti', 'cards'] as const).map((test) => ({ test, state: 'done' as const, validUntil: dates.validUntil })),
            size: 3,
            total: 3,
          },
    );
    renderPanel();
    const [first, second, third] = await testCards();
    expect(await within(first).findByText('Cociente de concentración:')).toHaveTextContent('0,83');
    expect(second).toHaveTextContent('Tu tipo: ENFJ · Comunicación y referencia');
    expect(second).toHaveTextContent('ningún tipo es mejor ni peor que otro');
    expect(third).toHaveTextContent('Razonamiento con matrices: Nivel Medio Alto (28 de 36 aciertos)');
  });

  it('shows under each finished test the same report the company reads, folded', async () => {
    const integrity = {
      hidden: [],
      hiddenTotalMs: 0,
      serverItemMs: [],
      arrivals: { requests: 0, firstMs: null, lastMs: null, longestSilenceMs: null },
      resumes: 0,
      lateRefused: 0,
      flags: [],
    };
    const dates = { finishedAt: '2026-11-20T15:00:00.000Z', validUntil: '2027-11-20T15:00:00.000Z', duration: '00:10:00,000', integrity };
    const observation = 'Dejó sin marcar 200 símbolos iguales al modelo, más de 3/5 de sus 236 aciertos.';
    const report: TestReportData = {
      candidate: { name: 'María José Ñúñez', email: 'mj@correo.test' },
      unscored: [],
      mbtiWithheld: false,
      toulouse: {
        ...dates,
        correctas: 236,
        incorrectas: 0,
        omision: 200,
        quotient: '0,54',
        conclusionsApply: true,
        goodLevel: false,
        conclusions: [observation],
      },
      mbti: null,
      cards: null,
    };
    client.answer(({ path }) =>
      path === '/api/test/report/7' ? report : { response: [{ test: 'toulouse', state: 'done', validUntil: dates.validUntil }], size: 1, total: 1 },
    );
    renderPanel();
    const [first, second] = await testCards();
    const disclosure = await within(first).findByText('Ver informe completo');
    await userEvent.click(disclosure);
    expect(disclosure.closest('details')).toHaveAttribute('open');
    expect(within(first).getByRole('list', { name: 'Conclusiones' })).toHaveTextContent(observation);
    expect(first).toHaveTextContent('duración 00:10:00,000');
    expect(first).toHaveTextContent('Registro de integridad');
    // Only finished tests carry a report.
    expect(within(second).queryByText('Ver informe completo')).not.toBeInTheDocument();
  });

  it('says a result deleted with the former account is gone, the test still taken', async () => {
    const report: TestReportData = {
      candidate: { name: null, email: null },
      toulouse: null,
      mbti: null,
      cards: null,
      mbtiWithheld: false,
      unscored: [{ test: 'toulouse', reason: 'taken_before' }],
    };
    client.answer(({ path }) =>
      path === '/api/test/report/7' ? report : { response: [{ test: 'mbti', state: 'done', validUntil: '2027-11-20T15:00:00.000Z' }], size: 1, total: 1 },
    );
    renderPanel();
    const [, second] = await testCards();
    expect(await within(second).findByText('El resultado se borró con tu cuenta anterior; vas a poder repetir el test cuando venza.')).toBeInTheDocument();
    expect(second).toHaveTextContent('Completado');
    expect(within(second).queryByText('Ver informe completo')).not.toBeInTheDocument();
  });

  it("says why a result too fast to be a person's gets no level", async () => {
    const integrity = {
      hidden: [],
      hiddenTotalMs: 0,
      serverItemMs: [],
      arrivals: { requests: 0, firstMs: null, lastMs: null, longestSilenceMs: null },
      resumes: 0,
      lateRefused: 0,
      flags: ['Respondió 36 matrices en 0,4 s'],
    };
    const dates = { finishedAt: '2026-11-20T15:00:00.000Z', validUntil: '2027-11-20T15:00:00.000Z', duration: '00:00:01,000', integrity };
    const report: TestReportData = {
      candidate: { name: null, email: null },
      toulouse: null,
      mbti: null,
      mbtiWithheld: false,
      cards: { ...dates, score: 3, answered: 36, total: 36, level: null, timeComment: '' },
      unscored: [],
    };
    client.answer(({ path }) =>
      path === '/api/test/report/7' ? report : { response: [{ test: 'cards', state: 'done', validUntil: dates.validUntil }], size: 1, total: 1 },
    );
    renderPanel();
    const items = await testCards();
    expect(await within(items[2]).findByText('sin nivel')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('El resultado no es confiable (el informe completo dice por qué)');
  });

  it('shows no results while no test is done', async () => {
    client.answer(() => ({ response: [{ test: 'toulouse', state: 'pending', validUntil: null }], size: 1, total: 1 }));
    renderPanel();
    await testCards();
    expect(requested()).not.toContain('/api/test/report/7');
  });

  it('shows the server’s message when the list cannot load', async () => {
    client.answer(() => {
      throw new ApiError(500, { message: 'Error en el servidor' });
    });
    renderPanel();
    // A server failure is tried once more (a second later) before it is shown.
    expect(await screen.findByText('Error en el servidor', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(requested()).toEqual(['/api/test', '/api/test']);
  });
});
