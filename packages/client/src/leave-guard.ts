import { create } from 'zustand';

type Leave = () => void;

interface LeaveGuardState {
  /** Set by the screen holding unsaved edits: it asks the person, then calls `leave` or not. */
  ask: ((leave: Leave) => void) | null;
}

/**
 * The one place a screen with unsaved edits is known to the rest of the portal: the shell's
 * 'Cerrar sesión' goes through `leaveWhenAllowed`, so it asks before the edits are thrown away.
 */
export const useLeaveGuardStore = create<LeaveGuardState>(() => ({ ask: null }));

export function leaveWhenAllowed(leave: Leave): void {
  const { ask } = useLeaveGuardStore.getState();
  if (ask) ask(leave);
  else leave();
}

/** The position react-router's BrowserRouter writes into each history entry it makes. */
function entryIndex(): number | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/** The popstate handler of the screen holding Back and Forward, if one does. */
let hold: ((event: PopStateEvent) => void) | null = null;
let listening = false;

/**
 * Called once before the router starts listening. Listeners of one event run in the order they
 * were added and the router's own re-renders the screen before the next one runs (a later
 * listener would find the screen, and its hold, gone), so the hold's listener must come first.
 */
export function listenBeforeRouter(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (event) => hold?.(event));
}

/**
 * Holds the browser's Back and Forward within the portal: the move is undone before the router
 * sees it, and `onHeld` gets a `proceed` that makes it again. BrowserRouter has no blocker (only
 * the data routers do, with most of react-router's weight). Needs `listenBeforeRouter`.
 */
export function holdHistoryTraversal(onHeld: (proceed: Leave) => void): () => void {
  const current = entryIndex();
  const onPopState = (event: PopStateEvent) => {
    const reached = entryIndex();
    if (current === undefined || reached === undefined) return;
    event.stopImmediatePropagation();
    // Back where the screen is: an undoing move landed.
    if (reached === current) return;
    // Each move is undone from the positions themselves, so Back pressed several times in a row
    // (its moves and the undoing ones interleaved) still ends where the screen is.
    window.history.go(current - reached);
    onHeld(() => {
      // The person chose to leave: the last move asked for is made again, this time for the router to see.
      release();
      window.history.go(reached - current);
    });
  };
  const release = () => {
    if (hold === onPopState) hold = null;
  };
  hold = onPopState;
  return release;
}
