import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { AreaItem, ListResponse } from '@postulate/contracts';
import { formulaCells, readSheet } from '../services/test/spreadsheet';
import { portalPerFile } from './fixture';
import { backOfficePage, logInToBackOffice, newPage } from './pages';

const e2e = portalPerFile({ name: 'admin' });

describe('administrator screens', () => {
  it('creates a sub-area, then an area using it, which the company ad wizard offers', async () => {
    const { page, errors } = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'admin');

    await page.locator('.shell-sidebar a', { hasText: 'Subáreas' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/admin/subareas`);
    await page.getByRole('heading', { level: 1, name: 'Subáreas' }).waitFor();
    const subAreaName = page.getByRole('textbox', { name: 'Subárea', exact: true });
    await subAreaName.fill('Drones de vigilancia');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByText('Guardado con éxito').waitFor();
    // The form goes back to a blank create form by itself.
    await page.waitForFunction(() => !document.body.textContent?.includes('Guardado con éxito'));
    expect(await subAreaName.inputValue()).toBe('');

    await page.locator('.shell-sidebar a', { hasText: /^Áreas$/ }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/admin/areas`);
    await page.getByRole('textbox', { name: 'Área', exact: true }).fill('Seguridad con drones');
    const subAreas = page.getByRole('combobox', { name: 'Subáreas' });
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

    // The public list the wizard searches serves the area with its sub-areas.
    const response = await fetch(`${e2e.portal.apiUrl}/api/area/?fvalue=${encodeURIComponent('seguridad con drones')}&ftype=eq`);
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

    // A company's ad wizard offers the new area and, once it is picked, its new sub-area.
    const { page: company } = await newPage(e2e.browser);
    await logInToBackOffice(company, e2e.portal.shellUrl, 'empresa');
    await company.goto(`${e2e.portal.shellUrl}/admin/aviso/nuevo`);
    await company.getByRole('textbox', { name: 'Título' }).fill('Operador de drones');
    await company.getByRole('textbox', { name: 'Descripción' }).fill('Vuelos de control perimetral en predios industriales.');
    await company.getByRole('button', { name: 'Siguiente' }).click();
    await company.getByRole('heading', { name: /Paso 2 de 6/ }).waitFor();
    const areaSelect = company.getByRole('combobox', { name: 'Área', exact: true });
    await areaSelect.click();
    await areaSelect.fill('drones');
    await company.getByRole('option', { name: 'Seguridad con drones', exact: true }).click();
    const subAreaSelect = company.getByRole('combobox', { name: 'Subárea', exact: true });
    await subAreaSelect.click();
    await subAreaSelect.fill('drones');
    await company.getByRole('option', { name: 'Drones de vigilancia', exact: true }).waitFor();
    await company.context().close();
  });

  it('refuses to delete an area that ads use, in Spanish, and keeps it', async () => {
    const { page } = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'admin');
    await page.goto(`${e2e.portal.shellUrl}/admin/areas`);
    await page.getByRole('tab', { name: 'Lista de áreas' }).click();
    await page.getByRole('searchbox', { name: 'Buscar área' }).fill('logística');
    await page.getByRole('button', { name: 'Borrar el área "Logística"' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirme Acción' });
    await dialog.getByText('¿Borrar el área "Logística"?').waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^No se puede borrar el área "Logística": lo usan? \d+ avisos?\.$/ })
      .waitFor();
    expect(await page.getByRole('row', { name: /Logística/ }).count()).toBe(1);
    await page.context().close();
  });

  it('exports the users list as the CSV file the browser saves, filtered as the list shows it', async () => {
    // At 127.0.0.1 too: the download goes through the portal's own /api, with the session cookie.
    const { page, errors } = await newPage(e2e.browser);
    const shell = e2e.portal.shellUrl.replace('localhost', '127.0.0.1');
    await logInToBackOffice(page, shell, 'admin');
    await page.goto(`${shell}/admin/user`);
    await page.getByRole('tab', { name: 'Lista de usuarios' }).click();
    await page.getByRole('combobox', { name: 'Buscar por' }).selectOption('email');
    await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill('postulate.test');
    await page.getByRole('searchbox', { name: 'Buscar usuario' }).press('Enter');
    await page.getByRole('row', { name: /postulante@postulate\.test/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar lista de usuarios a CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read as Excel in es-AR reads it: a byte-order mark, ';' between quoted fields, CRLF lines.
    const sheet = readSheet(fs.readFileSync((await download.path())!));
    expect(sheet[0]).toEqual(['Usuario', 'Email', 'Rol', 'Bloqueado']);
    expect(sheet).toContainEqual(['postulante', 'postulante@postulate.test', 'Postulante', 'No']);
    expect(sheet.slice(1).every(([, email]) => email.endsWith('@postulate.test'))).toBe(true);
    expect(formulaCells(sheet)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works at 360 px with cards instead of a table', async () => {
    const { page, errors } = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'admin', 360);
    await page.goto(`${e2e.portal.shellUrl}/admin/user`);
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Tester' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Lista de usuarios' }).click();
    const cards = page.getByRole('list', { name: 'Lista de usuarios' });
    await cards.getByText('postulante@postulate.test').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
