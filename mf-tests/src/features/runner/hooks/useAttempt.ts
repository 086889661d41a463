import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@postulate/client';
import { ANSWERS_PER_REQUEST, HIDDEN_PER_REQUEST, type AnswerBatch, type StartResponse, type TestKind } from '@postulate/contracts';
import type { TestsApi } from '../api/tests-api';

export interface RecordedAnswer {
  id: number;
  value?: string | number;
  ms?: number;
}

/**
 * Answers go out in small batches: after a short pause, or at once when the server's limit per
 * request (ANSWERS_PER_REQUEST) is waiting.
 */
const FLUSH_DELAY_MS = 1500;
const RETRY_MS = 3000;

export type SaveState = 'idle' | 'saving' | 'offline';

/**
 * The running side of an attempt: a local deadline drawn from the server's remaining time (so a
 * reload resumes the clock rather than restarting it), autosave of raw answers in small batches,
 * and the log of when the page was hidden. The server decides what counts; this only reports.
 */
export function useAttempt(api: TestsApi, test: TestKind, attempt: StartResponse) {
  const { remainingMs, durationSeconds } = attempt.clock;
  // performance.now() is immune to the computer's clock being changed during the test.
  const deadline = useMemo(() => performance.now() + remainingMs, [remainingMs]);
  const startedAt = useMemo(() => performance.now() - (durationSeconds * 1000 - remainingMs), [durationSeconds, remainingMs]);
  const queue = useRef<{ answers: RecordedAnswer[]; hidden: { at: number; ms: number }[] }>({ answers: [], hidden: [] });
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closed = useRef(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  /** The server's reason when it refused answers for good (time is up by its clock, or already finished). */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The same test opened later in another tab of this browser: that one goes on, this one stops. */
  const [openElsewhere, setOpenElsewhere] = useState(false);

  const perRequest = ANSWERS_PER_REQUEST[test];

  /** Sends everything waiting, in requests within the server's limit: a backlog (the connection came back) takes several. */
  const send = useCallback(async () => {
    while (queue.current.answers.length || queue.current.hidden.length) {
      const waiting = queue.current;
      const batch = { answers: waiting.answers.slice(0, perRequest), hidden: waiting.hidden.slice(0, HIDDEN_PER_REQUEST) };
      queue.current = { answers: waiting.answers.slice(perRequest), hidden: waiting.hidden.slice(HIDDEN_PER_REQUEST) };
      setSaveState('saving');
      try {
        await api.answers(test, batch as AnswerBatch);
      } catch (error) {
        // Refused for good (time is up, already finished): the server keeps what it had.
        if (error instanceof ApiError && error.status === 409) {
          closed.current = true;
          setSaveState('idle');
          // The page's clock can lag the server's (a sleeping laptop, a frozen tab): the test ends here too.
          setRefusal(error.message);
          return;
        }
        queue.current = { answers: [...batch.answers, ...queue.current.answers], hidden: [...batch.hidden, ...queue.current.hidden] };
        setSaveState('offline');
        throw error;
      }
    }
    setSaveState('idle');
  }, [api, perRequest, test]);

  /** Sends what is waiting; batches never overlap, so the server sees clicks in order. */
  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = (running.current ?? Promise.resolve()).catch(() => undefined).then(send);
    running.current = next;
    return next;
  }, [send]);

  const schedule = useCallback(
    (delay: number) => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        flush().catch(() => schedule(RETRY_MS));
      }, delay);
    },
    [flush],
  );

  const record = useCallback(
    (answer: RecordedAnswer) => {
      if (closed.current) return;
      queue.current.answers.push(answer);
      if (queue.current.answers.length >= perRequest) flush().catch(() => schedule(RETRY_MS));
      else schedule(FLUSH_DELAY_MS);
    },
    [flush, perRequest, schedule],
  );

  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = performance.now();
        // The tab may be closing: send what is waiting now.
        flush().catch(() => undefined);
      } else if (hiddenAt !== null) {
        queue.current.hidden.push({ at: Math.round(hiddenAt - startedAt), ms: Math.round(performance.now() - hiddenAt) });
        hiddenAt = null;
        schedule(0);
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the page (the back button) still saves what was answered.
      flush().catch(() => undefined);
    };
  }, [flush, schedule, startedAt]);

  useEffect(() => {
    // Two tabs on one attempt would mark answers the server then refuses in one of them; the tab
    // opened last takes over (it resumes from what the server kept) and tells the others.
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(`postulate-test-${test}`);
    const tab = `${performance.timeOrigin}-${Math.random()}`;
    channel.onmessage = (event: MessageEvent<{ opened?: string }>) => {
      if (!event.data?.opened || event.data.opened === tab) return;
      flush().catch(() => undefined);
      closed.current = true;
      setOpenElsewhere(true);
    };
    channel.postMessage({ opened: tab });
    return () => channel.close();
  }, [flush, test]);

  return { deadline, record, flush, saveState, refusal, openElsewhere };
}
