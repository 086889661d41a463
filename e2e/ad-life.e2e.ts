import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { COMPANY_MESSAGES, FAIR_WORDING_MESSAGES, formatDmy, type CompanyAvisoData, type CompanyDashboard } from '@postulate/contracts';
import { appPort } from '../scripts/apps.mjs';
import { portalPerFile } from './fixture';
import { backOfficePage, callApi, newPage } from './pages';

const e2e = portalPerFile({
  name: 'ad-life',
  // The sitemap and the feed name the ads at the portal's origin.
  env: () => ({ PORTAL_URL: `http://localhost:${appPort('shell')}` }),
});

const DAY_MS = 86_400_000;
/** The demo company's ad that ran out of time (services/src/demo/demo-avisos.ts). */
const EXPIRED = 'Administrativo/a de facturación para reemplazo por licencia';
/** A published demo ad in the same province (Salta), so the public lists have something to show. */
const PUBLISHED_IN_SALTA = 'Asistente de Recursos Humanos';
/** The demo ad whose licence sets a legal minimum age, with its reason. */
const DEMO_REQUIREMENT = {
  titulo: 'Chofer profesional con licencia E1',
  requisito: 'Edad desde 21 años',
  motivo: 'La licencia profesional clase E1 que exige el puesto se otorga recién a partir de los 21 años (Ley Nacional de Tránsito 24.449, art. 11).',
};

/** A job the law lets a company fill with a woman: the search of women must be made by a woman. */
const TITLE = 'Operaria de control de egreso y requisas';
const REASON = 'El puesto hace la requisa personal de las empleadas al salir del depósito, y por su intimidad debe hacerla una mujer.';

/** Types into a filterable select and picks the option with exactly that label. */
async function choose(combobox: Locator, page: Page, text: string, option: string) {
  await combobox.click();
  await combobox.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const dashboard = (page: Page) => callApi<CompanyDashboard>(page, '/api/empresa/dashboard');
const stepHeading = (page: Page, step: number) => page.getByRole('heading', { name: new RegExp(`Paso ${step} de 6`) });

/** The dashboard's row of an ad in the list named `list` ('Publica tu aviso', 'Avisos finalizados'…). */
const rowIn = (page: Page, list: RegExp, title: string) => page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: title });

/** The element is on screen after scrolling to it, and inside the page's width: a person can reach it. */
async function expectReachable(locator: Locator, width: number) {
  await locator.scrollIntoViewIfNeeded();
  expect(await locator.isVisible()).toBe(true);
  const box = (await locator.boundingBox())!;
  expect({ left: box.x >= 0, right: box.x + box.width <= width }).toEqual({ left: true, right: true });
}

/** The administrator's 'Requisitos' list, reached from the side menu. */
async function requirementsList(page: Page): Promise<Locator> {
  await page.locator('.shell-sidebar a', { hasText: 'Requisitos' }).click();
  await page.waitForURL(`${e2e.portal.shellUrl}/admin/requisitos`);
  await page.getByRole('heading', { level: 1, name: 'Avisos con requisitos de género o edad' }).waitFor();
  return page.getByRole('table', { name: 'Avisos con requisitos de género o edad' });
}

describe("an ad's life: fair wording, expiry and renewal", () => {
  it('warns about a one-gender title without blocking, asks the reason of a gender requirement, and publishes for 30 days', async () => {
    const { page, errors } = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'empresa');
    await page.getByRole('button', { name: 'Genera un nuevo aviso' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/admin/aviso/nuevo`);

    // 1 · the title in one gender: the word check names it and suggests the neutral form, as the company types.
    const title = page.getByRole('textbox', { name: 'Título' });
    await title.pressSequentially(TITLE);
    await page
      .getByRole('textbox', { name: 'Descripción' })
      .fill('Control de egreso del personal del centro de distribución de Dock Sud, con requisa de bolsos y personal.');
    const hint = page.getByRole('status').filter({ hasText: FAIR_WORDING_MESSAGES.findingsTitle });
    await hint.getByText('«Operaria»').waitFor();
    await hint.getByRole('button', { name: 'Usar «Operario/a»' }).waitFor();
    // It warns and never blocks: the title goes on as it is.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await stepHeading(page, 2).waitFor();

    await choose(page.getByRole('combobox', { name: 'Área', exact: true }), page, 'logís', 'Logística');
    await choose(page.getByRole('combobox', { name: 'Subárea', exact: true }), page, 'depós', 'Depósito');
    await choose(page.getByRole('combobox', { name: 'Nivel', exact: true }), page, 'junior', 'Junior');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await stepHeading(page, 3).waitFor();
    await choose(page.getByRole('combobox', { name: 'Provincia', exact: true }), page, 'buenos aires', 'Buenos Aires');
    await choose(page.getByRole('combobox', { name: 'Localidad', exact: true }), page, 'dock', 'Dock Sud');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await stepHeading(page, 4).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // 5 · 'Género: Femenino' names the rule and asks for the reason.
    await stepHeading(page, 5).waitFor();
    await page.getByRole('combobox', { name: 'Modalidad' }).selectOption('Presencial');
    await page.getByRole('combobox', { name: 'Tipo de empleo' }).selectOption('Full-time');
    expect(await page.getByRole('textbox', { name: 'Motivo del requisito' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Género' }).selectOption('Femenino');
    await page.getByRole('status').getByText(FAIR_WORDING_MESSAGES.requirementRule, { exact: false }).waitFor();
    const reason = page.getByRole('textbox', { name: 'Motivo del requisito' });
    await reason.waitFor();
    await page.getByRole('combobox', { name: 'Duración de la publicación' }).selectOption({ label: '30 días' });
    // Issue 39: not publishing the salary is an explicit choice.
    await page.getByRole('checkbox', { name: 'A convenir (no publicar el salario)' }).check();
    // Without the reason the wizard stays on step 5, by 'Siguiente' or by the step list, and says why in Spanish.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText(FAIR_WORDING_MESSAGES.motivoRequired, { exact: true }).waitFor();
    await page.getByRole('button', { name: '6 Idiomas y preguntas' }).click();
    await stepHeading(page, 5).waitFor();
    expect(await page.getByRole('button', { name: 'Finalizar' }).count()).toBe(0);
    expect(await reason.getAttribute('aria-invalid')).toBe('true');

    await reason.fill(REASON);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await stepHeading(page, 6).waitFor();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Guardado con éxito').waitFor();
    await page.waitForURL(`${e2e.portal.shellUrl}/admin/home`);
    // Saved as it was typed: the one-gender title too.
    expect((await dashboard(page)).avisos.filter((aviso) => aviso.titulo === TITLE).map((aviso) => aviso.status)).toEqual(['draft']);

    // Published from the dashboard: 'Vence el' is the publication day plus the 30 days chosen, in Argentina.
    await page.getByRole('button', { name: `Administrar ${TITLE}` }).click();
    const before = Date.now();
    await page.getByRole('dialog', { name: COMPANY_MESSAGES.avisoActions }).getByRole('button', { name: 'Publicarlo' }).click();
    await page.getByText(COMPANY_MESSAGES.published).waitFor();
    const after = Date.now();
    const published = (await dashboard(page)).avisos.find((aviso) => aviso.titulo === TITLE)!;
    expect(published.status).toBe('published');
    const publishedAt = Date.parse(published.publicadoEl!);
    expect(publishedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(publishedAt).toBeLessThanOrEqual(after + 5_000);
    const expected = formatDmy(new Date(publishedAt + 30 * DAY_MS));
    // Today + 30 as this machine's clock has it (the two agree but in the seconds around midnight in Argentina).
    expect([formatDmy(new Date(before + 30 * DAY_MS)), formatDmy(new Date(after + 30 * DAY_MS))]).toContain(expected);
    const row = rowIn(page, /Cantidad de avisos publicados/, TITLE);
    // Then its views (none a person made yet: the test's headless browser is left out as a bot).
    await row.getByText(`Publicado el ${formatDmy(new Date(publishedAt))} · Vence el ${expected} · 0 vistas`, { exact: true }).waitFor();

    // The administrator reads the reason beside the requirement.
    const { page: admin, errors: adminErrors } = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'admin');
    const table = await requirementsList(admin);
    const listed = table.getByRole('row').filter({ hasText: TITLE });
    await listed.waitFor();
    expect(await listed.innerText()).toEqual(expect.stringContaining('Género: Femenino'));
    expect(await listed.innerText()).toEqual(expect.stringContaining(REASON));
    expect(await listed.innerText()).toEqual(expect.stringContaining('Publicado'));

    expect([...errors, ...adminErrors]).toEqual([]);
    await admin.context().close();
    await page.context().close();
  });

  it("'Republicar' on the expired ad makes one draft with its content and leaves the old ad as it was", async () => {
    const { page, errors } = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'empresa');
    const expired = (await dashboard(page)).avisos.find((aviso) => aviso.titulo === EXPIRED)!;
    expect(expired).toMatchObject({ status: 'finished', vencido: true });
    const oldAd = await callApi<CompanyAvisoData>(page, `/api/empresa/aviso/${expired.id}`);

    const finishedRow = rowIn(page, /Avisos finalizados/, EXPIRED);
    await finishedRow.getByText('Vencido', { exact: true }).waitFor();
    // It asks first (a double click on 'Confirmar' making one draft is Dashboard.spec's).
    await finishedRow.getByRole('button', { name: `Republicar ${EXPIRED}` }).click();
    await page.getByRole('alertdialog', { name: 'Republicar el aviso' }).getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(/\/admin\/aviso\/\d+\/editar$/);
    const draftId = Number(/\/aviso\/(\d+)\/editar$/.exec(page.url())![1]);
    expect(draftId).not.toBe(expired.id);
    await page.getByRole('heading', { level: 1, name: COMPANY_MESSAGES.editAviso }).waitFor();
    // The wizard says the ad open is a new copy, not the old ad.
    await page.getByRole('status').filter({ hasText: COMPANY_MESSAGES.republished }).waitFor();
    await stepHeading(page, 1).waitFor();
    expect(await page.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(oldAd.aviso.titulo);
    expect(await page.getByRole('textbox', { name: 'Descripción' }).inputValue()).toBe(oldAd.aviso.descripcion);

    // Back on the dashboard: one new draft, and the old ad still 'Vencido', unchanged.
    await page.getByRole('button', { name: 'Volver al home' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/admin/home`);
    const draftRows = rowIn(page, /Publica tu aviso/, EXPIRED);
    await draftRows.first().waitFor();
    expect(await draftRows.count()).toBe(1);
    await rowIn(page, /Avisos finalizados/, EXPIRED)
      .getByText('Vencido', { exact: true })
      .waitFor();
    const copies = (await dashboard(page)).avisos.filter((aviso) => aviso.titulo === EXPIRED);
    expect(copies.map(({ id, status }) => ({ id, status })).sort((a, b) => a.id - b.id)).toEqual([
      { id: expired.id, status: 'finished' },
      { id: draftId, status: 'draft' },
    ]);
    expect(await callApi<CompanyAvisoData>(page, `/api/empresa/aviso/${expired.id}`)).toEqual(oldAd);
    const draft = await callApi<CompanyAvisoData>(page, `/api/empresa/aviso/${draftId}`);
    expect(draft).toMatchObject({ status: 'draft', publicadoEl: null });
    expect(draft.aviso).toEqual(oldAd.aviso);

    // After a reload 'Republicar' again opens that same draft while it is unpublished.
    await page.reload();
    await rowIn(page, /Avisos finalizados/, EXPIRED)
      .getByRole('button', { name: `Republicar ${EXPIRED}` })
      .click();
    await page.getByRole('alertdialog', { name: 'Republicar el aviso' }).getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/admin/aviso/${draftId}/editar`);
    await page.getByRole('textbox', { name: 'Título' }).waitFor();
    expect((await dashboard(page)).avisos.filter((aviso) => aviso.titulo === EXPIRED)).toHaveLength(2);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the expired ad out of the search, the sitemap and the feed; its page answers 404 with no markup', async () => {
    const { page: company } = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'empresa');
    const { avisos } = await dashboard(company);
    await company.context().close();
    // By state too: 'Republicar' (the test before) made a draft of the same title.
    const expiredId = avisos.find((aviso) => aviso.titulo === EXPIRED && aviso.vencido)!.id;
    const publishedId = avisos.find((aviso) => aviso.titulo === PUBLISHED_IN_SALTA && aviso.status === 'published')!.id;

    // The visitor's search of Salta shows the published ad, not the expired one.
    const { page, errors } = await newPage(e2e.browser);
    await page.goto(`${e2e.portal.shellUrl}/home?filtro=provincia%3A66`);
    const cards = page.locator('.pub-results__list article');
    await cards.filter({ hasText: PUBLISHED_IN_SALTA }).waitFor();
    await page.locator('.pub-results[aria-busy="false"]').waitFor();
    expect((await cards.allInnerTexts()).filter((text) => text.includes(EXPIRED))).toEqual([]);

    const text = async (path: string) => {
      const response = await fetch(`${e2e.portal.shellUrl}${path}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${e2e.portal.shellUrl}/showAviso/${publishedId}</loc>`);
    expect(sitemap).not.toContain(`/showAviso/${expiredId}<`);
    const feed = await text('/api/home/feed?province=66');
    expect(feed).toContain(PUBLISHED_IN_SALTA);
    expect(feed).not.toContain(EXPIRED);
    expect(feed).not.toContain(`/showAviso/${expiredId}<`);

    // As a link previewer reads it (no JavaScript): 404, noindex, no preview tags, no JobPosting.
    const response = await fetch(`${e2e.portal.shellUrl}/showAviso/${expiredId}`, { headers: { 'user-agent': 'WhatsApp/2.23 (link preview)' } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('facturación');
    // A visitor's browser says so.
    await page.goto(`${e2e.portal.shellUrl}/showAviso/${expiredId}`);
    await page.getByText('Este aviso no existe o ya no está publicado').waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the administrator the demo's requirement with its reason in 'Requisitos'", async () => {
    const { page, errors } = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'admin');
    const table = await requirementsList(page);
    const row = table.getByRole('row').filter({ hasText: DEMO_REQUIREMENT.titulo });
    await row.waitFor();
    const text = await row.innerText();
    for (const part of ['Logística del Plata S.A.', DEMO_REQUIREMENT.requisito, DEMO_REQUIREMENT.motivo, 'Publicado']) expect(text).toContain(part);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the dashboard and step 5 within reach at 360 px', async () => {
    const width = 360;
    const { page, errors } = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'empresa', width);
    await page.getByRole('heading', { name: /Cantidad de avisos publicados/ }).waitFor();
    // 'Vence el' of a published ad, 'Vencido' and 'Republicar' of the expired one.
    await expectReachable(rowIn(page, /Cantidad de avisos publicados/, DEMO_REQUIREMENT.titulo).getByText(/Vence el \d{2}\/\d{2}\/\d{4}/), width);
    const expiredRow = rowIn(page, /Avisos finalizados/, EXPIRED);
    await expectReachable(expiredRow.getByText('Vencido', { exact: true }), width);
    await expectReachable(expiredRow.getByRole('button', { name: `Republicar ${EXPIRED}` }), width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Step 5 of a draft: the requirement's rule, its reason and the duration.
    const draft = 'Supervisor/a de turno noche para centro de distribución';
    await page.getByRole('button', { name: `Administrar ${draft}` }).click();
    await page.getByRole('dialog', { name: COMPANY_MESSAGES.avisoActions }).getByRole('button', { name: 'Editarlo' }).click();
    await stepHeading(page, 1).waitFor();
    for (let step = 2; step <= 5; step += 1) {
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await stepHeading(page, step).waitFor();
    }
    const genero = page.getByRole('combobox', { name: 'Género' });
    await expectReachable(genero, width);
    await genero.selectOption('Femenino');
    const rule = page.getByRole('status').getByText(FAIR_WORDING_MESSAGES.requirementRule, { exact: false });
    await expectReachable(rule, width);
    const reason = page.getByRole('textbox', { name: 'Motivo del requisito' });
    await expectReachable(reason, width);
    await reason.fill(REASON);
    const duration = page.getByRole('combobox', { name: 'Duración de la publicación' });
    await expectReachable(duration, width);
    await duration.selectOption({ label: '90 días' });
    await expectReachable(page.getByRole('button', { name: 'Siguiente' }), width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
