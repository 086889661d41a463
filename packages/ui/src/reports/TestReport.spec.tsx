import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestReportData } from '@postulate/contracts';
import { TestReport, TestReportDetails } from './TestReport';

const integrity = {
  hidden: [
    { atMs: 135_000, ms: 12_000, placed: true },
    { atMs: 200_000, ms: 500, placed: false },
  ],
  hiddenTotalMs: 12_500,
  serverItemMs: [
    { id: 3, ms: 9000 },
    { id: 4, ms: 400 },
  ],
  arrivals: { requests: 2, firstMs: 9000, lastMs: 9400, longestSilenceMs: 9000 },
  resumes: 1,
  lateRefused: 2,
  flags: [] as string[],
};
const dates = { finishedAt: '2026-03-10T15:00:00.000Z', validUntil: '2027-03-10T15:00:00.000Z', duration: '00:10:00,000' };

const report: TestReportData = {
  candidate: { name: 'Lucía Fernández', email: 'lucia@correo.test' },
  toulouse: {
    ...dates,
    integrity,
    correctas: 250,
    incorrectas: 10,
    omision: 40,
    quotient: '0,83',
    conclusionsApply: true,
    goodLevel: false,
    conclusions: [
      'Los símbolos marcados que no eran el modelo (10) y los iguales al modelo que dejó sin marcar (40) suman 50, más del 10 % de sus 250 aciertos.',
    ],
  },
  mbti: {
    ...dates,
    integrity,
    complete: true,
    interpretable: true,
    type: 'ENFJ',
    title: 'Comunicación y referencia',
    description: 'Entiende qué motiva a cada persona.',
    answered: 93,
    total: 93,
    clarity: [{ pair: 'EI', letter: 'E', count: 18, answered: 24, total: 24, level: 'Fuerte' }],
  },
  mbtiWithheld: false,
  cards: null,
  unscored: [],
};

const incomplete: TestReportData = {
  ...report,
  mbti: {
    ...dates,
    integrity,
    complete: false,
    type: null,
    answered: 4,
    total: 93,
    minimumPerPair: [
      { pair: 'EI', minimum: 18, total: 24 },
      { pair: 'JP', minimum: 17, total: 22 },
    ],
    clarity: [
      { pair: 'EI', letter: 'E', count: 3, answered: 3, total: 24, level: 'Leve' },
      { pair: 'JP', letter: 'J', count: 1, answered: 1, total: 22, level: 'Leve' },
    ],
  },
  cards: {
    ...dates,
    integrity,
    score: 10,
    answered: 14,
    total: 36,
    level: 'Nivel Bajo',
    timeComment: 'Terminó en 9 min 12 s, menos de 15 minutos, con 10 de 36 aciertos (13 o menos).',
  },
};

describe('TestReport', () => {
  it('shows each test’s figures and conclusions as the server computed them', () => {
    render(<TestReport report={report} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Informe de tests de Lucía Fernández' })).toBeInTheDocument();
    const toulouse = screen.getByRole('region', { name: 'Test 1 · Concentración' });
    expect(within(toulouse).getByText('0,83')).toBeInTheDocument();
    expect(within(toulouse).getByRole('list', { name: 'Conclusiones' })).toHaveTextContent('suman 50, más del 10 % de sus 250 aciertos');
    expect(toulouse).toHaveTextContent('Realizado el 10/03/2026 · duración 00:10:00,000 · válido hasta el 10/03/2027');

    const personality = screen.getByRole('region', { name: 'Test 2 · Personalidad' });
    expect(personality).toHaveTextContent('ENFJ · Comunicación y referencia');
    expect(within(personality).getByRole('row', { name: 'E / I E 18 de 24 Fuerte' })).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Test 3 · Razonamiento con matrices' })).toHaveTextContent('Todavía no realizó este test.');
  });

  it('says an incomplete questionnaire describes no type, and counts the matrices left unanswered', () => {
    render(<TestReport report={incomplete} />);
    const personality = screen.getByRole('region', { name: 'Test 2 · Personalidad' });
    expect(personality).toHaveTextContent('Cuestionario incompleto: respondió 4 de 93 preguntas.');
    expect(personality).toHaveTextContent('E / I: 18 de 24; J / P: 17 de 22');
    expect(within(personality).getByRole('row', { name: 'E / I — 3 de 24 respondidas —' })).toBeInTheDocument();
    expect(personality).not.toHaveTextContent('Leve');
    const matrices = screen.getByRole('region', { name: 'Test 3 · Razonamiento con matrices' });
    expect(within(matrices).getByText('Sin responder').nextSibling).toHaveTextContent('22');
  });

  it('shows a pair without a clear preference as such, and no portrait for an unfinished type', () => {
    const unclear: TestReportData = {
      ...report,
      mbti: {
        ...dates,
        integrity,
        complete: true,
        interpretable: true,
        type: 'IN·P',
        title: null,
        description: null,
        answered: 93,
        total: 93,
        clarity: [
          { pair: 'EI', letter: 'I', count: 16, answered: 24, total: 24, level: 'Moderado' },
          { pair: 'TF', letter: null, count: 12, answered: 23, total: 23, level: null },
        ],
      },
    };
    render(<TestReport report={unclear} />);
    const personality = screen.getByRole('region', { name: 'Test 2 · Personalidad' });
    expect(personality).toHaveTextContent('IN·P');
    expect(personality).toHaveTextContent('Sin preferencia clara en T / F: las respuestas de ese par quedaron repartidas');
    expect(within(personality).getByRole('row', { name: 'T / F Sin preferencia clara 12 y 11 de 23 —' })).toBeInTheDocument();
    expect(within(personality).getByRole('row', { name: 'E / I I 16 de 24 Moderado' })).toBeInTheDocument();
  });

  it('gives no type, letters or levels for answers in a fixed pattern, and says why', () => {
    const reason = 'Las respuestas siguen un patrón fijo (todas A): el cuestionario no se puede interpretar';
    const fixed: TestReportData = {
      ...report,
      mbti: {
        ...dates,
        integrity,
        complete: true,
        interpretable: false,
        type: null,
        title: null,
        description: null,
        reason,
        answered: 93,
        total: 93,
        clarity: [{ pair: 'TF', letter: 'T', count: 12, answered: 23, total: 23, level: 'Leve' }],
      },
    };
    render(<TestReport report={fixed} />);
    const personality = screen.getByRole('region', { name: 'Test 2 · Personalidad' });
    expect(personality).toHaveTextContent(`Sin tipo: ${reason}.`);
    expect(within(personality).getByRole('row', { name: 'T / F — 23 de 23 respondidas —' })).toBeInTheDocument();
    expect(personality).not.toHaveTextContent('Leve');
  });

  it('notes that the personality result is orientation, and says when the person did not share it', () => {
    const { unmount } = render(<TestReport report={report} />);
    expect(screen.getByRole('region', { name: 'Test 2 · Personalidad' })).toHaveTextContent(
      'Orientativo: no debe usarse para seleccionar ni descartar candidatos.',
    );
    unmount();
    render(<TestReport report={{ ...report, mbti: null, mbtiWithheld: true }} />);
    const personality = screen.getByRole('region', { name: 'Test 2 · Personalidad' });
    expect(personality).toHaveTextContent('La persona no compartió su resultado del test de personalidad.');
    expect(personality).not.toHaveTextContent('ENFJ');
    expect(personality).not.toHaveTextContent('Todavía no realizó este test.');
  });

  it('warns at the top about a result no person could produce, and opens its integrity log', () => {
    const flag = 'Respondió 14 matrices en 0,2 s, menos de 3 s por matriz: sin tiempo para analizarlas.';
    const flagged: TestReportData = {
      ...report,
      cards: {
        ...dates,
        integrity: { ...integrity, flags: [flag] },
        score: 14,
        answered: 14,
        total: 36,
        level: null,
        timeComment: 'Sin comentario sobre el tiempo ni nivel: el resultado no es confiable (ver el registro de integridad).',
      },
    };
    render(<TestReport report={flagged} />);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(`Resultado no confiable: Test 3 · Razonamiento con matrices: ${flag}`);
    // Before the first test's section.
    expect(warning.compareDocumentPosition(screen.getByRole('region', { name: 'Test 1 · Concentración' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const matrices = screen.getByRole('region', { name: 'Test 3 · Razonamiento con matrices' });
    expect(within(matrices).getByText('Nivel').nextSibling).toHaveTextContent('—');
    expect(matrices.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByRole('region', { name: 'Test 1 · Concentración' }).querySelector('details')).not.toHaveAttribute('open');
  });

  it("says 'Interrumpido' for a test its invitation's change ended, and when a deleted account took it", () => {
    render(
      <TestReport
        report={{
          ...report,
          toulouse: null,
          unscored: [
            { test: 'toulouse', reason: 'interrupted' },
            { test: 'cards', reason: 'taken_before' },
          ],
        }}
      />,
    );
    const toulouse = screen.getByRole('region', { name: 'Test 1 · Concentración' });
    expect(toulouse).toHaveTextContent('Interrumpido: la invitación se modificó mientras hacía este test, así que no tiene resultado.');
    expect(screen.getByRole('region', { name: 'Test 3 · Razonamiento con matrices' })).toHaveTextContent('Ya hizo este test con una cuenta que eliminó');
    expect(screen.getByRole('region', { name: 'Test 2 · Personalidad' })).toHaveTextContent('ENFJ');
  });

  it("lists the integrity evidence on the server's clock: hidden page, arrivals, time per item, resumes and late answers", () => {
    render(<TestReport report={report} />);
    const toulouse = screen.getByRole('region', { name: 'Test 1 · Concentración' });
    expect(toulouse).toHaveTextContent('La página informó haber quedado oculta 2 veces, 12,5 s en total.');
    expect(toulouse).toHaveTextContent('de los 02:15 a los 02:27; a los 03:20 durante 0,5 s (según la página)');
    expect(toulouse).toHaveTextContent(
      'El servidor recibió las respuestas en 2 envíos: el primero a los 9,0 s, el último a los 9,4 s; el lapso más largo sin recibir nada, 9,0 s.',
    );
    expect(toulouse).toHaveTextContent('Tiempo por marca según el servidor: 4,7 s en promedio; el más largo, 9,0 s (n.º 3).');
    expect(toulouse).toHaveTextContent('Retomó el test 1 vez');
    expect(toulouse).toHaveTextContent('2 respuestas llegaron después del tiempo límite');
    expect(toulouse).not.toHaveTextContent('00:00');
  });

  it('says so when no answer arrived, rather than showing zero times', () => {
    const empty = {
      ...integrity,
      hidden: [],
      hiddenTotalMs: 0,
      serverItemMs: [],
      arrivals: { requests: 0, firstMs: null, lastMs: null, longestSilenceMs: null },
    };
    render(<TestReport report={{ ...report, cards: { ...incomplete.cards!, integrity: empty } }} />);
    const matrices = screen.getByRole('region', { name: 'Test 3 · Razonamiento con matrices' });
    expect(matrices).toHaveTextContent('El servidor no recibió respuestas.');
    expect(matrices).toHaveTextContent('Sin tiempos por matriz: el servidor no recibió ninguna.');
    expect(matrices).not.toHaveTextContent('00:00');
  });

  it("shows one test alone for the candidate, folded, with only that test's warning", async () => {
    const flagged: TestReportData = { ...incomplete, cards: { ...incomplete.cards!, integrity: { ...integrity, flags: ['Respondió 14 matrices en 0,2 s.'] } } };
    const { rerender } = render(<TestReportDetails report={flagged} test="toulouse" />);
    const disclosure = screen.getByText('Ver informe completo');
    expect(disclosure.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(disclosure);
    expect(disclosure.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('list', { name: 'Conclusiones' })).toHaveTextContent('suman 50, más del 10 % de sus 250 aciertos');
    expect(screen.getByText('Cociente').nextSibling).toHaveTextContent('0,83');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(/Personalidad|Razonamiento|Lucía/)).not.toBeInTheDocument();
    // The matrices' flag belongs to the matrices' own report.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<TestReportDetails report={flagged} test="cards" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Resultado no confiable: Test 3 · Razonamiento con matrices: Respondió 14 matrices en 0,2 s.');
  });
});
