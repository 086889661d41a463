import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { APPLY_MESSAGES, CV_MESSAGES, SCREENING_MESSAGES } from '@postulate/contracts';
import { portalPerFile } from './fixture';
import { logInDemoApplicant, newPage, pdfPages, saveCv, TWO_PAGE_CV } from './pages';

const e2e = portalPerFile({ name: 'applicant' });

/** The demo applicant, logged in through the real captcha, past the pending-tests reminder. */
async function applicantPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(e2e.browser, width);
  await logInDemoApplicant(page, e2e.portal.shellUrl);
  return { page, errors };
}

/** Types into a filterable select and picks the option with exactly that label. */
async function choose(combobox: Locator, page: Page, text: string, option: string) {
  await combobox.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the 'Agregar ...' dialog, fills it by label and saves; the modal closes on success. */
async function addCard(page: Page, section: string, button: string, fields: [string, string, 'text' | 'select'][]) {
  await page.getByRole('region', { name: section }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  for (const [label, value, kind] of fields) {
    // By role: the accessible name leaves out the required marker ' *'.
    const control = dialog.getByRole(kind === 'select' ? 'combobox' : 'textbox', { name: label, exact: true });
    if (kind === 'select') await control.selectOption(value);
    else await control.fill(value);
  }
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('an applicant', () => {
  it("opens the demo applicant's CV complete, with a photo, and downloads it as two numbered pages", async () => {
    const { page, errors } = await applicantPage();
    await page.goto(`${e2e.portal.shellUrl}/micv`);
    await page.getByRole('img', { name: 'Tu foto de perfil' }).waitFor();
    expect(await page.getByLabel('Nombre y apellido').inputValue()).toBe('Lucía Fernández');
    await page.goto(`${e2e.portal.shellUrl}/micv/pdf`);
    await page.locator('iframe[title="Vista previa de tu CV en PDF"]').waitFor();
    // A link drawn as a button keeps its text visible under the pointer (a:hover once painted it the background's colour).
    const downloadLink = page.getByRole('link', { name: 'Descargar PDF' });
    await downloadLink.hover();
    const [color, background] = await downloadLink.evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor]);
    expect(color).not.toBe(background);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    const pages = pdfPages((await download.path())!);
    expect(pages.map((text) => text.trimEnd().split('\n').pop()!.trim())).toEqual(['Página 1 / 2', 'Página 2 / 2']);
    const text = pages.join('\n');
    for (const heading of [
      'Datos personales',
      'Experiencia Laboral',
      'Estudios',
      'Posgrados',
      'Idiomas',
      'Habilidades informáticas',
      'Experiencia en Seguridad',
    ]) {
      expect({ heading, shown: text.includes(heading) }).toEqual({ heading, shown: true });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sees every error of a form after one click on its button, with the cursor still in an invalid field', async () => {
    const { page, errors } = await applicantPage();
    const visible = (message: string) => page.getByText(message, { exact: true }).first().isVisible();
    await page.goto(`${e2e.portal.shellUrl}/micv`);

    // Datos personales: two fields emptied and a short name typed, then straight to the button.
    await page.getByLabel('Teléfono').fill('');
    await page.getByLabel('Dirección').fill('');
    await page.getByLabel('Nombre y apellido').fill('ab');
    await page.getByRole('button', { name: 'Guardar datos personales' }).click();
    await page.getByText(CV_MESSAGES.nameMin).first().waitFor();
    for (const message of [CV_MESSAGES.telMin, CV_MESSAGES.directionMin]) {
      expect({ message, shown: await visible(message) }).toEqual({ message, shown: true });
    }

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('completes a CV, downloads the PDF, applies to an ad with two questions and sees it listed', async () => {
    const { page, errors } = await applicantPage();
    await page.getByRole('link', { name: 'Mi CV' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/micv`);

    // Datos personales, with a photo the server crops to 200x200.
    const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 31, g: 49, b: 71 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Nombre y apellido').fill('María José Ñúñez');
    await page.getByLabel('Fecha de nacimiento').fill('');
    await page.getByLabel('Fecha de nacimiento').pressSequentially('15031990');
    await page.getByLabel('Nacionalidad').selectOption('Argentina');
    await page.getByLabel('Estado civil').selectOption('Casad@');
    // An 8-digit DNI, typed key by key: the box must take all eight.
    await page.getByLabel('DNI').fill('');
    await page.getByLabel('DNI').pressSequentially('31234567');
    expect(await page.getByLabel('DNI').inputValue()).toBe('31234567');
    await page.getByLabel('Cuil').fill('20123456786');
    await page.getByLabel('Teléfono').fill('1145678900');
    await page.getByLabel('Dirección').fill('Av. Santa Fe 3200, 4° B');
    // The legacy's 'CABA' still finds the Ciudad Autónoma, shown with its one spelling.
    await choose(page.getByRole('combobox', { name: 'Provincia' }), page, 'caba', 'Ciudad Autónoma de Buenos Aires');
    await choose(page.getByRole('combobox', { name: 'Localidad' }), page, 'palermo', 'Palermo');
    await page.getByLabel('Foto de perfil').setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Guardar datos personales' }).click();
    await page.getByText('Guardado con éxito').first().waitFor();
    await page.getByRole('img', { name: 'Tu foto de perfil' }).waitFor();

    // Formación académica and Experiencia Laboral, each card added in its modal.
    await page.getByRole('tab', { name: 'Formación académica' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/micv/formacion`);
    await addCard(page, 'Estudios', 'Agregar estudio', [
      ['Título', 'Licenciatura en Comercio Internacional', 'text'],
      ['Tipo de estudio', 'Universitario', 'select'],
      ['Institución', 'Universidad de Buenos Aires', 'text'],
      ['País', 'Argentina', 'select'],
      ['Fecha de inicio', '01032010', 'text'],
      ['Fecha de finalización', '20122015', 'text'],
      ['Estado', 'graduado', 'select'],
    ]);
    await addCard(page, 'Idiomas', 'Agregar idioma', [
      ['Idioma', 'Inglés', 'text'],
      ['Nivel oral', 'Avanzado', 'select'],
      ['Nivel escrito', 'Intermedio', 'select'],
    ]);
    await page.getByRole('tab', { name: 'Experiencia Laboral' }).click();
    // Experiencia Laboral's dialog: the cursor left in 'Puesto'.
    await page.getByRole('region', { name: 'Experiencia Laboral' }).getByRole('button', { name: 'Agregar experiencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar experiencia' });
    await dialog.getByRole('textbox', { name: 'Puesto', exact: true }).fill('ab');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText(CV_MESSAGES.positionMin).waitFor();
    for (const message of [CV_MESSAGES.companyMin, CV_MESSAGES.descriptionMin, CV_MESSAGES.taskMin, CV_MESSAGES.dateRequired]) {
      expect({ message, shown: await dialog.getByText(message, { exact: true }).first().isVisible() }).toEqual({ message, shown: true });
    }
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await addCard(page, 'Experiencia Laboral', 'Agregar experiencia', [
      ['Puesto', 'Analista de importaciones', 'text'],
      ['Empresa', 'Importadora del Sur', 'text'],
      ['Desde', '01022016', 'text'],
      ['Hasta', '30112024', 'text'],
      ['Descripción del puesto', 'Seguimiento de embarques y documentación aduanera.', 'text'],
      ['Tareas', 'Coordinación con despachantes y control de costos.', 'text'],
    ]);
    await page.getByText('Analista de importaciones en Importadora del Sur').waitFor();

    // A reload keeps the tab and the saved CV.
    await page.reload();
    await page.getByText('Analista de importaciones en Importadora del Sur').waitFor();

    // Tu CV en PDF: an A4 document, downloaded.
    await page.getByRole('tab', { name: 'Tu CV en PDF' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/micv/pdf`);
    await page.locator('iframe[title="Vista previa de tu CV en PDF"]').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('CV-Maria-Jose-Nunez.pdf');
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    const pages = pdfPages((await download.path())!);
    pages.forEach((text, index) => expect(text).toContain(`Página ${index + 1} / ${pages.length}`));
    expect(pages[0]).toContain('María José Ñúñez');

    // From the candidate home (the public remote's search and cards) to the ad with two questions.
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('searchbox', { name: 'Nombre del aviso' }).fill('comercio exterior');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const card = page.getByRole('article', { name: 'Analista de comercio exterior' });
    await card.getByRole('button', { name: 'Mira el aviso completo y aplica a este trabajo' }).click();
    await page.waitForURL(/\/showAviso\/\d+\?origen=busqueda$/);
    const avisoUrl = page.url();
    await page.getByRole('heading', { name: 'Analista de comercio exterior' }).waitFor();
    await page.getByRole('button', { name: 'Postularme para este trabajo' }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Respondé estas 2 preguntas' }) });
    // A free-text question and a Sí/No one whose requirement shows before answering (issue 38).
    const answers = form.getByRole('textbox');
    expect(await answers.count()).toBe(1);
    const malvina = form.getByRole('group', { name: /Malvina/ });
    await malvina.getByText(`Se requiere: Sí. ${SCREENING_MESSAGES.neverBlocks}`).waitFor();
    // One click with a too-short answer and no choice shows both answers' errors.
    await answers.nth(0).fill('Sí');
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    await form.getByText(APPLY_MESSAGES.answerMin).waitFor();
    await malvina.getByText(SCREENING_MESSAGES.siNo).waitFor();
    await answers.nth(0).fill('Importación temporal y definitiva, y exportación en consumo.');
    await malvina.getByRole('radio', { name: 'Sí' }).check();
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    await page.getByText('Felicidades, ya estás aplicando para este trabajo.').waitFor();

    // Mis Postulaciones lists it; back and forward keep working.
    await page.getByRole('link', { name: 'Ver Mis Postulaciones' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/mispostulaciones`);
    const row = page.getByRole('row', { name: /Analista de comercio exterior/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Logística del Plata S.A.');
    expect(await row.innerText()).toContain('Sin mensajes nuevos');
    await page.getByRole('tab', { name: 'Mensajes' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/mispostulaciones/mensajes`);
    await page.getByText('Seleccione alguna empresa para ver los mensajes').waitFor();
    await page.goBack();
    await page.waitForURL(`${e2e.portal.shellUrl}/mispostulaciones`);
    await row.waitFor();

    // Applying again is not offered.
    await page.goto(avisoUrl);
    await page.getByText(/Ya estás aplicando para este trabajo/).waitFor();

    // The search is everyone's answer (asked without the session, shared by caches); the card is marked apart.
    const searched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/home');
    await page.goto(`${e2e.portal.shellUrl}/home?filtro=aviso%3Acomercio+exterior`);
    const search = await searched;
    expect(await search.request().headerValue('cookie')).toBeNull();
    expect(search.headers()['cache-control']).toContain('public');
    const marked = page.getByRole('article', { name: 'Analista de comercio exterior' });
    await marked.getByText('Ya te postulaste').waitFor();
    await marked.getByRole('button', { name: 'Ver el aviso completo' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sees Mis Postulaciones as cards and Mi CV without sideways scrolling at 360 px', async () => {
    const { page } = await applicantPage(360);
    for (const url of ['/mispostulaciones', '/micv/formacion']) {
      await page.goto(`${e2e.portal.shellUrl}${url}`);
      await page
        .locator(url === '/mispostulaciones' ? '.pl-data-cards' : '.cv-card')
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    // Mi CV's tab strip scrolls sideways on a phone: the selected tab is always in view.
    for (const [url, tab] of [
      ['/micv/privacidad', 'Mis datos'],
      ['/micv', 'Datos personales'],
    ]) {
      await page.goto(`${e2e.portal.shellUrl}${url}`);
      const selected = page.getByRole('tab', { name: tab, selected: true });
      await selected.waitFor();
      await page.waitForFunction((name) => {
        const element = [...document.querySelectorAll('[role="tab"]')].find((candidate) => candidate.textContent === name)!;
        const strip = element.closest('[role="tablist"]')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.left >= strip.left - 1 && box.right <= strip.right + 1;
      }, tab);
    }
    await page.context().close();
  });

  it("downloads a two-page CV whose pages read 'Página 1 / 2' and 'Página 2 / 2', with what was typed in any Latin script", async () => {
    const { page, errors } = await applicantPage();
    const [first, ...jobs] = TWO_PAGE_CV.cv.workExperience!;
    const typed = { ...first, bussiness: 'Łódź Logística sp. z o.o.', task: 'Turnos → ≥ 5 años de “experiencia” ✓ 中文 🚀' };
    await saveCv(page, { ...TWO_PAGE_CV, cv: { ...TWO_PAGE_CV.cv, workExperience: [typed, ...jobs] } });
    await page.goto(`${e2e.portal.shellUrl}/micv/pdf`);
    await page.locator('iframe[title="Vista previa de tu CV en PDF"]').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar PDF' }).click()]);
    const pages = pdfPages((await download.path())!);
    expect(pages).toHaveLength(2);
    // The footer is the last line a reader sees on each page.
    expect(pages.map((text) => text.trimEnd().split('\n').pop()!.trim())).toEqual(['Página 1 / 2', 'Página 2 / 2']);
    expect(pages[1]).toContain('Comercial Río de la Plata 7');
    // The fonts are embedded in the file the browser made; what they cannot draw is one '�' per character.
    expect(pages[0]).toContain('Encargada de turno en Łódź Logística sp. z o.o.');
    expect(pages[0]).toContain('Tareas: Turnos → ≥ 5 años de “experiencia” ✓ �� �');
    const fonts = execFileSync('pdffonts', [(await download.path())!], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2);
    expect(fonts.map((line) => line.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    // emb, sub, uni: embedded subsets a reader can copy text from.
    fonts.forEach((line) => expect(line).toMatch(/ yes\s+yes\s+yes\s+\d+\s+\d+$/));
    expect(execFileSync('pdfinfo', [(await download.path())!], { encoding: 'utf8' })).toMatch(/^Tagged:\s+yes$/m);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
