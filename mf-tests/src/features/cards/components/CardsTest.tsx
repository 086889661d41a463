import { useEffect, useRef, useState } from 'react';
import { CARDS, TESTS_MESSAGES, type StartResponse } from '@postulate/contracts';
import { Button } from '@postulate/ui';
import { Countdown } from '../../runner/components/Countdown';
import { FinishedPanel } from '../../runner/components/FinishedPanel';
import { SaveIndicator } from '../../runner/components/SaveIndicator';
import type { RunProps } from '../../runner/components/TestPage';
import { OpenElsewhere } from '../../runner/components/OpenElsewhere';
import { useAttempt } from '../../runner/hooks/useAttempt';
import { useFinishTest } from '../../runner/hooks/useFinishTest';
import { EXAMPLE_ANSWER, EXAMPLE_MATRIX, EXAMPLE_OPTIONS } from './cards-example';
import { Matrix, MatrixFigure } from './MatrixFigure';

export function CardsIntro({ begin, busy }: { begin: () => void; busy: boolean }) {
  return (
    <div className="pl-card pl-stack">
      <p>
        Completá la matriz del recuadro eligiendo una de las figuras de abajo. Observá cómo cambian las figuras a lo largo de cada fila (forma, tamaño, tono,
        cantidad o posición) y elegí la que sigue la misma regla en la última fila.
      </p>
      <div className="tt-example-card">
        <Matrix cells={EXAMPLE_MATRIX} label="Ejemplo de matriz con la última celda vacía" />
        <ol className="tt-options tt-options--example" aria-label="Opciones de ejemplo">
          {EXAMPLE_OPTIONS.map((panel, index) => (
            <li key={index} className={`tt-option-card${index + 1 === EXAMPLE_ANSWER ? ' is-chosen' : ''}`}>
              <span className="tt-option-card__number" aria-hidden="true">
                {index + 1}
              </span>
              <MatrixFigure panel={panel} label={`Opción ${index + 1}`} />
            </li>
          ))}
        </ol>
        <p className="pl-small">
          En el ejemplo cada fila mantiene su tono y las figuras crecen de izquierda a derecha: la respuesta es la opción {EXAMPLE_ANSWER}.
        </p>
      </div>
      <p>Son 36 matrices, cada una con 8 figuras para elegir. Tenés alrededor de 60 minutos; el reloj empieza al tocar Comenzar.</p>
      <div className="pl-actions">
        <Button variant="primary" onClick={begin} busy={busy}>
          {TESTS_MESSAGES.begin}
        </Button>
      </div>
    </div>
  );
}

export function CardsRun({ attempt, api, onFinished, onExit, exitLabel }: RunProps<Extract<StartResponse, { test: 'cards' }>>) {
  const { items } = attempt.content;
  const { deadline, record, flush, saveState, refusal, openElsewhere } = useAttempt(api, 'cards', attempt);
  const [answers, setAnswers] = useState<Record<string, number>>(attempt.saved.answers);
  const [index, setIndex] = useState(() => {
    const first = items.findIndex((item) => !attempt.saved.answers[item.id]);
    return first === -1 ? items.length - 1 : first;
  });
  const shownAt = useRef(performance.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const item = items[index];
  const chosen = answers[item.id];
  const isLast = index === items.length - 1;
  // The accessible format: every figure comes with its description.
  const described = item.matrix[0].description !== undefined;

  useEffect(() => {
    shownAt.current = performance.now();
    heading.current?.focus();
  }, [index]);

  const choose = (option: number) => {
    // Choosing again replaces the earlier choice; the time is the time spent on this matrix.
    record({ id: item.id, value: option, ms: Math.round(performance.now() - shownAt.current) });
    setAnswers((previous) => ({ ...previous, [item.id]: option }));
  };

  const { phase, finish } = useFinishTest(api, 'cards', flush, refusal, onFinished);

  if (phase === 'done' || phase === 'error') {
    return (
      <FinishedPanel
        title={TESTS_MESSAGES.finished}
        thanks="Gracias por completar el test de razonamiento."
        refusal={refusal}
        phase={phase}
        retry={finish}
        onExit={onExit}
        exitLabel={exitLabel}
      />
    );
  }

  if (openElsewhere) return <OpenElsewhere />;

  return (
    <div className="pl-stack">
      <div className="tt-toolbar">
        <h1 ref={heading} tabIndex={-1} className="tt-step-title">
          <span className="pl-visually-hidden">Matriz </span>
          {index + 1}/{CARDS.items}
        </h1>
        <Countdown deadline={deadline} onZero={() => finish()} />
        <SaveIndicator state={saveState} />
      </div>
      {described && (
        <p className="pl-small">
          Cada figura tiene su descripción. Los tamaños se cuentan desde 1, el más pequeño; los tonos, desde 0 (blanco) hasta 5 (negro). La matriz se lee por
          filas, de izquierda a derecha.
        </p>
      )}
      <Matrix cells={item.matrix} label={`Matriz ${index + 1}: ocho figuras y una celda vacía para completar`} />
      <fieldset className="tt-options-set">
        <legend className="pl-visually-hidden">Elegí la figura que completa la matriz</legend>
        <div className="tt-options">
          {item.options.map((panel, option) => (
            <label key={`${item.id}-${option}`} className={`tt-option-card${chosen === option + 1 ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                className="pl-visually-hidden"
                name={`matriz-${item.id}`}
                value={option + 1}
                checked={chosen === option + 1}
                onChange={() => choose(option + 1)}
              />
              <span className="tt-option-card__number" aria-hidden="true">
                {option + 1}
              </span>
              <MatrixFigure panel={panel} label={`Opción ${option + 1}`} />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="pl-actions">
        <Button variant="primary" disabled={!chosen} busy={phase === 'finishing'} onClick={() => (isLast ? finish() : setIndex(index + 1))}>
          {isLast ? TESTS_MESSAGES.finish : TESTS_MESSAGES.next}
        </Button>
      </div>
    </div>
  );
}
