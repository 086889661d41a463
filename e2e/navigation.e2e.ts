import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { portalPerFile } from './fixture';
import { DEMO_PASSWORD, newPage } from './pages';

const e2e = portalPerFile({ name: 'navigation' });

/** The portal at 127.0.0.1, where the issue was found (the fixture's URL says localhost). */
const at127 = () => e2e.portal.shellUrl.replace('localhost', '127.0.0.1');
const cards = (page: Page) => page.locator('.pub-results__list article');
const settled = (page: Page) => page.locator('.pub-results[aria-busy="false"]').waitFor();

/** Chooses the first area with ads in the Areas column (unfolded on a phone) and answers its name. */
async function chooseArea(page: Page): Promise<string> {
  const areas = page.getByRole('complementary', { name: 'Áreas' });
  // Folded on a phone.
  if (!(await areas.locator('details').evaluate((details) => (details as HTMLDetailsElement).open))) await areas.locator('summary').click();
  const area = areas.locator('.pub-areas__item:has(.pl-badge)').first();
  const name = await area.locator('span').first().innerText();
  // The address changes before the new search is asked for: wait for the area's own answer and its
  // drawing, so the list is not replaced under the test's hands.
  const answered = page.waitForResponse((response) => /\/api\/home\/?\?.*area=\d+/.test(response.url()) && response.ok());
  await area.click();
  await page.waitForURL(/area=\d+/);
  await answered;
  await settled(page);
  await page.waitForFunction(() => {
    const busy = document.querySelector('.pub-results')?.getAttribute('aria-busy');
    return busy === 'false' && document.querySelectorAll('.pub-results__list article').length > 0;
  });
  return name;
}

describe('finding the way back', () => {
  it("leads a visitor's e-mailed link to Mensajes through the login and back to the conversation", async () => {
    const { page, errors } = await newPage(e2e.browser);
    const link = `${at127()}/mispostulaciones/mensajes?aviso=1`;
    await page.goto(link);
    await page.waitForURL(`${at127()}/dashboard?volver=${encodeURIComponent('/mispostulaciones/mensajes?aviso=1')}`);
    await page.getByRole('button', { name: 'INICIO DE SESIÓN POSTULANTE' }).click();
    await page.getByLabel('Usuario').fill('postulante');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(link);
    await page.getByRole('navigation', { name: 'Empresas' }).waitFor();
    expect(await page.title()).toBe('Mensajes | Postulate');
    // The first name of the CV, not the login name.
    await page.goto(`${at127()}/`);
    await page.getByRole('heading', { level: 1, name: 'Hola, Lucía' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('comes back from an ad to the same search and scroll, and each screen names the tab', async () => {
    const { page, errors } = await newPage(e2e.browser);
    await page.goto(`${at127()}/home`);
    await cards(page).first().waitFor();
    await settled(page);
    await chooseArea(page);
    const search = page.url();
    const last = cards(page).last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    const titulo = await last.getByRole('heading').innerText();
    await last.getByRole('link', { name: /^Ver el aviso completo/ }).click();
    await page.getByRole('heading', { level: 1, name: titulo }).waitFor();
    await page.waitForFunction((name) => document.title === `${name} | Postulate`, titulo);

    await page.getByRole('link', { name: 'Volver a la búsqueda' }).click();
    await page.waitForURL(search);
    await settled(page);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrolled);
    expect(await page.title()).toBe('Buscar Empleo | Postulate');
    expect(errors).toEqual([]);
  });

  it("shows a phone the chosen area as a removable chip, with the search's count", async () => {
    const { page, errors } = await newPage(e2e.browser, 360);
    await page.goto(`${at127()}/home`);
    await cards(page).first().waitFor();
    await settled(page);
    const area = await chooseArea(page);
    // Reloaded as a shared link would open it.
    await page.reload();
    await settled(page);
    const chip = page.getByRole('button', { name: `Quitar el filtro Área: ${area}` });
    await chip.waitFor();
    expect(await page.locator('.pub-results__header p').innerText()).toMatch(/^\d[\d.]* avisos?$/);
    expect(await page.locator('.pub-results__header p').isVisible()).toBe(true);
    await chip.click();
    await page.waitForURL(`${at127()}/home`);
    expect(await chip.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("offers 'Saltar al contenido' as the first Tab stop, landing before the search box", async () => {
    const { page, errors } = await newPage(e2e.browser);
    await page.goto(`${at127()}/home`);
    await cards(page).first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenido');
    // From there on the Tab stops are the screen's own (the banner's, then the search), none of the top bar's.
    const search = page.getByRole('searchbox', { name: 'Nombre del aviso' });
    for (let stops = 1; !(await search.evaluate((element) => element === document.activeElement)); stops += 1) {
      if (stops > 8) throw new Error('the search box is not among the first Tab stops after the skip link');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('contenido');
    }
    expect(errors).toEqual([]);
  });
});
