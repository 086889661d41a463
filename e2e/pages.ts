import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import type { CvSaveInput } from '@postulate/contracts';

/** Development password of every demo user (services/src/demo). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * A fresh browser context at the given width, collecting page errors and requested URLs. A
 * Content-Security-Policy violation (shell/server/security.ts) in any frame counts as a page error.
 */
export async function newPage(browser: Browser, width = 1280): Promise<{ page: Page; errors: string[]; requested: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'es-AR' });
  const page = await context.newPage();
  const errors: string[] = [];
  const requested: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await context.exposeBinding('reportCspViolation', (_source, text: string) => errors.push(`CSP: ${text}`));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} in ${event.sourceFile || event.documentURI}`,
      ),
    ),
  );
  page.on('request', (request) => requested.push(request.url()));
  return { page, errors, requested };
}

/** Logs in through the real login screen, waiting for the proof-of-work captcha to be solved. */
export async function logIn(page: Page, shellUrl: string, name: string, kind: 'EMPRESA' | 'POSTULANTE', password = DEMO_PASSWORD) {
  await page.goto(`${shellUrl}/dashboard`);
  await page.getByRole('button', { name: `INICIO DE SESIÓN ${kind}` }).click();
  await page.getByLabel('Usuario').fill(name);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * Logs the demo applicant in and closes the 'Faltan Test por hacer' reminder, which opens once after
 * logging in (the demo candidate has not taken the tests).
 */
export async function logInDemoApplicant(page: Page, shellUrl: string) {
  await logIn(page, shellUrl, 'postulante', 'POSTULANTE');
  await page.waitForURL(`${shellUrl}/`);
  const reminder = page.getByRole('dialog', { name: 'Faltan Test por hacer' });
  await reminder.getByText('Tenés aún Tests por hacer').waitFor();
  await reminder.getByRole('button', { name: 'Cerrar' }).last().click();
  await reminder.waitFor({ state: 'detached' });
}

/** Logs a company, tester or administrator in, waiting for the back office's home. */
export async function logInToBackOffice(page: Page, shellUrl: string, name: string) {
  await logIn(page, shellUrl, name, 'EMPRESA');
  await page.waitForURL(`${shellUrl}/admin/home`);
}

/** A fresh page (newPage) at `width` with a company, tester or administrator logged in, and its page errors. */
export async function backOfficePage(browser: Browser, shellUrl: string, name: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser, width);
  await logInToBackOffice(page, shellUrl, name);
  return { page, errors };
}

/**
 * A JSON call from inside a logged-in page, on the page's own origin as the apps make it: its
 * session cookie and CSRF token.
 */
export async function callApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const session = await (await fetch('/api/usuar/session', { credentials: 'include' })).json();
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
      return text ? JSON.parse(text) : undefined;
    },
    { path, body },
  ) as Promise<T>;
}

/** The text of each page of a PDF file, as poppler's pdftotext reads it (what a person sees). */
export function pdfPages(file: string): string[] {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

// Evaluated through DevTools rather than added as a <script>, which the apps' CSP refuses.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious or critical WCAG A/AA violations axe-core finds on the page as it is now. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
    // Only violations are read: axe then details passes and incomplete checks for one node each, not all.
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** A complete CV for the demo applicant, as the browser tests save it through the API. */
export const LUCIA_CV: CvSaveInput = {
  version: 0,
  cv: {
    name: 'Lucía Fernández',
    fecha: '15/03/1990',
    nationality: 'Argentina',
    dni: '1234567',
    cuit: '20123456786',
    maritalStatus: 'Solter@',
    tel: '1145678900',
    mail: 'lucia@correo.test',
    direction: 'Av. Santa Fe 3200',
    province: '02',
    location: { id: '0209801001', label: 'Palermo' },
    educations: [],
    workExperience: [],
  },
};

/** LUCIA_CV with seven jobs: two A4 pages of PDF. */
export const TWO_PAGE_CV: CvSaveInput = {
  ...LUCIA_CV,
  cv: {
    ...LUCIA_CV.cv,
    workExperience: Array.from({ length: 7 }, (_, index) => ({
      id: `job-${index + 1}`,
      description: `Atención al público y coordinación de un equipo de cinco personas en la sucursal ${index + 1}.`,
      bussiness: `Comercial Río de la Plata ${index + 1}`,
      position: 'Encargada de turno',
      task: 'Apertura y cierre de caja, control de stock, armado de pedidos y capacitación del personal nuevo.',
      desde: '01/03/2012',
      hasta: '30/06/2019',
      continua: false,
      nameReferencia: 'Graciela Sosa',
      positionReference: 'Gerente',
      telReference: '1140001111',
      mailReference: 'graciela@correo.test',
    })),
  },
};

/** Saves a CV for the logged-in applicant over whatever version they have. */
export async function saveCv(page: Page, input: CvSaveInput): Promise<void> {
  const session = await callApi<{ postulante: { id: number } }>(page, '/api/usuar/session');
  const current = await callApi<{ version: number }>(page, `/api/cv/get/${session.postulante.id}`);
  await callApi(page, `/api/cv/update/${session.postulante.id}`, { ...input, version: current.version });
}
