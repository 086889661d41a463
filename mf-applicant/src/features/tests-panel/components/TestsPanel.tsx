import { Link } from 'react-router-dom';
import { errorMessage, useSessionStore } from '@postulate/client';
import { TEST_INFO, TEST_KINDS, TESTS_MESSAGES, validUntilText, type TestKind, type TestReportData } from '@postulate/contracts';
import { Alert, Icon, Loading } from '@postulate/ui';
import { TestReportDetails } from '@postulate/ui/reports';
import { AccommodationPanel } from '../../accommodations/components/AccommodationPanel';
import { useMyReport, useMyTests } from '../api/tests-panel-api';
import { MbtiSharing } from './MbtiSharing';
import './TestsPanel.css';

const DESCRIPTIONS = {
  toulouse: 'Marcá en una grilla los símbolos iguales a los modelos.',
  mbti: 'Preguntas sobre cómo preferís actuar y decidir; no hay respuestas correctas ni incorrectas.',
  cards: 'Completá matrices de figuras eligiendo la que sigue la regla.',
} as const;

/** The candidate's own short result of a finished test: what it measured, in plain words. */
function OwnResult({ test, report }: { test: TestKind; report: TestReportData }) {
  if (test === 'toulouse' && report.toulouse) {
    return (
      <div className="app-tests__result">
        <p>
          Cociente de concentración: <strong>{report.toulouse.quotient ?? '—'}</strong>
        </p>
        <p className="pl-muted pl-small">
          Compara tus aciertos con tus errores y omisiones: cuanto más cerca de 1, más símbolos del modelo marcaste y menos errores tuviste.
        </p>
      </div>
    );
  }
  if (test === 'mbti' && report.mbti) {
    const mbti = report.mbti;
    return (
      <div className="app-tests__result">
        {!mbti.complete ? (
          <p className="pl-small">{`Respondiste ${mbti.answered} de ${mbti.total} preguntas: no alcanza para describir un tipo.`}</p>
        ) : !mbti.interpretable ? (
          <p className="pl-small">{mbti.reason}</p>
        ) : (
          <>
            <p>
              Tu tipo: <strong>{mbti.type}</strong>
              {mbti.title && ` · ${mbti.title}`}
            </p>
            {mbti.description ? (
              <p className="pl-small">{mbti.description}</p>
            ) : (
              <p className="pl-small">En algún par no mostraste una preferencia clara (·): el informe completo lo detalla.</p>
            )}
          </>
        )}
        <p className="pl-muted pl-small">Describe cómo preferís trabajar: ningún tipo es mejor ni peor que otro.</p>
      </div>
    );
  }
  if (test === 'cards' && report.cards) {
    const { level, score, total } = report.cards;
    return (
      <div className="app-tests__result">
        <p>
          Razonamiento con matrices: <strong>{level ?? 'sin nivel'}</strong> ({score} de {total} aciertos)
        </p>
        {!level && <p className="pl-muted pl-small">El resultado no es confiable (el informe completo dice por qué), así que no se asigna un nivel.</p>}
      </div>
    );
  }
  return null;
}

/**
 * The candidate's right of access: the short result, then the same report body the company reads.
 * A test taken before the account was deleted keeps its state without a result: that says why.
 */
function FullReport({ test, report }: { test: TestKind; report: TestReportData }) {
  if (!report[test])
    return <p className="app-tests__result pl-small">El resultado se borró con tu cuenta anterior; vas a poder repetir el test cuando venza.</p>;
  return (
    <>
      <OwnResult test={test} report={report} />
      <TestReportDetails report={report} test={test} />
    </>
  );
}

/**
 * 'Mis Tests': each test 'Completado' with its validity date, the candidate's own short result and
 * the full report, or 'Comenzar test' while pending.
 */
export function TestsPanel() {
  const status = useMyTests();
  const applicantId = useSessionStore((state) => state.profile?.postulante?.id);
  const tests = status.data;
  // The states already say what matters; results that fail to load are simply not shown.
  const report = useMyReport(applicantId, tests?.some((entry) => entry.state === 'done') ?? false).data;
  const error = status.isError ? errorMessage(status.error) : null;

  return (
    <section className="pl-stack" aria-labelledby="mis-tests-title">
      <h1 id="mis-tests-title" className="pl-page-title">
        Mis Tests
      </h1>
      <p>
        Prestá mucha atención y seguí las instrucciones de cada test. Son rápidos y sencillos, y cada uno se hace una sola vez: elegí un momento tranquilo, sin
        interrupciones. ¡Éxitos!
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {!tests && !error && <Loading />}
      {tests && (
        <ul className="app-tests">
          {TEST_KINDS.map((test) => {
            const state = tests.find((entry) => entry.test === test);
            const { number, title, minutes } = TEST_INFO[test];
            return (
              <li key={test} className="pl-card app-tests__item">
                <div className="app-tests__text">
                  <h2 className="pl-card__title">{`Test ${number}`}</h2>
                  <p className="app-tests__name">{title}</p>
                  <p className="pl-muted pl-small">
                    {DESCRIPTIONS[test]} Alrededor de {minutes} minutos.
                  </p>
                </div>
                {state?.state === 'done' ? (
                  <div className="app-tests__done">
                    <p className="app-tests__completed">
                      <Icon name="check" size={18} /> {TESTS_MESSAGES.completed}
                    </p>
                    {state.validUntil && <p className="pl-small">{validUntilText(state.validUntil)}</p>}
                  </div>
                ) : (
                  <div className="app-tests__start">
                    {state?.state === 'in_progress' && <p className="pl-small">Ya empezaste este test: el tiempo sigue corriendo.</p>}
                    <Link className="pl-button pl-button--primary" to={`/mistests/${test}`} aria-label={`${TESTS_MESSAGES.start} ${number}`}>
                      {TESTS_MESSAGES.start}
                    </Link>
                  </div>
                )}
                {state && <AccommodationPanel test={test} state={state.state} />}
                {state?.state === 'done' && report && <FullReport test={test} report={report} />}
                {test === 'mbti' && <MbtiSharing />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
