import { useCallback, useEffect, useRef, useState } from 'react';
import { TESTS_MESSAGES, type MbtiItem, type StartResponse } from '@postulate/contracts';
import { Alert, Button } from '@postulate/ui';
import { Countdown } from '../../runner/components/Countdown';
import { FinishedPanel } from '../../runner/components/FinishedPanel';
import { SaveIndicator } from '../../runner/components/SaveIndicator';
import type { RunProps } from '../../runner/components/TestPage';
import { OpenElsewhere } from '../../runner/components/OpenElsewhere';
import { useAttempt } from '../../runner/hooks/useAttempt';
import { useFinishTest } from '../../runner/hooks/useFinishTest';

export function MbtiIntro({ begin, busy }: { begin: () => void; busy: boolean }) {
  return (
    <div className="pl-card pl-stack">
      <p>
        Este cuestionario describe cómo preferís actuar, decidir y organizarte. No hay respuestas correctas ni incorrectas: elegí en cada caso la opción que más
        se parezca a vos, sin pensarlo demasiado.
      </p>
      <p>
        Son 93 preguntas en cuatro pasos. Para pasar al siguiente tenés que responder todas las del paso. Tenés alrededor de 40 minutos; el reloj empieza al
        tocar Comenzar.
      </p>
      <div className="pl-actions">
        <Button variant="primary" onClick={begin} busy={busy}>
          {TESTS_MESSAGES.begin}
        </Button>
      </div>
    </div>
  );
}

function Question({ item, value, onChoose }: { item: MbtiItem; value: 'A' | 'B' | undefined; onChoose: (id: number, value: 'A' | 'B') => void }) {
  const legend = item.text ? `${item.id}. ${item.text}` : `${item.id}.`;
  return (
    <fieldset className={`tt-question${item.text ? '' : ' tt-question--pair'}`}>
      <legend>{legend}</legend>
      <div className="tt-question__options">
        {item.options.map((option) => (
          <label key={option.key} className={`pl-check tt-option${value === option.key ? ' is-chosen' : ''}`}>
            <input type="radio" name={`q${item.id}`} value={option.key} checked={value === option.key} onChange={() => onChoose(item.id, option.key)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MbtiRun({ attempt, api, onFinished, onExit, exitLabel }: RunProps<Extract<StartResponse, { test: 'mbti' }>>) {
  const { steps } = attempt.content;
  const { deadline, record, flush, saveState, refusal, openElsewhere } = useAttempt(api, 'mbti', attempt);
  const [answers, setAnswers] = useState<Record<string, 'A' | 'B'>>(attempt.saved.answers);
  // A resumed attempt continues at the first step with questions left.
  const [stepIndex, setStepIndex] = useState(() => {
    const index = steps.findIndex((step) => step.items.some((item) => !attempt.saved.answers[item.id]));
    return index === -1 ? steps.length - 1 : index;
  });
  const lastAnswer = useRef(performance.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps[stepIndex];
  const isLast = stepIndex === steps.length - 1;
  const missing = step.items.filter((item) => !answers[item.id]).length;
  const complete = missing === 0;

  useEffect(() => {
    lastAnswer.current = performance.now();
    heading.current?.focus();
  }, [stepIndex]);

  const choose = useCallback(
    (id: number, value: 'A' | 'B') => {
      const now = performance.now();
      record({ id, value, ms: Math.round(now - lastAnswer.current) });
      lastAnswer.current = now;
      setAnswers((previous) => ({ ...previous, [id]: value }));
    },
    [record],
  );

  const { phase, error, finish } = useFinishTest(api, 'mbti', flush, refusal, onFinished);

  if (phase === 'done') {
    return (
      <FinishedPanel
        title={TESTS_MESSAGES.finished}
        thanks="Gracias por completar el test de personalidad."
        refusal={refusal}
        phase={phase}
        onExit={onExit}
        exitLabel={exitLabel}
      />
    );
  }

  if (openElsewhere) return <OpenElsewhere />;

  return (
    <form
      className="pl-stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete) return;
        if (isLast) finish();
        else setStepIndex(stepIndex + 1);
      }}
    >
      <div className="tt-toolbar">
        <h1 ref={heading} tabIndex={-1} className="tt-step-title">
          Test de personalidad · Paso {step.step} de {steps.length}
        </h1>
        <Countdown deadline={deadline} onZero={() => finish()} />
        <SaveIndicator state={saveState} />
      </div>
      {step.prompt && <p className="tt-prompt">{step.prompt}</p>}
      <div className="tt-questions">
        {step.items.map((item) => (
          <Question key={item.id} item={item} value={answers[item.id]} onChoose={choose} />
        ))}
      </div>
      {phase === 'error' && <Alert tone="error">{error}</Alert>}
      <div className="pl-actions">
        {complete ? (
          <Button type="submit" variant="primary" busy={phase === 'finishing'}>
            {isLast ? TESTS_MESSAGES.finish : TESTS_MESSAGES.nextStep}
          </Button>
        ) : (
          // The spec's disabled plain button, with the reason next to it.
          <>
            <span className="pl-small pl-muted" id="tt-missing">
              {missing === 1 ? 'Falta 1 respuesta en este paso' : `Faltan ${missing} respuestas en este paso`}
            </span>
            <button type="button" disabled aria-describedby="tt-missing">
              {isLast ? TESTS_MESSAGES.finish : TESTS_MESSAGES.nextStep}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
