import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { portalPerFile } from './fixture';
import { newPage } from './pages';

const e2e = portalPerFile({ name: 'search-filters' });

/** '1.234 avisos' or '1 aviso' as a number. */
const number = (text: string) => Number(/([\d.]+)/.exec(text)?.[1].replace(/\./g, ''));
const total = async (page: Page) => number(await page.locator('.pub-results__header p').innerText());
const cards = (page: Page) => page.locator('.pub-results__list article');
const settled = (page: Page) => page.locator('.pub-results[aria-busy="false"]').waitFor();

describe("the home's facet filters on a phone", () => {
  it("narrows the search from the 'Filtros' dialog, in the address, and back with the chip", async () => {
    const { page, errors } = await newPage(e2e.browser, 360);
    // At 127.0.0.1 too: the address, not the host, holds the search.
    const home = `${e2e.portal.shellUrl.replace('localhost', '127.0.0.1')}/home`;
    await page.goto(home);
    await cards(page).first().waitFor();
    await settled(page);
    const everything = await total(page);
    expect(everything).toBeGreaterThan(0);

    // On a phone the controls are in the dialog, not on the page.
    expect(await page.getByRole('combobox', { name: 'Modalidad' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    const modalidad = dialog.getByRole('combobox', { name: 'Modalidad' });
    await modalidad.waitFor();
    // A modality that leaves some ads, but not all of them: 'Remoto (N)'.
    const options = await modalidad.locator('option:not([value=""])').allInnerTexts();
    const choice = options.map((text) => ({ text, count: number(text.slice(text.lastIndexOf('('))) })).find(({ count }) => count > 0 && count < everything);
    if (!choice) throw new Error(`no modality narrows the search: ${options.join(', ')}`);
    const name = choice.text.slice(0, choice.text.lastIndexOf(' ('));
    await modalidad.selectOption({ label: choice.text });

    const shown = choice.count === 1 ? 'Ver 1 aviso' : `Ver ${choice.count.toLocaleString('es-AR')} avisos`;
    await dialog.getByRole('button', { name: shown }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await settled(page);
    expect(await total(page)).toBe(choice.count);
    expect(await cards(page).count()).toBe(Math.min(choice.count, 20));
    const modalities = await page.locator('.pub-results__list article').allInnerTexts();
    expect(modalities.every((text) => text.includes(name))).toBe(true);
    await page.getByRole('button', { name: 'Filtros (1)' }).waitFor();
    const chip = page.getByRole('button', { name: `Quitar el filtro ${name}` });
    await chip.waitFor();
    expect(page.url()).toContain(`modalidad=${encodeURIComponent(name)}`);

    // A reload keeps it.
    await page.reload();
    await chip.waitFor();
    await cards(page).first().waitFor();
    await settled(page);
    expect(await total(page)).toBe(choice.count);

    // Nothing spills sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Removing the chip brings every ad back.
    await chip.click();
    await chip.waitFor({ state: 'detached' });
    await settled(page);
    expect(await total(page)).toBe(everything);
    expect(page.url()).not.toContain('modalidad=');
    await page.getByRole('button', { name: 'Filtros', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
