import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { holdHistoryTraversal, leaveWhenAllowed, listenBeforeRouter, useLeaveGuardStore } from './leave-guard';

listenBeforeRouter();

/** Resolves on the next popstate the page gets (after any listener of the test's). */
const nextPop = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
/** A held popstate reaches no later listener: the test watches the history's moves instead. */
const afterMoves = () => new Promise<void>((resolve) => setTimeout(resolve, 100));

/** Three portal entries as BrowserRouter writes them, the page on the second. */
async function threeEntries() {
  window.history.replaceState({ idx: 0, key: 'a' }, '', '/micv');
  window.history.pushState({ idx: 1, key: 'b' }, '', '/micv/formacion');
  window.history.pushState({ idx: 2, key: 'c' }, '', '/micv/experiencia');
  const popped = nextPop();
  window.history.back();
  await popped;
  expect(window.location.pathname).toBe('/micv/formacion');
}

describe('holding Back and Forward', () => {
  let release = () => undefined as void;
  afterEach(() => release());

  it('undoes Back before the router hears of it, and makes it again when the person chooses to leave', async () => {
    await threeEntries();
    // Added after the hold's listener, as BrowserRouter's is.
    const router = jest.fn();
    window.addEventListener('popstate', router);
    let proceed: (() => void) | undefined;
    release = holdHistoryTraversal((leave) => (proceed = leave));

    window.history.back();
    await afterMoves();
    expect(window.location.pathname).toBe('/micv/formacion');
    expect(router).not.toHaveBeenCalled();
    expect(proceed).toBeDefined();

    proceed!();
    await nextPop();
    expect(window.location.pathname).toBe('/micv');
    expect(router).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', router);
  });

  it('holds Forward the same way', async () => {
    await threeEntries();
    const held = jest.fn();
    release = holdHistoryTraversal(held);
    window.history.forward();
    await afterMoves();
    expect(window.location.pathname).toBe('/micv/formacion');
    expect(held).toHaveBeenCalledTimes(1);
  });

  it('ends where the screen is when Back is pressed three times in a row, and leaves for the last one asked', async () => {
    window.history.replaceState({ idx: 0, key: 'a' }, '', '/micv/privacidad');
    window.history.pushState({ idx: 1, key: 'b' }, '', '/micv/formacion');
    window.history.pushState({ idx: 2, key: 'c' }, '', '/micv/experiencia');
    window.history.pushState({ idx: 3, key: 'd' }, '', '/micv');
    let proceed: (() => void) | undefined;
    release = holdHistoryTraversal((leave) => (proceed = leave));
    window.history.back();
    window.history.back();
    window.history.back();
    await afterMoves();
    expect(window.location.pathname).toBe('/micv');
    proceed!();
    await nextPop();
    expect(window.location.pathname).not.toBe('/micv');
  });

  it('lets every move through once released', async () => {
    await threeEntries();
    const held = jest.fn();
    holdHistoryTraversal(held)();
    window.history.back();
    await nextPop();
    expect(window.location.pathname).toBe('/micv');
    expect(held).not.toHaveBeenCalled();
  });
});

describe('leaving on the portal’s own initiative', () => {
  afterEach(() => useLeaveGuardStore.setState({ ask: null }));

  it('leaves at once when no screen holds unsaved edits', () => {
    const leave = jest.fn();
    leaveWhenAllowed(leave);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('hands the leaving to the screen with unsaved edits, which decides', () => {
    const leave = jest.fn();
    let asked: (() => void) | undefined;
    useLeaveGuardStore.setState({ ask: (next) => (asked = next) });
    leaveWhenAllowed(leave);
    expect(leave).not.toHaveBeenCalled();
    asked!();
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
