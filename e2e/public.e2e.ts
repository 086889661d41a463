import { afterAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { appPort } from '../scripts/apps.mjs';
import { portalPerFile } from './fixture';
import { accessibilityViolations, newPage } from './pages';

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulate-public-outbox-'));

const e2e = portalPerFile({
  name: 'public',
  env: () => ({ MAIL_OUTBOX_DIR: outboxDir, PORTAL_URL: `http://localhost:${appPort('shell')}` }),
});
afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

const cardTitles = (page: Page) => page.locator('.pub-results__list article h3').allInnerTexts();
const chips = (page: Page) => page.getByRole('button', { name: /^Quitar el filtro/ });

describe('a visitor on the public home', () => {
  it('searches by name and by province, removes a chip and opens an ad', async () => {
    const { page, errors } = await newPage(e2e.browser);
    await page.goto(`${e2e.portal.shellUrl}/home`);
    await page.getByRole('heading', { name: 'Encontrá tu próximo trabajo en Argentina' }).waitFor();
    await page.getByRole('heading', { name: 'Avisos publicados' }).waitFor();
    await page.locator('.pub-results__list article').first().waitFor();
    expect(await page.getByRole('complementary', { name: 'Áreas' }).innerText()).toContain('Logística');
    await page.getByRole('complementary', { name: 'Consejos y sugerencias' }).waitFor();
    expect(await page.getByText('Confidencial').count()).toBeGreaterThan(0);

    // By name, without accents: 'tecnico' finds 'Técnico/a ...'.
    await page.getByRole('searchbox', { name: 'Nombre del aviso' }).fill('tecnico');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('heading', { name: 'Resultados de tu búsqueda' }).waitFor();
    await page.getByRole('button', { name: 'Quitar el filtro Aviso: tecnico' }).waitFor();
    await expect(cardTitles(page)).resolves.toEqual(
      expect.arrayContaining(['Técnico/a electricista de mantenimiento', 'Técnico/a de soporte IT para sucursal']),
    );

    // And by province: the ads must match the term and be in Santa Fe.
    await page.getByRole('combobox', { name: 'Buscar por' }).selectOption('provincia');
    await page.getByRole('combobox', { name: 'Provincia' }).fill('Santa Fe');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: 'Quitar el filtro Provincia: Santa Fe' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.pub-results__list article').length === 1);
    await expect(cardTitles(page)).resolves.toEqual(['Técnico/a electricista de mantenimiento']);
    expect(await chips(page).count()).toBe(2);

    // Removing the name chip reloads with the province alone.
    await page.getByRole('button', { name: 'Quitar el filtro Aviso: tecnico' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label^="Quitar el filtro"]').length === 1);
    expect(await chips(page).allInnerTexts()).toEqual(['Provincia: Santa Fe']);
    expect(page.url()).toContain('filtro=provincia%3A82');

    // The ad page shows a loader while the ad loads.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/home/aviso/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Ver el aviso completo: Técnico/a electricista de mantenimiento' }).click();
    await page.getByText('Cargando el aviso...').waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Técnico/a electricista de mantenimiento' }).waitFor();
    expect(page.url()).toMatch(/\/showAviso\/\d+\?origen=busqueda$/);
    expect(await page.getByText('Rosario, Santa Fe').count()).toBe(1);
    await page.getByRole('link', { name: 'Ingresá o registrate' }).waitFor();

    await page.goto(`${e2e.portal.shellUrl}/showAviso/999999`);
    await page.getByText('Este aviso no existe o ya no está publicado').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads no zod on the home: the shared modules (client, ui) carry no schema', async () => {
    const { page, errors } = await newPage(e2e.browser);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(`${e2e.portal.shellUrl}/home`);
    await page.locator('.pub-results__list article').first().waitFor();
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    // zod's own class names survive minification; a page that bundles it would carry them.
    expect(bodies.filter((body) => body.includes('ZodError'))).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a 360 px screen', async () => {
    const { page } = await newPage(e2e.browser, 360);
    await page.goto(`${e2e.portal.shellUrl}/home`);
    await page.locator('.pub-results__list article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The areas come before the ads, folded: one tap opens them.
    const areas = page.getByRole('complementary', { name: 'Áreas' });
    const firstAd = page.locator('.pub-results__list article').first();
    expect((await areas.boundingBox())!.y).toBeLessThan((await firstAd.boundingBox())!.y);
    expect(await areas.locator('.pub-areas__list').isVisible()).toBe(false);
    await areas.getByRole('heading', { name: 'Áreas' }).click();
    await areas.locator('.pub-areas__list').waitFor();
    // Searching by province shows no comma hint, which is about words.
    await page.getByRole('combobox', { name: 'Buscar por' }).selectOption('provincia');
    expect(await page.getByText('Separá con comas').count()).toBe(0);
    await page.goto(`${e2e.portal.shellUrl}/politicaPostulante`);
    await page.getByRole('heading', { level: 2, name: '15. Actualizaciones de esta política y contacto' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});

describe('registration', () => {
  it('registers an applicant through the screens, who then logs in', async () => {
    const { page, errors } = await newPage(e2e.browser);
    await page.goto(`${e2e.portal.shellUrl}/dashboard`);
    await page.getByRole('button', { name: 'REGISTRATE ACÁ' }).click();
    await page.getByRole('dialog', { name: 'Darme de alta como' }).getByRole('button', { name: 'Como un postulante' }).click();
    await page.getByRole('heading', { name: 'Darme de alta como postulante' }).waitFor();

    await page.getByLabel('Usuario').fill('lucia.e2e');
    await page.getByLabel('Email').fill('lucia.e2e@correo.test');
    await page.getByLabel('Clave').fill('cl');
    await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Darme de alta' }).click();
    await page.getByText('La clave debe tener al menos 8 caracteres').waitFor();
    await page.getByText('Debe aceptar los Términos y Condiciones para continuar').waitFor();
    const terms = page.getByRole('link', { name: 'Términos y Condiciones' });
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await terms.getAttribute('href')).toBe('/terminosPostulante');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Clave').fill('clave1234');
    await page.getByRole('checkbox', { name: 'He leído y acepto los Términos y Condiciones' }).check();
    await page.getByRole('button', { name: 'Darme de alta' }).click();
    await page.getByText('Gracias por registrarte, ahora podés ingresar con tu usuario y clave').first().waitFor();
    // Two seconds later the login form of a postulante comes back, with the thank-you message.
    await page.getByRole('heading', { name: 'Iniciar Sesión como Postulante' }).waitFor();
    await page.getByLabel('Usuario').fill('lucia.e2e');
    await page.getByLabel('Contraseña').fill('clave1234');
    await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/`);
    await page.getByRole('heading', { name: 'Hola, lucia.e2e' }).waitFor();
    expect(await page.locator('footer').innerText()).toContain('lucia.e2e@correo.test');

    // The confirmation e-mail went to the developer outbox (no SMTP here).
    const mails = fs.readdirSync(outboxDir).filter((name) => name.includes('lucia.e2e@correo.test'));
    expect(mails).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reaches the terms and policy pages of both audiences', async () => {
    const { page } = await newPage(e2e.browser);
    for (const [route, title] of [
      ['/terminosPostulante', 'Términos y Condiciones para postulantes'],
      ['/terminosEmpresa', 'Términos y Condiciones para empresas'],
      ['/politicaEmpresa', 'Política de privacidad para empresas y reclutadores'],
    ]) {
      await page.goto(`${e2e.portal.shellUrl}${route}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    expect(await page.getByText('Ley 25.326', { exact: false }).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
