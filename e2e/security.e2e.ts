import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { APP_NAME } from '@postulate/contracts';
import { distDir, rootDir } from '../scripts/apps.mjs';
import { portalPerFile } from './fixture';
import { callApi, logInDemoApplicant, logInToBackOffice, LUCIA_CV, newPage } from './pages';

const e2e = portalPerFile({ name: 'security' });

// Each payload bumps window.__xss if a screen ever turns stored text into markup.
const IMG = '<img src=x onerror="window.__xss=(window.__xss||0)+1">';
const SCRIPT = '<script>window.__xss=(window.__xss||0)+1</script>';
// The CV's short fields take at most 50 characters.
const SHORT_IMG = '<img src=x onerror=__xss=1>';
const SHORT_SCRIPT = '<script>__xss=1</script>';

interface Watched {
  page: Page;
  errors: string[];
  requested: string[];
  dialogs: string[];
}

/** A logged-in page that records dialogs (alert, confirm) besides page errors and CSP violations. */
async function loggedIn(name: 'postulante' | 'empresa'): Promise<Watched> {
  const { page, errors, requested } = await newPage(e2e.browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (name === 'postulante') await logInDemoApplicant(page, e2e.portal.shellUrl);
  else await logInToBackOffice(page, e2e.portal.shellUrl, name);
  return { page, errors, requested, dialogs };
}

/** Opens a screen, waits until every stored text shows as text, and checks nothing ran. */
async function showsAsText(watched: Watched, path: string, texts: string[]) {
  const { page } = watched;
  await page.goto(`${e2e.portal.shellUrl}${path}`);
  for (const text of texts) await page.getByText(text).first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

/** Nothing ran, no <img src=x> was ever requested, no dialog opened, no error and no CSP violation. */
function expectNothingRan({ errors, requested, dialogs }: Watched) {
  expect(errors).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(requested.filter((url) => /\/x(\?|$)/.test(url))).toEqual([]);
}

describe('stored markup', () => {
  it('shows as text, and never runs, in the ad, the CV, the answers and the messages on every screen', async () => {
    const company = await loggedIn('empresa');
    const [area] = (await callApi<{ response: { id: number; subareas: { id: number }[] }[] }>(company.page, '/api/area')).response.filter(
      (item) => item.subareas.length > 0,
    );
    const [nivel] = (await callApi<{ response: { id: number }[] }>(company.page, '/api/nivel')).response;
    const { id: avisoId } = await callApi<{ id: number }>(company.page, '/api/empresa/add_aviso', {
      titulo: IMG,
      descripcion: `Descripción con ${SCRIPT} y ${IMG} adentro.`,
      area: area.id,
      subarea: area.subareas[0].id,
      nivel: nivel.id,
      provincia: '02',
      localidad: '0209801001',
      direccion: 'Av. Montes de Oca 1450',
      notConfidential: true,
      vacantes: '1',
      modalidad: 'Presencial',
      tipoEmpleo: 'Full-time',
      genero: 'Indistinto',
      discapcidad: false,
      experienciaEx: false,
      showSalario: false,
      permiteMsjDirecto: true,
      recibeMail: false,
      direccionMail: '',
      avisoIdiomas: [],
      preguntas: [{ pregunta: SCRIPT }],
    });
    await callApi(company.page, '/api/empresa/publish_aviso', { id: avisoId });

    const applicant = await loggedIn('postulante');
    const session = await callApi<{ postulante: { id: number } }>(applicant.page, '/api/usuar/session');
    const current = await callApi<{ version: number }>(applicant.page, `/api/cv/get/${session.postulante.id}`);
    await callApi(applicant.page, `/api/cv/update/${session.postulante.id}`, {
      version: current.version,
      cv: {
        ...LUCIA_CV.cv,
        name: SHORT_IMG,
        direction: SHORT_SCRIPT,
        workExperience: [{ id: 'xss', description: IMG, bussiness: SHORT_SCRIPT, position: SHORT_IMG, task: SCRIPT, desde: '01/02/2015', hasta: '30/06/2019' }],
      },
    });
    const aviso = await callApi<{ preguntas: { id: number }[] }>(applicant.page, `/api/home/aviso/${avisoId}`);
    await callApi(applicant.page, '/api/aplica/aplica', {
      idAviso: avisoId,
      respuestas: [{ idPregunta: aviso.preguntas[0].id, respuesta: IMG }],
    });
    const applications = await callApi<{ response: { id: number }[] }>(company.page, `/api/empresa/aviso/${avisoId}/aplicaciones`);
    const applicationId = applications.response[0].id;
    await callApi(company.page, `/api/empresa/aplicacion/${applicationId}/mensajes`, { message: `Empresa: ${IMG}` });
    await callApi(applicant.page, '/api/message/add', { idAviso: avisoId, message: `Postulante: ${SCRIPT}` });

    // The applicant's side: the public home and ad, Mi CV with its PDF, the applications and messages.
    await showsAsText(applicant, '/home', [IMG]);
    await showsAsText(applicant, `/showAviso/${avisoId}`, [IMG, `Descripción con ${SCRIPT} y ${IMG} adentro.`, SCRIPT]);
    await showsAsText(applicant, '/micv/experiencia', [IMG, SCRIPT, SHORT_SCRIPT]);
    await showsAsText(applicant, '/micv/pdf', []);
    await applicant.page.locator('iframe[title="Vista previa de tu CV en PDF"]').waitFor();
    await showsAsText(applicant, '/mispostulaciones', [IMG]);
    await showsAsText(applicant, `/mispostulaciones/mensajes?aviso=${avisoId}`, [`Empresa: ${IMG}`, `Postulante: ${SCRIPT}`]);
    expectNothingRan(applicant);

    // The company's side: dashboard, the ad's preview, the applications, the applicant's profile, messages.
    const base = `/admin/aviso/${avisoId}`;
    await showsAsText(company, '/admin/home', [IMG]);
    await showsAsText(company, `${base}/vista`, [IMG, SCRIPT]);
    await showsAsText(company, `${base}/aplicaciones`, [SHORT_IMG]);
    await showsAsText(company, `${base}/aplicaciones/${applicationId}`, [SHORT_IMG, SCRIPT, IMG]);
    await showsAsText(company, `${base}/aplicaciones/${applicationId}/mensajes`, [`Empresa: ${IMG}`, `Postulante: ${SCRIPT}`]);
    expectNothingRan(company);

    await applicant.page.context().close();
    await company.page.context().close();
  });
});

describe('the front-ends', () => {
  it('send a policy that allows no inline script and no framing, on the shell and on each remote', async () => {
    const config = (await (await fetch(`${e2e.portal.shellUrl}/config.json`)).json()) as { remotes: Record<string, string> };
    const remotePages = Object.values(config.remotes).map((manifest) => new URL('/', manifest).href);
    expect(remotePages).toHaveLength(5);
    for (const url of [`${e2e.portal.shellUrl}/micv`, ...remotePages]) {
      const { headers } = await fetch(url);
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' [^;]*'wasm-unsafe-eval'/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect([headers.get('x-content-type-options'), headers.get('referrer-policy')]).toEqual(['nosniff', 'no-referrer']);
    }
  });
});

describe('source maps', () => {
  it('are neither linked from the scripts a visitor loads nor served, though the build keeps them', async () => {
    const { page } = await newPage(e2e.browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${e2e.portal.shellUrl}/`);
    await page.locator('.pub-results__list article').first().waitFor();
    // The shell's scripts and the public remote's, from two origins.
    expect(new Set(scripts.map((url) => new URL(url).origin)).size).toBeGreaterThanOrEqual(2);
    for (const url of scripts) {
      const script = await (await fetch(url)).text();
      // Neither a link to a map file nor a map inlined (style-loader's runtime names the comment in a string).
      expect(script).not.toMatch(/\/\/# sourceMappingURL=\S+\.map/);
      expect(script).not.toMatch(/sourceMappingURL=data:application\/json;base64,[A-Za-z0-9+/]/);
      const map = await fetch(`${url}.map`);
      expect([url, map.status]).toEqual([url, 404]);
      expect((await fetch(`${url}.ma%70`)).status).toBe(404);
    }
    const shellMain = scripts.find((url) => new URL(url).origin === new URL(e2e.portal.shellUrl).origin)!;
    const built = path.join(rootDir, 'shell', distDir, `${new URL(shellMain).pathname}.map`);
    expect(fs.existsSync(built)).toBe(true);
    await page.context().close();
  });
});

describe('the API documentation', () => {
  it('works under its own Content-Security-Policy', async () => {
    const { page, errors } = await newPage(e2e.browser);
    await page.goto(`${e2e.portal.apiUrl}/api/docs`);
    await page.getByRole('heading', { name: new RegExp(`${APP_NAME} API`) }).waitFor();
    await page.getByText('/api/usuar/login').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
