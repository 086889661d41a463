import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CV_MESSAGES } from '@postulate/contracts';
import { portalPerFile } from './fixture';
import { logInDemoApplicant, newPage, pdfPages } from './pages';

const e2e = portalPerFile({ name: 'cv-form' });

/** The demo applicant on Mi CV, past the pending-tests reminder, with every console error and warning collected. */
async function miCv(width: number): Promise<{ page: Page; errors: string[]; console: string[] }> {
  const { page, errors } = await newPage(e2e.browser, width);
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.push(`${message.type()}: ${message.text()}`);
  });
  await logInDemoApplicant(page, e2e.portal.shellUrl);
  await page.goto(`${e2e.portal.shellUrl}/micv`);
  await page.getByLabel('Nombre y apellido').waitFor();
  return { page, errors, console };
}

describe("Mi CV's forms", () => {
  it('shows all seven tabs whole at 360 px, and moves between them with the arrow keys', async () => {
    const { page, errors } = await miCv(360);
    const tabs = page.getByRole('tablist', { name: 'Secciones de Mi CV' }).getByRole('tab');
    expect(await tabs.count()).toBe(7);
    // Every tab inside the screen, none cut: its text fits its box and the strip does not scroll.
    const boxes = await tabs.evaluateAll((elements) =>
      elements.map((tab) => {
        const box = tab.getBoundingClientRect();
        return { name: tab.textContent, inside: box.left >= 0 && box.right <= window.innerWidth, whole: tab.scrollWidth <= tab.clientWidth };
      }),
    );
    expect(boxes.filter((tab) => !tab.inside || !tab.whole)).toEqual([]);
    const strip = await page.getByRole('tablist').evaluate((list) => list.scrollWidth <= list.clientWidth);
    expect(strip).toBe(true);

    await page.getByRole('tab', { name: 'Datos personales' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${e2e.portal.shellUrl}/micv/formacion`);
    expect(await page.getByRole('tab', { name: 'Formación académica' }).evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("types '5/9/1988' as 05/09/1988 and says why a future 'Hasta' is refused", async () => {
    const { page } = await miCv(1280);
    const birth = page.getByLabel('Fecha de nacimiento');
    await birth.fill('');
    await birth.pressSequentially('5/9/1988');
    expect(await birth.inputValue()).toBe('05/09/1988');

    await page.getByRole('tab', { name: 'Experiencia Laboral' }).click();
    // Leaving the edited birth date asks first.
    await page.getByRole('alertdialog', { name: CV_MESSAGES.unsavedTitle }).getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('button', { name: 'Agregar experiencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar experiencia' });
    // showModal() makes the page behind inert: Tab and Shift+Tab never reach it (only the browser's own UI).
    for (const key of ['Shift+Tab', 'Shift+Tab', ...Array<string>(25).fill('Tab')]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => document.activeElement === document.body || element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('textbox', { name: 'Hasta', exact: true }).pressSequentially('1/1/2099');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText(CV_MESSAGES.dateAfterToday).waitFor();
    await page.context().close();
  });

  it("asks before Back, Forward, 'Cerrar sesión' or a half-written card throw edits away", async () => {
    const { page, errors } = await miCv(1280);
    const tab = (name: string) => page.getByRole('tab', { name });
    const question = page.getByRole('alertdialog', { name: CV_MESSAGES.unsavedTitle });
    // Two moves inside the portal, so Back and Forward stay on this page.
    await tab('Formación académica').click();
    await page.waitForURL(`${e2e.portal.shellUrl}/micv/formacion`);
    await tab('Datos personales').click();
    const name = page.getByLabel('Nombre y apellido');
    const saved = await name.inputValue();
    await name.fill('Lucía Fernández Sin Guardar');

    await page.evaluate(() => window.history.back());
    await question.getByRole('button', { name: 'Cancelar' }).click();
    expect(page.url()).toBe(`${e2e.portal.shellUrl}/micv`);
    expect(await name.inputValue()).toBe('Lucía Fernández Sin Guardar');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await question.getByRole('button', { name: 'Cancelar' }).click();
    expect(page.url()).toBe(`${e2e.portal.shellUrl}/micv`);
    expect(await name.inputValue()).toBe('Lucía Fernández Sin Guardar');

    await page.evaluate(() => window.history.back());
    await question.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/micv/formacion`);

    await page.getByRole('button', { name: 'Agregar estudio' }).click();
    const card = page.getByRole('dialog', { name: 'Agregar estudio' });
    await card.getByLabel('Título').fill('Tecnicatura a medio cargar');
    await page.evaluate(() => window.history.forward());
    await question.getByRole('button', { name: 'Cancelar' }).click();
    expect(await card.getByLabel('Título').inputValue()).toBe('Tecnicatura a medio cargar');
    expect(page.url()).toBe(`${e2e.portal.shellUrl}/micv/formacion`);
    await page.evaluate(() => window.history.forward());
    await question.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/micv`);
    // Nothing was saved on the way.
    await page.reload();
    expect(await page.getByLabel('Nombre y apellido').inputValue()).toBe(saved);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("refuses a text file renamed .png under the photo, and downloads a PDF with 'Página N / M', the marital status in words and no console errors", async () => {
    const { page, errors, console } = await miCv(1280);
    await page.getByLabel('Foto de perfil').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('hola, no soy una imagen') });
    await page.getByText(CV_MESSAGES.photoType).waitFor();
    // The stored photo stays; nothing broken is shown.
    const photo = page.getByRole('img', { name: 'Tu foto de perfil' });
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const marital = await page.getByLabel('Estado civil').evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text);
    expect(marital).toMatch(/^[A-Za-z]+o\/a$/);

    await page.getByRole('tab', { name: 'Tu CV en PDF' }).click();
    await page.locator('iframe[title="Vista previa de tu CV en PDF"]').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar PDF' }).click()]);
    const pages = pdfPages((await download.path())!);
    expect(pages.map((text) => text.trimEnd().split('\n').pop()!.trim())).toEqual(pages.map((_, index) => `Página ${index + 1} / ${pages.length}`));
    const text = pages.join('\n');
    expect(text).toContain('Lucía Fernández');
    expect(text).toMatch(new RegExp(`Estado civil:?\\s+${marital.replace('/', '\\/')}`));
    expect(text).not.toMatch(/Solter@|Casad@|Divorciad@|Viud@/);
    expect({ errors, console }).toEqual({ errors: [], console: [] });
    await page.context().close();
  });
});
