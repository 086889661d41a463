import type { SaveState } from '../hooks/useAttempt';

/** A quiet line about autosave; only a lost connection asks for attention. */
export function SaveIndicator({ state }: { state: SaveState }) {
  return (
    <p className={`tt-save tt-save--${state} pl-small`} role="status">
      {state === 'offline' ? 'Sin conexión: tus respuestas se guardan apenas vuelva.' : state === 'saving' ? 'Guardando respuestas…' : ''}
    </p>
  );
}
