import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { apiRequest } from './http';

/**
 * Fetches a proof-of-work challenge from the API and solves it in the browser. The result is the
 * `tokenCaptcha` the server verifies once; a fresh token is needed for every submission.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const challenge = await apiRequest<Challenge>('/api/captcha/challenge', { signal });
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new Error('captcha sin resolver');
  return btoa(JSON.stringify({ challenge, solution }));
}
