import { useCallback, useMemo, useRef, useState } from 'react';
import { TESTS_MESSAGES, type StartResponse } from '@postulate/contracts';
import { Alert, Button } from '@postulate/ui';
import { Countdown } from '../../runner/components/Countdown';
import { FinishedPanel } from '../../runner/components/FinishedPanel';
import { SaveIndicator } from '../../runner/components/SaveIndicator';
import type { RunProps } from '../../runner/components/TestPage';
import { OpenElsewhere } from '../../runner/components/OpenElsewhere';
import { useAttempt } from '../../runner/hooks/useAttempt';
import { useFinishTest } from '../../runner/hooks/useFinishTest';
import { DIRECTIONS, Symbol } from './Symbol';
import { ToulouseGrid } from './ToulouseGrid';

const EXAMPLE = [0, 2, 5, 7];

export function ToulouseIntro({ begin, busy }: { begin: () => void; busy: boolean }) {
  return (
    <div className="pl-card pl-stack">
      <p>Vas a ver una grilla de 40 filas por 30 cuadraditos. Cada cuadradito tiene una pequeña línea que apunta en una de ocho direcciones, como estos:</p>
      {/* One picture to assistive technology: a bare element may not carry a name. */}
      <div className="tt-example" role="img" aria-label="Ejemplos de símbolos">
        {EXAMPLE.map((orientation) => (
          <Symbol key={orientation} orientation={orientation} large />
        ))}
      </div>
      <ul>
        <li>Arriba de la grilla vas a tener los modelos.</li>
        <li>Recorré la grilla fila por fila, de izquierda a derecha, y hacé clic en cada cuadradito igual a alguno de los modelos.</li>
        <li>Un clic marca el cuadradito y no se puede deshacer. Los cuadraditos anteriores que no marcaste quedan pasados.</li>
        <li>Con el teclado: movete con las flechas y marcá con Enter o la barra espaciadora.</li>
      </ul>
      <p>
        <strong>{TESTS_MESSAGES.toulouseDuration}</strong>. El reloj empieza al tocar Comenzar y sigue corriendo aunque cierres la página.
      </p>
      <div className="pl-actions">
        <Button variant="primary" onClick={begin} busy={busy}>
          {TESTS_MESSAGES.begin}
        </Button>
      </div>
    </div>
  );
}

export function ToulouseRun({ attempt, api, onFinished, onExit, exitLabel }: RunProps<Extract<StartResponse, { test: 'toulouse' }>>) {
  const { content } = attempt;
  const { deadline, record, flush, saveState, refusal, openElsewhere } = useAttempt(api, 'toulouse', attempt);
  const orientations = useMemo(() => [...content.cells].map(Number), [content.cells]);
  const [clicks, setClicks] = useState<number[]>(attempt.saved.cells);
  const furthest = useRef(clicks.length ? clicks[clicks.length - 1] : -1);
  const lastClick = useRef(performance.now());
  const selected = useMemo(() => new Set(clicks), [clicks]);

  const { phase, error, started, finish } = useFinishTest(api, 'toulouse', flush, refusal, onFinished);

  const select = useCallback(
    (cell: number) => {
      // Passed cells and the ones already marked cannot change.
      if (started() || cell <= furthest.current) return;
      furthest.current = cell;
      const now = performance.now();
      record({ id: cell, ms: Math.round(now - lastClick.current) });
      lastClick.current = now;
      setClicks((previous) => [...previous, cell]);
      if (cell === orientations.length - 1) finish();
    },
    [finish, orientations.length, record, started],
  );

  if (phase === 'done') {
    return <FinishedPanel title={TESTS_MESSAGES.toulouseDone} refusal={refusal} phase={phase} onExit={onExit} exitLabel={exitLabel} />;
  }

  if (openElsewhere) return <OpenElsewhere />;

  return (
    <div className="pl-stack">
      <div className="tt-toolbar">
        <div className="tt-models">
          <span className="tt-models__label">Modelos:</span>
          {content.models.map((orientation) => (
            <span key={orientation} className="tt-model" role="img" aria-label={`Modelo: trazo hacia ${DIRECTIONS[orientation]}`}>
              <Symbol orientation={orientation} large />
            </span>
          ))}
        </div>
        <Countdown deadline={deadline} onZero={() => finish()} />
        <SaveIndicator state={saveState} />
      </div>
      {phase === 'error' && (
        <Alert tone="error">
          {error}{' '}
          <Button variant="link" onClick={() => finish()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {phase === 'finishing' && <p role="status">Guardando tu resultado…</p>}
      <ToulouseGrid
        rows={content.rows}
        cols={content.cols}
        orientations={orientations}
        selected={selected}
        furthest={clicks.length ? clicks[clicks.length - 1] : -1}
        onSelect={select}
        disabled={phase !== 'running'}
      />
    </div>
  );
}
