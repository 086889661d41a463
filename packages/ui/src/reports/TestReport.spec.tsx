import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { TestReportData } from '@postulate/contracts';
import { TestReport } from './TestReport';

const integrity = {
  hidden: [{ atMs: 135_000, ms: 12_000 }],
  hiddenTotalMs: 12_000,
  itemMs: [{ id: 3, ms: 9000 }, { id: 4, ms: 3000 }],
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
    conclusions: ['Los errores y las omisiones superan el 10% de los aciertos: falta de concentración.'],
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
  cards: { ...dates, integrity, score: 10, answered: 14, total: 36, level: 'Nivel Bajo', timeComment: 'Terminó en menos de 15 minutos.' },
};

describe('TestReport', () => {
  it('shows each test’s figures and conclusions as the server computed them', () => {
    render(<TestReport report={report} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Informe de tests de Lucía Fernández' })).toBeInTheDocument();
    const toulouse = screen.getByRole('region', { name: 'Test 1 · Concentración' });
    expect(within(toulouse).getByText('0,83')).toBeInTheDocument();
    expect(within(toulouse).getByRole('list', { name: 'Conclusiones' })).toHaveTextContent('falta de concentración');
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

  it('lists the integrity evidence: hidden page, time per item, resumes and late answers', () => {
    render(<TestReport report={report} />);
    const toulouse = screen.getByRole('region', { name: 'Test 1 · Concentración' });
    expect(toulouse).toHaveTextContent('La página quedó oculta 1 vez, 00:12 en total.');
    expect(toulouse).toHaveTextContent('a los 02:15 durante 00:12');
    expect(toulouse).toHaveTextContent('Tiempo por marca: 00:06 en promedio; el más largo, 00:09 (n.º 3).');
    expect(toulouse).toHaveTextContent('Retomó el test 1 vez');
    expect(toulouse).toHaveTextContent('2 respuestas llegaron después del tiempo límite');
  });
});
