import type { ReactNode } from 'react';
import {
  TEST_KINDS,
  TESTS_MESSAGES,
  formatDmy,
  type CardsReport,
  type IntegrityLog,
  type MbtiReport,
  type TestKind,
  type TestReportData,
  type ToulouseReport,
} from '@postulate/contracts';
import { Alert } from '../components/Alert';
import './TestReport.css';

const day = (iso: string) => formatDmy(new Date(iso));

/** A stretch of time: seconds with a decimal under a minute (so a fraction never reads 00:00), else mm:ss (h:mm:ss from an hour on). */
function clock(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
  const seconds = Math.round(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return hours ? `${hours}:${rest}` : rest;
}

function Figures({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="pl-report__figures">
      {items.map(([label, value]) => (
        <div key={label} className="pl-report__figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Integrity({ log, itemLabel }: { log: IntegrityLog; itemLabel: string }) {
  const times = log.serverItemMs.map((entry) => entry.ms);
  const average = times.length ? times.reduce((total, ms) => total + ms, 0) / times.length : 0;
  const slowest = log.serverItemMs.reduce<{ id: number; ms: number } | null>((worst, entry) => (!worst || entry.ms > worst.ms ? entry : worst), null);
  const { arrivals } = log;
  return (
    // Open from the start when it holds the reason the result is not reliable.
    <details className="pl-report__integrity" open={log.flags.length > 0}>
      <summary>Registro de integridad</summary>
      <p className="pl-muted pl-small">
        Evidencia para revisar junto con el resultado; por sí sola no descalifica a nadie. Los tiempos son los del servidor, medidos desde que comenzó el test.
      </p>
      <ul>
        {log.flags.map((flag) => (
          <li key={flag}>
            <strong>{flag}</strong>
          </li>
        ))}
        <li>
          {log.hidden.length === 0
            ? 'La página no informó haber quedado oculta durante el test.'
            : `La página informó haber quedado oculta ${log.hidden.length} ${log.hidden.length === 1 ? 'vez' : 'veces'}, ${clock(log.hiddenTotalMs)} en total.`}
        </li>
        {log.hidden.length > 0 && (
          <li>
            Momentos:{' '}
            {log.hidden
              .slice(0, 10)
              .map((entry) =>
                entry.placed
                  ? `de los ${clock(entry.atMs)} a los ${clock(entry.atMs + entry.ms)}`
                  : `a los ${clock(entry.atMs)} durante ${clock(entry.ms)} (según la página)`,
              )
              .join('; ')}
            {log.hidden.length > 10 ? '…' : ''}
          </li>
        )}
        <li>
          {arrivals.requests === 0 || arrivals.firstMs === null || arrivals.lastMs === null
            ? 'El servidor no recibió respuestas.'
            : `El servidor recibió las respuestas en ${arrivals.requests} ${arrivals.requests === 1 ? 'envío' : 'envíos'}: el primero a los ${clock(arrivals.firstMs)}, el último a los ${clock(arrivals.lastMs)}${arrivals.longestSilenceMs === null ? '' : `; el lapso más largo sin recibir nada, ${clock(arrivals.longestSilenceMs)}`}.`}
        </li>
        <li>
          {slowest
            ? `Tiempo por ${itemLabel} según el servidor: ${clock(average)} en promedio; el más largo, ${clock(slowest.ms)} (n.º ${slowest.id}).`
            : `Sin tiempos por ${itemLabel}: el servidor no recibió ninguna.`}
        </li>
        <li>
          {log.resumes === 0
            ? 'No retomó el test después de recargar la página.'
            : `Retomó el test ${log.resumes} ${log.resumes === 1 ? 'vez' : 'veces'} (recarga u otra pestaña).`}
        </li>
        {log.lateRefused > 0 && <li>{`${log.lateRefused} respuestas llegaron después del tiempo límite y no se contaron.`}</li>}
      </ul>
    </details>
  );
}

function Dates({ report }: { report: { finishedAt: string; validUntil: string; duration: string } }) {
  return (
    <p className="pl-muted pl-small">
      Realizado el {day(report.finishedAt)} · duración {report.duration} · válido hasta el {day(report.validUntil)}
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="pl-card pl-report__section" aria-labelledby={id}>
      <h3 id={id} className="pl-card__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Why a test has no result: interrupted by a change of the invitation, taken under a deleted account, or not taken yet. */
function NoResult({ report, test }: { report: TestReportData; test: TestKind }) {
  const reason = report.unscored.find((entry) => entry.test === test)?.reason;
  if (reason === 'interrupted') {
    return (
      <p>
        <strong>Interrumpido:</strong> la invitación se modificó mientras hacía este test, así que no tiene resultado.
      </p>
    );
  }
  if (reason === 'taken_before') {
    return <p>Ya hizo este test con una cuenta que eliminó: el resultado no se conserva y no puede repetirlo mientras siga vigente.</p>;
  }
  return <p className="pl-muted">Todavía no realizó este test.</p>;
}

function Toulouse({ report }: { report: ToulouseReport }) {
  return (
    <>
      <Figures
        items={[
          ['Correctas', report.correctas],
          ['Incorrectas', report.incorrectas],
          ['Omisiones', report.omision],
          ['Cociente', report.quotient ?? '—'],
        ]}
      />
      <ul className="pl-report__conclusions" aria-label="Conclusiones">
        {report.conclusions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <Dates report={report} />
      <Integrity log={report.integrity} itemLabel="marca" />
    </>
  );
}

const PAIR_LABEL = (pair: string) => `${pair[0]} / ${pair[1]}`;

/** What the report says above the table: the type and its portrait, or why there is none. */
function PersonalitySummary({ report }: { report: MbtiReport }) {
  if (!report.complete) {
    return (
      <Alert tone="info">
        <strong>Cuestionario incompleto:</strong> respondió {report.answered} de {report.total} preguntas. Para describir un tipo hacen falta al menos tres de
        cada cuatro preguntas de cada par ({report.minimumPerPair.map((entry) => `${PAIR_LABEL(entry.pair)}: ${entry.minimum} de ${entry.total}`).join('; ')}),
        así que este informe no muestra ningún tipo.
      </Alert>
    );
  }
  if (!report.interpretable) {
    return (
      <Alert tone="info">
        <strong>Sin tipo:</strong> {report.reason}.
      </Alert>
    );
  }
  const unclear = report.clarity.filter((entry) => entry.letter === null).map((entry) => PAIR_LABEL(entry.pair));
  return (
    <>
      <p className="pl-report__type">
        <strong>{report.type}</strong>
        {report.title && ` · ${report.title}`}
      </p>
      {report.description && <p>{report.description}</p>}
      {unclear.length > 0 && (
        <p>
          {`${TESTS_MESSAGES.noPreference} en ${unclear.join(', ')}: las respuestas de ${unclear.length === 1 ? 'ese par' : 'esos pares'} quedaron repartidas, así que el tipo no se completa y el informe no muestra un retrato.`}
        </p>
      )}
      <p className="pl-muted pl-small">Describe preferencias de trabajo, no capacidades: ningún tipo es mejor ni peor que otro.</p>
    </>
  );
}

function Personality({ report }: { report: MbtiReport }) {
  // Letters and levels only where they describe a preference: not for a questionnaire without a type.
  const typed = report.complete && report.interpretable;
  return (
    <>
      <p className="pl-small">
        <strong>{TESTS_MESSAGES.mbtiOrientation}</strong>
      </p>
      <PersonalitySummary report={report} />
      <div className="pl-table-wrap">
        <table className="pl-table">
          <caption className="pl-visually-hidden">{typed ? 'Claridad de la preferencia por par de letras' : 'Preguntas respondidas por par de letras'}</caption>
          <thead>
            <tr>
              <th scope="col">Par</th>
              <th scope="col">Preferencia</th>
              <th scope="col">Respuestas</th>
              <th scope="col">Claridad</th>
            </tr>
          </thead>
          <tbody>
            {report.clarity.map((entry) => (
              <tr key={entry.pair}>
                <th scope="row">{PAIR_LABEL(entry.pair)}</th>
                <td>{typed ? (entry.letter ?? TESTS_MESSAGES.noPreference) : '—'}</td>
                <td>
                  {!typed
                    ? `${entry.answered} de ${entry.total} respondidas`
                    : entry.letter
                      ? `${entry.count} de ${entry.total}`
                      : `${entry.count} y ${entry.answered - entry.count} de ${entry.total}`}
                </td>
                <td>{typed ? (entry.level ?? '—') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dates report={report} />
      <Integrity log={report.integrity} itemLabel="pregunta" />
    </>
  );
}

function Matrices({ report }: { report: CardsReport }) {
  return (
    <>
      <Figures
        items={[
          ['Aciertos', `${report.score} de ${report.total}`],
          ['Sin responder', report.total - report.answered],
          ['Nivel', report.level ?? '—'],
          ['Duración', report.duration],
        ]}
      />
      <p>{report.timeComment}</p>
      <Dates report={report} />
      <Integrity log={report.integrity} itemLabel="matriz" />
    </>
  );
}

const SECTION_TITLES = { toulouse: 'Test 1 · Concentración', mbti: 'Test 2 · Personalidad', cards: 'Test 3 · Razonamiento con matrices' } as const;

/** At the top, before any figure: which results no person could have produced, and why. */
function UnreliableWarning({ report, tests }: { report: TestReportData; tests: readonly TestKind[] }) {
  const flagged = tests.flatMap((test) => (report[test]?.integrity.flags ?? []).map((flag) => `${SECTION_TITLES[test]}: ${flag}`));
  if (flagged.length === 0) return null;
  return (
    <Alert tone="warning" className="pl-report__unreliable">
      <strong>Resultado no confiable:</strong> {flagged.join(' ')} No se sacan conclusiones favorables de este resultado.
    </Alert>
  );
}

/** One test's figures and conclusions, or that it was not taken. */
function TestBody({ report, test }: { report: TestReportData; test: TestKind }) {
  if (test === 'toulouse') return report.toulouse ? <Toulouse report={report.toulouse} /> : <NoResult report={report} test="toulouse" />;
  if (test === 'mbti') {
    if (report.mbti) return <Personality report={report.mbti} />;
    return report.mbtiWithheld ? <p className="pl-muted">{TESTS_MESSAGES.mbtiWithheld}</p> : <NoResult report={report} test="mbti" />;
  }
  return report.cards ? <Matrices report={report.cards} /> : <NoResult report={report} test="cards" />;
}

export interface TestReportProps {
  report: TestReportData;
  /** Level of the section headings, so the report fits the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  /**
   * One test's body only, without the title and the candidate: the candidate's own pages show it
   * under each finished test.
   */
  only?: TestKind;
}

/** The tests report a company, a tester or the candidate reads: figures and conclusions per test, computed by the server. */
export function TestReport({ report, headingLevel = 2, only }: TestReportProps) {
  if (only) {
    return (
      <div className="pl-report">
        <UnreliableWarning report={report} tests={[only]} />
        <TestBody report={report} test={only} />
      </div>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="pl-report" aria-labelledby="pl-report-title">
      <Heading id="pl-report-title" className="pl-report__title">
        Informe de tests{report.candidate.name ? ` de ${report.candidate.name}` : ''}
      </Heading>
      {report.candidate.email && <p className="pl-muted">{report.candidate.email}</p>}
      <UnreliableWarning report={report} tests={TEST_KINDS} />
      {TEST_KINDS.map((test) => (
        <Section key={test} id={`pl-report-${test}`} title={SECTION_TITLES[test]}>
          <TestBody report={report} test={test} />
        </Section>
      ))}
    </article>
  );
}

/** The candidate's own pages: one finished test's full report, folded under the test so a list stays short at 360 px. */
export function TestReportDetails({ report, test }: { report: TestReportData; test: TestKind }) {
  return (
    <details className="pl-report-details">
      <summary>Ver informe completo</summary>
      <TestReport report={report} only={test} />
    </details>
  );
}
