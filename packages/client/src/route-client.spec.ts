import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from './http';
import { ADMIN_SIDE_PLACES } from '@postulate/contracts';
import { api, createDownloadRoute, fileUrl } from './route-client';

describe('api: calls derived from the contract', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const answering = (status: number, body: unknown) => {
    const urls: string[] = [];
    globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
      urls.push(`${init?.method} ${String(input)}`);
      return { ok: status < 400, status, json: async () => body } as Response;
    }) as typeof fetch;
    return urls;
  };

  it("sends the home search's query with one key per province, and answers the server's body", async () => {
    const urls = answering(200, { areas: [], avisos: { response: [], size: 0, total: 0 } });
    const answer = await api.home.search({ query: { q: 'chofer,operario', province: ['02', '06'], page: 2 } });
    expect(answer.avisos.total).toBe(0);
    const url = new URL(urls[0].split(' ')[1]);
    expect([urls[0].split(' ')[0], url.pathname]).toEqual(['GET', '/api/home']);
    expect([...url.searchParams.entries()]).toEqual([
      ['q', 'chofer,operario'],
      ['province', '02'],
      ['province', '06'],
      ['page', '2'],
    ]);
  });

  it("sends the session cookie to a person's routes but not to the routes whose answer is everyone's", async () => {
    const sent: (RequestCredentials | undefined)[] = [];
    globalThis.fetch = jest.fn(async (_input: string | URL | Request, init?: RequestInit) => {
      sent.push(init?.credentials);
      return { ok: true, status: 200, json: async () => ({}) } as Response;
    }) as typeof fetch;
    await api.home.search({ query: { q: 'chofer', province: [] } });
    await api.home.aviso({ params: { id: 42 } });
    await api.reference.areas({ query: {} });
    await api.applications.list({ query: {} });
    await api.alerts.list({});
    expect(sent).toEqual(['omit', 'omit', 'omit', 'include', 'include']);
  });

  it("puts the path's parameters in place and throws the server's Spanish refusal", async () => {
    const urls = answering(404, { message: 'Este aviso no existe o ya no está publicado' });
    const failure = await api.home.aviso({ params: { id: 42 } }).catch((error: unknown) => error);
    expect(new URL(urls[0].split(' ')[1]).pathname).toBe('/api/home/aviso/42');
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Este aviso no existe o ya no está publicado');
  });

  it("downloads a file route with its body, and gives a file's address with its version", async () => {
    const download = jest.fn(async (_path: string, _options: object, _fallbackName: string) => undefined);
    await createDownloadRoute(download)(ADMIN_SIDE_PLACES.invoices.export, { body: { fvalue: 'Gómez', fname: 'apellido' } }, 'facturas.csv');
    expect(download).toHaveBeenCalledWith('/api/factura/report.php', { method: 'POST', body: { fvalue: 'Gómez', fname: 'apellido' } }, 'facturas.csv');
    expect(fileUrl(ADMIN_SIDE_PLACES.companyRecords.documentFile, { id: 12, slot: 3 }, { v: 'f-3' })).toBe('/api/empresa/documento/12/3?v=f-3');
    expect(fileUrl(ADMIN_SIDE_PLACES.invoices.file, { id: 5, slot: 'pdf' })).toBe('/api/factura/archivo/5/pdf');
  });
});
