import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, apiRequest, downloadFile, setCsrfSource } from './http';

describe('downloadFile', () => {
  const realFetch = globalThis.fetch;
  const realCreate = URL.createObjectURL;
  afterEach(() => {
    globalThis.fetch = realFetch;
    URL.createObjectURL = realCreate;
  });

  it("saves the answer under the server's file name, posting the list's filter as JSON with the session cookie", async () => {
    const sent: RequestInit[] = [];
    globalThis.fetch = jest.fn(async (_input: string | URL | Request, init?: RequestInit) => {
      sent.push(init!);
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-disposition': 'attachment; filename="usuarios-2026-11-25.csv"' }),
        blob: async () => new Blob(['\uFEFFUsuario'], { type: 'text/csv' }),
      } as unknown as Response;
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:export');
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    await downloadFile('/api/usuar/report.php', { method: 'POST', body: { fvalue: 'ana' } }, 'usuar.csv');
    expect(clicked).toEqual(['usuarios-2026-11-25.csv']);
    expect(sent[0]).toMatchObject({ method: 'POST', body: JSON.stringify({ fvalue: 'ana' }), credentials: 'include' });
    click.mockRestore();
  });

  it("throws the server's Spanish message when refused, and saves nothing", async () => {
    globalThis.fetch = jest.fn(
      async () => ({ ok: false, status: 400, json: async () => ({ message: 'Solo se puede filtrar por nombre' }) }) as Response,
    ) as typeof fetch;
    const error = await downloadFile('/api/nivel/report.php', { method: 'POST', body: {} }, 'nivel.csv').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Solo se puede filtrar por nombre');
  });
});

describe('apiRequest and the browser cache', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    setCsrfSource(() => null);
  });

  const sentCacheModes = async (csrf: string | null) => {
    const sent: RequestInit[] = [];
    globalThis.fetch = jest.fn(async (_input: string | URL | Request, init?: RequestInit) => {
      sent.push(init!);
      return { ok: true, status: 200, json: async () => ({}) } as Response;
    }) as typeof fetch;
    setCsrfSource(() => csrf);
    await apiRequest('/api/home/');
    return sent.map((init) => init.cache);
  };

  it('lets a visitor use a public answer the browser kept', async () => {
    expect(await sentCacheModes(null)).toEqual(['default']);
  });

  it('revalidates every read of a logged-in person, so they see their own changes at once', async () => {
    expect(await sentCacheModes('token')).toEqual(['no-cache']);
  });
});
