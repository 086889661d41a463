import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { COMPANY_DOCUMENT_SLOTS } from '@postulate/contracts';
import { formulaCells, readSheet, recordsOf } from '../services/test/spreadsheet';
import { portalPerFile } from './fixture';
import { backOfficePage, newPage } from './pages';

const e2e = portalPerFile({ name: 'company-records' });

const DEMO_COMPANY = 'Logística del Plata S.A.';

/**
 * Whether a visitor searching for one of the company's ads now sees its badge. A new visitor each
 * time: a browser may keep the public answer a minute (Cache-Control: public, max-age=60, issue 21),
 * while the server's answer changes at once.
 */
async function visitorSeesBadge(): Promise<boolean> {
  const visitor = await newPage(e2e.browser);
  await visitor.page.goto(`${e2e.portal.shellUrl}/home?q=${encodeURIComponent('Chofer')}`);
  const card = visitor.page.locator('article', { hasText: DEMO_COMPANY }).first();
  await card.waitFor();
  const seen = (await card.getByText('Empresa verificada').count()) > 0;
  expect(visitor.errors).toEqual([]);
  await visitor.page.context().close();
  return seen;
}

describe("company verification: 'Ver files' from the company's upload to the badge on its ad cards", () => {
  it('a replaced document takes the badge away until the administrator, who first refuses it with a reason, approves it', async () => {
    const shell = e2e.portal.shellUrl;
    const refused = COMPANY_DOCUMENT_SLOTS[2];
    const scan = await sharp({ create: { width: 300, height: 420, channels: 3, background: '#eeeeee' } })
      .png()
      .toBuffer();
    // The demo company starts verified (its seven documents were approved).
    expect(await visitorSeesBadge()).toBe(true);

    // The company replaces one of the seven from Mi Perfil: it goes back to review, and the badge goes.
    const company = await backOfficePage(e2e.browser, shell, 'empresa');
    await company.page.goto(`${shell}/admin/perfilempre?tab=archivos`);
    const upload = async () => {
      await company.page.getByLabel(`Archivo de ${refused}`).setInputFiles({ name: 'escaneo.png', mimeType: 'image/png', buffer: scan });
      await company.page.getByRole('button', { name: `Subir ${refused}` }).click();
      await company.page.getByRole('listitem').filter({ hasText: refused }).getByText('Pendiente').first().waitFor();
    };
    await upload();
    expect(await visitorSeesBadge()).toBe(false);

    // The administrator reviews it at 127.0.0.1 (the portal must work on either host name).
    const adminShell = shell.replace('localhost', '127.0.0.1');
    const admin = await backOfficePage(e2e.browser, adminShell, 'admin');
    await admin.page.locator('.shell-sidebar a', { hasText: 'Empresas' }).click();
    await admin.page.waitForURL(`${adminShell}/admin/empresas`);
    const row = admin.page.getByRole('row', { name: new RegExp(DEMO_COMPANY) });
    await row.getByText('1 documento a revisar').waitFor();
    await row.getByRole('button', { name: `Abrir ${DEMO_COMPANY}` }).click();
    await admin.page.getByRole('heading', { level: 1, name: DEMO_COMPANY }).waitFor();
    await admin.page.getByRole('tab', { name: 'Ver files' }).click();
    await admin.page.getByRole('button', { name: `Rechazar ${refused}` }).click();
    await admin.page.getByLabel(`Motivo del rechazo de ${refused}`).fill('Falta la página con las firmas');
    await admin.page.getByRole('button', { name: 'Confirmar rechazo' }).click();
    await admin.page.getByRole('listitem').filter({ hasText: refused }).getByText('Rechazado').first().waitFor();

    // The company reads why and sends another copy; approved, the company is verified again.
    await company.page.reload();
    await company.page.getByText('Falta la página con las firmas').waitFor();
    await upload();
    await admin.page.reload();
    await admin.page.getByRole('button', { name: `Aprobar ${refused}` }).click();
    await admin.page.getByRole('listitem').filter({ hasText: refused }).getByText('Aprobado').first().waitFor();
    await admin.page.locator('.adm-company-head').getByText('Empresa verificada').waitFor();

    expect(await visitorSeesBadge()).toBe(true);
    expect([...company.errors, ...admin.errors]).toEqual([]);
    for (const page of [company.page, admin.page]) await page.context().close();
  });

  it("the company's 'Exportar' on an ad's applications saves the CSV Excel opens right, with the applicant and her answers", async () => {
    const company = await backOfficePage(e2e.browser, e2e.portal.shellUrl.replace('localhost', '127.0.0.1'), 'empresa');
    await company.page.getByRole('link', { name: /^Aplicaciones \(\d+\).* de Jefe\/a de tráfico para base de operaciones$/ }).click();
    await company.page
      .getByRole('heading', { name: /Jefe\/a de tráfico/ })
      .first()
      .waitFor();
    const [download] = await Promise.all([
      company.page.waitForEvent('download'),
      company.page.getByRole('button', { name: 'Exportar las aplicaciones de la pestaña Todas a CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^postulaciones-aviso-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read as Excel in es-AR reads it: a byte-order mark, ';' between quoted fields, CRLF lines.
    const sheet = readSheet(fs.readFileSync((await download.path())!));
    expect(sheet[0]).toEqual([
      'Nombre',
      'Email',
      'Teléfono',
      'Fecha de postulación',
      'Estado',
      'Fecha del estado',
      'Educación',
      'Experiencia',
      'Calificación',
      'Etiquetas',
      '¿Con qué sistemas de seguimiento de flota o de programación de viajes trabajaste?',
      '¿Vivís en Neuquén o podrías mudarte?',
      'Tests',
    ]);
    const records = recordsOf(sheet);
    expect(records).toHaveLength(1);
    expect(records[0]!.Nombre).toBe('Lucía Fernández');
    // One column per question: her answer sits under its own.
    expect(records[0]!['¿Vivís en Neuquén o podrías mudarte?']).toContain('me mudo a Neuquén');
    expect(formulaCells(sheet)).toEqual([]);
    expect(company.errors).toEqual([]);
    await company.page.context().close();
  });
});
