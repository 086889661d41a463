import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { TEST_INFO, TEST_KINDS, TESTS_MESSAGES, validUntilText, type TestStatus } from '@postulate/contracts';
import { Alert, Icon, Loading } from '@postulate/ui';
import { fetchMyTests } from '../api/testsPanelApi';
import './TestsPanel.css';

const DESCRIPTIONS = {
  toulouse: 'Marcá en una grilla los símbolos iguales a los modelos.',
  mbti: 'Preguntas sobre cómo preferís actuar y decidir; no hay respuestas correctas ni incorrectas.',
  cards: 'Completá matrices de figuras eligiendo la que sigue la regla.',
} as const;

/** 'Mis Tests': each test 'Completado' with its validity date, or 'Comenzar test' while pending. */
export function TestsPanel() {
  const [tests, setTests] = useState<TestStatus[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMyTests(controller.signal).then(setTests, (failure: unknown) => {
      if (!controller.signal.aborted) setError(errorMessage(failure));
    });
    return () => controller.abort();
  }, []);

  return (
    <section className="pl-stack" aria-labelledby="mis-tests-title">
      <h1 id="mis-tests-title" className="pl-page-title">
        Mis Tests
      </h1>
      <p>
        Prestá mucha atención y seguí las instrucciones de cada test. Son rápidos y sencillos, y cada uno se hace una sola vez: elegí
        un momento tranquilo, sin interrupciones. ¡Éxitos!
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {!tests && !error && <Loading />}
      {tests && (
        <ul className="app-tests">
          {TEST_KINDS.map((test) => {
            const status = tests.find((entry) => entry.test === test);
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
                {status?.state === 'done' ? (
                  <div className="app-tests__done">
                    <p className="app-tests__completed">
                      <Icon name="check" size={18} /> {TESTS_MESSAGES.completed}
                    </p>
                    {status.validUntil && <p className="pl-small">{validUntilText(status.validUntil)}</p>}
                  </div>
                ) : (
                  <div className="app-tests__start">
                    {status?.state === 'in_progress' && <p className="pl-small">Ya empezaste este test: el tiempo sigue corriendo.</p>}
                    <Link className="pl-button pl-button--primary" to={`/mistests/${test}`} aria-label={`${TESTS_MESSAGES.start} ${number}`}>
                      {TESTS_MESSAGES.start}
                    </Link>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
