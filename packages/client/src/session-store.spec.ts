import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MESSAGES } from '@postulate/contracts';
import { useSessionStore } from './session-store';

// jsdom has no Response: the fields apiRequest reads.
const json = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body }) as Response;

const credentials = { name: 'postulante', pass: 'demo1234', tokenCaptcha: 'captcha' };

describe('session store login', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("calls the API on the page's own origin and keeps the profile the cookie opens", async () => {
    const calls: string[] = [];
    const profile = { name: 'postulante', role: 'POSTULANTE', csrfToken: 'csrf' };
    globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
      calls.push(String(input));
      return String(input).endsWith('/login') ? json(200, { message: 'ok' }) : json(200, profile);
    }) as typeof fetch;

    await expect(useSessionStore.getState().login(credentials)).resolves.toEqual(profile);
    expect(calls).toEqual([`${window.location.origin}/api/usuar/login`, `${window.location.origin}/api/usuar/session`]);
  });

  it('says the browser kept no session cookie, instead of telling the person to retry, when login succeeds but the cookie did not stick', async () => {
    globalThis.fetch = jest.fn(async (input: string | URL | Request) =>
      String(input).endsWith('/login') ? json(200, { message: 'ok' }) : json(200, { signedIn: false }),
    ) as typeof fetch;

    await expect(useSessionStore.getState().login(credentials)).rejects.toThrow(MESSAGES.sessionNotStored);
    expect(MESSAGES.sessionNotStored).not.toMatch(/vuelva a intentar|unos segundos/);
  });

  it("loads a visitor's page as no profile, from an answer that is not an error", async () => {
    useSessionStore.setState({ profile: null, status: 'idle' });
    globalThis.fetch = jest.fn(async () => json(200, { signedIn: false })) as typeof fetch;
    await expect(useSessionStore.getState().load()).resolves.toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ status: 'ready', profile: null });
  });

  it('hands back only the reset token when the password must be changed first, and asks for no profile', async () => {
    useSessionStore.setState({ profile: null });
    const calls: string[] = [];
    globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
      calls.push(String(input));
      return json(200, { message: MESSAGES.mustChangePassword, mustChangePassword: true, passwordResetToken: 'tok-corta' });
    }) as typeof fetch;

    await expect(useSessionStore.getState().login({ ...credentials, pass: 'mate' })).resolves.toEqual({ passwordResetToken: 'tok-corta' });
    expect(calls).toEqual([`${window.location.origin}/api/usuar/login`]);
    expect(useSessionStore.getState().profile).toBeNull();
  });

  it('refreshes the profile after a finished test, and keeps the person signed in when that read fails', async () => {
    const before = { name: 'postulante', role: 'POSTULANTE', csrfToken: 'csrf', haveToulouse: false } as never;
    useSessionStore.setState({ status: 'ready', profile: before });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await useSessionStore.getState().refresh();
    expect(useSessionStore.getState().profile).toBe(before);

    const after = { name: 'postulante', role: 'POSTULANTE', csrfToken: 'csrf', haveToulouse: true };
    globalThis.fetch = jest.fn(async () => json(200, after)) as typeof fetch;
    await useSessionStore.getState().refresh();
    expect(useSessionStore.getState().profile).toEqual(after);
  });
});
