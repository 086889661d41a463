import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appPort } from '../scripts/apps.mjs';
import { portalPerFile } from './fixture';
import { DEMO_PASSWORD, logInDemoApplicant, logInToBackOffice, newPage } from './pages';

const FOOTER = 'Postulate · versión 1.2.13 · Desarrollado por el equipo de Postulate';
const ROLE_REMOTE_PORTS = ['mf-applicant', 'mf-company', 'mf-admin', 'mf-tests'].map((app) => appPort(app));

const e2e = portalPerFile({ name: 'portal' });

const navLabels = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.textContent?.trim()));

describe('visitor', () => {
  it('sees Inicializando... while the session loads, then the public landing without role remotes', async () => {
    const { page, errors, requested } = await newPage(e2e.browser);
    let releaseSession: () => void = () => undefined;
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route('**/api/usuar/session', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto(e2e.portal.shellUrl);
    await page.getByText('Inicializando...').waitFor();
    releaseSession();

    await page.getByRole('heading', { name: 'Encontrá tu próximo trabajo en Argentina' }).waitFor();
    for (const label of ['Buscar Empleo', 'Publica tu oferta de Empleo', 'Ingresar / Registrate', 'Volver al Home']) {
      expect(await page.getByRole('link', { name: label }).count()).toBeGreaterThan(0);
    }
    expect(await page.locator('footer').innerText()).toContain(FOOTER);
    expect(await page.getByRole('button', { name: 'Cerrar sesión' }).count()).toBe(0);
    const roleRemoteRequests = requested.filter((url) => ROLE_REMOTE_PORTS.some((port) => url.startsWith(`http://localhost:${port}/`)));
    expect(roleRemoteRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is sent home from an unknown path and can open the public pages', async () => {
    const { page } = await newPage(e2e.browser);
    await page.goto(`${e2e.portal.shellUrl}/no-existe/para-nada`);
    await page.waitForURL(`${e2e.portal.shellUrl}/`);
    await page.goto(`${e2e.portal.shellUrl}/faqOut`);
    await page.getByText(/hasta 24 horas/).waitFor();
    await page.context().close();
  });

  it('gets the Postulate mark as the tab icon instead of a 404', async () => {
    const { page } = await newPage(e2e.browser);
    await page.goto(`${e2e.portal.shellUrl}/showAviso/1`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.ico');
    const icon = await fetch(`${e2e.portal.shellUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    await page.context().close();
  });

  it('gets the mobile top bar with the route name and a 260 px drawer at 360 px', async () => {
    const { page } = await newPage(e2e.browser, 360);
    await page.goto(`${e2e.portal.shellUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Identificate', level: 1 }).waitFor();
    expect(await page.locator('header .shell-route-name').innerText()).toBe('Identificate');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú principal' });
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(260);
    await drawer.getByRole('link', { name: 'Buscar Empleo' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/home`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});

describe('each demo role', () => {
  const cases = [
    { name: 'postulante', menu: ['Home', 'Mi CV', 'Mis Postulaciones', 'Mis Tests'], selector: '.shell-topbar-nav a' },
    {
      name: 'admin',
      menu: ['Home', 'Usuarios', 'Empresas', 'Niveles', 'Subáreas', 'Áreas', 'Requisitos', 'Avisos en revisión', 'Denuncias', 'Ajustes de los tests'],
      selector: '.shell-sidebar a',
    },
    { name: 'empresa', menu: ['Home', 'Mi Perfil', 'Mi Cuenta'], selector: '.shell-sidebar a' },
    { name: 'tester', menu: ['Home', 'Mi Perfil', 'Candidatos', 'Mi Cuenta'], selector: '.shell-sidebar a' },
  ] as const;

  for (const role of cases) {
    it(`${role.name} logs in through the real captcha, sees its own menu and logs out`, async () => {
      const { page, errors } = await newPage(e2e.browser);
      // The demo candidate has not taken the tests yet: the reminder opens, and is closed.
      if (role.name === 'postulante') await logInDemoApplicant(page, e2e.portal.shellUrl);
      else await logInToBackOffice(page, e2e.portal.shellUrl, role.name);
      await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
      await page.locator(role.selector).first().waitFor();
      expect(await navLabels(page, role.selector)).toEqual([...role.menu]);
      expect(await page.locator('footer').innerText()).toContain(`${role.name}@postulate.test`);
      // The session credential is an httpOnly cookie: page scripts cannot read it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('postulate_session');

      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL(`${e2e.portal.shellUrl}/`);
      await page.getByRole('link', { name: 'Ingresar / Registrate' }).first().waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const host of ['localhost', '127.0.0.1']) {
    it(`logs in and out with the portal opened at ${host}, every API call on the page's own origin`, async () => {
      const { page, errors, requested } = await newPage(e2e.browser);
      const origin = `http://${host}:${appPort('shell')}`;
      await logInToBackOffice(page, origin, 'empresa');
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL(`${origin}/`);
      await page.getByRole('link', { name: 'Ingresar / Registrate' }).first().waitFor();
      const apiCalls = requested.filter((url) => new URL(url).pathname.startsWith('/api/'));
      expect(apiCalls.length).toBeGreaterThan(0);
      expect(apiCalls.filter((url) => !url.startsWith(`${origin}/api/`))).toEqual([]);
      // The remotes come from the host the page was opened at.
      expect(requested.some((url) => url.startsWith(`http://${host}:${appPort('mf-company')}/`))).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("a visitor who follows 'Ingresá o registrate' on an ad is back on that ad after logging in", async () => {
    const home = (await (await fetch(`${e2e.portal.shellUrl}/api/home/`)).json()) as { avisos: { response: { id: number }[] } };
    const adPath = `/showAviso/${home.avisos.response[0].id}`;
    const { page } = await newPage(e2e.browser);
    await page.goto(`${e2e.portal.shellUrl}${adPath}`);
    await page.getByRole('link', { name: 'Ingresá o registrate' }).click();
    await page.getByRole('button', { name: 'INICIO DE SESIÓN POSTULANTE' }).click();
    await page.getByLabel('Usuario').fill('postulante');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}${adPath}`);
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    await page.context().close();
  });

  it('an administrator on an unknown /admin path lands on /admin/home', async () => {
    const { page } = await newPage(e2e.browser);
    await logInToBackOffice(page, e2e.portal.shellUrl, 'admin');
    await page.goto(`${e2e.portal.shellUrl}/admin/no-existe`);
    await page.waitForURL(`${e2e.portal.shellUrl}/admin/home`);
    await page.goto(`${e2e.portal.shellUrl}/home`);
    await page.waitForURL(`${e2e.portal.shellUrl}/admin/home`);
    await page.context().close();
  });

  it('a wrong password is refused with a Spanish message and a new captcha', async () => {
    const { page } = await newPage(e2e.browser);
    await page.goto(`${e2e.portal.shellUrl}/dashboard`);
    await page.getByRole('button', { name: 'INICIO DE SESIÓN POSTULANTE' }).click();
    await page.getByLabel('Usuario').fill('postulante');
    await page.getByLabel('Contraseña').fill('incorrecta');
    await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('Usuario o contraseña incorrectos').waitFor();
    await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${e2e.portal.shellUrl}/dashboard`);
    await page.context().close();
  });
});

describe('a remote that is down', () => {
  it('shows the fallback in its area while the shell keeps navigating', async () => {
    await e2e.portal.stopApp('mf-admin');
    try {
      const { page } = await newPage(e2e.browser);
      await logInToBackOffice(page, e2e.portal.shellUrl, 'admin');
      await page.getByText('algo salió mal, intentá más tarde').waitFor();
      await page.locator('.shell-sidebar a', { hasText: 'Usuarios' }).click();
      await page.waitForURL(`${e2e.portal.shellUrl}/admin/user`);
      await page.getByText('algo salió mal, intentá más tarde').waitFor();
      expect(await page.locator('footer').innerText()).toContain('admin@postulate.test');
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.getByRole('heading', { name: 'Encontrá tu próximo trabajo en Argentina' }).waitFor();
      await page.context().close();
    } finally {
      await e2e.portal.startApp('mf-admin');
    }
  });
});
