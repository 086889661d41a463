import type { ReactNode } from 'react';
import { TESTS_MESSAGES, formatDmy, type CardsReport, type IntegrityLog, type MbtiReport, type TestReportData, type ToulouseReport } from '@postulate/contracts';
import { Alert } from '../components/Alert';
import './TestReport.css';

const day = (iso: string) => formatDmy(new Date(iso));

/** mm:ss (h:mm:ss from an hour on) of a stretch of time. */
function clock(ms: number): string {
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
  const times = log.itemMs.map((entry) => entry.ms);
  const average = times.length ? times.reduce((total, ms) => total + ms, 0) / times.length : 0;
  const slowest = log.itemMs.reduce<{ id: number; ms: number } | null>((worst, entry) => (!worst || entry.ms > worst.ms ? entry : worst), null);
  return (
    // Open from the start when it holds the reason the result is not reliable.
    <details className="pl-report__integrity" open={log.flags.length > 0}>
      <summary>Registro de integridad</summary>
      <p className="pl-muted pl-small">Evidencia para revisar junto con el resultado; por sí sola no descalifica a nadie.</p>
      <ul>
        {log.flags.map((flag) => (
          <li key={flag}>
            <strong>{flag}</strong>
          </li>
        ))}
        <li>
          {log.hidden.length === 0
            ? 'La página no quedó oculta durante el test.'
            : `La página quedó oculta ${log.hidden.length} ${log.hidden.length === 1 ? 'vez' : 'veces'}, ${clock(log.hiddenTotalMs)} en total.`}
        </li>
        {log.hidden.length > 0 && (
          <li>
            Momentos:{' '}
            {log.hidden
              .slice(0, 10)
              .map((entry) => `a los ${clock(entry.atMs)} durante ${clock(entry.ms)}`)
              .join('; ')}
            {log.hidden.length > 10 ? '…' : ''}
          </li>
        )}
        <li>
          {times.length
            ? `Tiempo por ${itemLabel}: ${clock(average)} en promedio; el más largo, ${clock(slowest!.ms)} (n.º ${slowest!.id}).`
            : `Sin tiempos por ${itemLabel} registrados.`}
        </li>
        <li>{log.resumes === 0 ? 'No retomó el test después de recargar la página.' : `Retomó el test ${log.resumes} ${log.resumes === 1 ? 'vez' : 'veces'} (recarga u otra pestaña).`}</li>
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

const notTaken = <p className="pl-muted">Todavía no realizó este test.</p>;

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
      {!report.conclusionsApply && <p className="pl-small">Las conclusiones se sacan a partir de 100 aciertos.</p>}
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
        <strong>Cuestionario incompleto:</strong> respondió {report.answered} de {report.total} preguntas. Para describir un
        tipo hacen falta al menos tres de cada cuatro preguntas de cada par (
        {report.minimumPerPair.map((entry) => `${PAIR_LABEL(entry.pair)}: ${entry.minimum} de ${entry.total}`).join('; ')}), así que
        este informe no muestra ningún tipo.
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
function UnreliableWarning({ report }: { report: TestReportData }) {
  const flagged = (['toulouse', 'mbti', 'cards'] as const).flatMap((test) =>
    (report[test]?.integrity.flags ?? []).map((flag) => `${SECTION_TITLES[test]}: ${flag}`),
  );
  if (flagged.length === 0) return null;
  return (
    <Alert tone="warning" className="pl-report__unreliable">
      <strong>Resultado no confiable:</strong> {flagged.join(' ')} No se sacan conclusiones favorables de este resultado.
    </Alert>
  );
}

export interface TestReportProps {
  report: TestReportData;
  /** Level of the section headings, so the report fits the page's outline. Default 2. */
  headingLevel?: 2 | 3;
}

/** The tests report a company or a tester reads: figures and conclusions per test, computed by the server. */
export function TestReport({ report, headingLevel = 2 }: TestReportProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="pl-report" aria-labelledby="pl-report-title">
      <Heading id="pl-report-title" className="pl-report__title">
        Informe de tests{report.candidate.name ? ` de ${report.candidate.name}` : ''}
      </Heading>
      {report.candidate.email && <p className="pl-muted">{report.candidate.email}</p>}
      <UnreliableWarning report={report} />
      <Section id="pl-report-toulouse" title={SECTION_TITLES.toulouse}>
        {report.toulouse ? <Toulouse report={report.toulouse} /> : notTaken}
      </Section>
      <Section id="pl-report-mbti" title={SECTION_TITLES.mbti}>
        {report.mbti ? <Personality report={report.mbti} /> : report.mbtiWithheld ? <p className="pl-muted">{TESTS_MESSAGES.mbtiWithheld}</p> : notTaken}
      </Section>
      <Section id="pl-report-cards" title={SECTION_TITLES.cards}>
        {report.cards ? <Matrices report={report.cards} /> : notTaken}
      </Section>
    </article>
  );
}
