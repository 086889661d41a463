import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { AreaItem, ListResponse } from '@postulate/contracts';
import { startPortal } from '../scripts/portal.mjs';
import { launchChromium } from './browser';
import { logIn, newPage } from './pages';

type Portal = Awaited<ReturnType<typeof startPortal>>;

let portal: Portal;
let browser: Browser;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulate-e2e-admin-'));
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

beforeAll(async () => {
  const logs: string[] = [];
  try {
    portal = await startPortal({
      env: { PGLITE_DATA_DIR: dataDir, CAPTCHA_COUNTER_MIN: '200', CAPTCHA_COUNTER_MAX: '2000' },
      log: (line) => logs.push(line),
    });
  } catch (error) {
    console.error(logs.join('\n'));
    throw error;
  }
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function adminPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser, width);
  await logIn(page, portal.shellUrl, 'admin', 'EMPRESA');
  await page.waitForURL(`${portal.shellUrl}/admin/home`);
  return { page, errors };
}

/** Serious or critical WCAG A/AA violations axe-core finds on the page as it is now. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

describe('administrator screens', () => {
  it('creates a sub-area, then an area using it, which the public area list for the ad wizard serves', async () => {
    const { page, errors } = await adminPage();

    await page.locator('.shell-sidebar a', { hasText: 'Sub Areas' }).click();
    await page.waitForURL(`${portal.shellUrl}/admin/subareas`);
    await page.getByRole('heading', { level: 1, name: 'Sub áreas' }).waitFor();
    const subAreaName = page.getByRole('textbox', { name: 'Sub área', exact: true });
    await subAreaName.fill('Drones de vigilancia');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByText('Guardado con éxito').waitFor();
    // The form goes back to a blank create form by itself.
    await page.waitForFunction(() => !document.body.textContent?.includes('Guardado con éxito'));
    expect(await subAreaName.inputValue()).toBe('');

    await page.locator('.shell-sidebar a', { hasText: /^Areas$/ }).click();
    await page.waitForURL(`${portal.shellUrl}/admin/areas`);
    await page.getByRole('textbox', { name: 'Área', exact: true }).fill('Seguridad con drones');
    const subAreas = page.getByRole('combobox', { name: 'Sub áreas' });
    await subAreas.click();
    await subAreas.fill('drones de');
    await page.getByRole('option', { name: 'Drones de vigilancia' }).click();
    await subAreas.fill('vigilan');
    await page.getByRole('option', { name: 'Vigilancia', exact: true }).waitFor();
    await subAreas.press('ArrowDown');
    await subAreas.press('Enter');
    await subAreas.press('Escape');
    await page.getByRole('button', { name: 'Quitar Drones de vigilancia' }).waitFor();
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByText('Guardado con éxito').waitFor();

    await page.getByRole('tab', { name: 'Lista de áreas' }).click();
    await page.getByRole('searchbox', { name: 'Buscar área' }).fill('drones');
    const row = page.getByRole('row', { name: /Seguridad con drones/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Drones de vigilancia');

    // The company ad wizard (issue 5, not built yet) fills its area select from this public list.
    const response = await fetch(`${portal.apiUrl}/api/area/?fvalue=${encodeURIComponent('seguridad con drones')}&ftype=eq`);
    const body = (await response.json()) as ListResponse<AreaItem>;
    expect(body.response).toEqual([
      {
        id: expect.any(Number),
        name: 'Seguridad con drones',
        subareas: [
          { id: expect.any(Number), name: 'Drones de vigilancia' },
          { id: expect.any(Number), name: expect.stringMatching(/vigilancia/i) },
        ],
      },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses to delete an area that ads use, in Spanish, and keeps it', async () => {
    const { page } = await adminPage();
    await page.goto(`${portal.shellUrl}/admin/areas`);
    await page.getByRole('tab', { name: 'Lista de áreas' }).click();
    await page.getByRole('searchbox', { name: 'Buscar área' }).fill('logística');
    await page.getByRole('button', { name: 'Borrar el área "Logística"' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirme Acción' });
    await dialog.getByText('¿Borrar el área "Logística"?').waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('alert').filter({ hasText: /^No se puede borrar el área "Logística": lo usan? \d+ avisos?\.$/ }).waitFor();
    expect(await page.getByRole('row', { name: /Logística/ }).count()).toBe(1);
    await page.context().close();
  });

  it('works at 360 px with cards instead of a table, and passes an accessibility check', async () => {
    const { page, errors } = await adminPage(360);
    await page.goto(`${portal.shellUrl}/admin/user`);
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Tester' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Lista de usuarios' }).click();
    const cards = page.getByRole('list', { name: 'Lista de usuarios' });
    await cards.getByText('postulante@postulate.test').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
