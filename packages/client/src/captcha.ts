import { api } from './route-client';

/**
 * Fetches a proof-of-work challenge from the API and solves it in the browser. The result is the
 * `tokenCaptcha` the server verifies once; a fresh token is needed for every submission.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  // The solver loads with the first form that needs it, not with every page (the home's budget).
  const [{ solveChallenge }, { deriveKey }, challenge] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
    api.captcha.challenge({}, signal),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new Error('captcha sin resolver');
  return btoa(JSON.stringify({ challenge, solution }));
}
