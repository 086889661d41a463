import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { formatDmy } from '@postulate/contracts';
import { appPort } from '../scripts/apps.mjs';
import { startSmtpInbox, type SmtpInbox } from '../services/test/smtp-inbox';
import { portalPerFile } from './fixture';
import { accessibilityViolations, DEMO_PASSWORD, logInDemoApplicant, logInToBackOffice, newPage } from './pages';

/** The concentration test is shortened through the server's configuration. */
const TOULOUSE_SECONDS = 15;
/** TEST_GRACE_SECONDS' default: answers are still taken this long after the deadline. */
const GRACE_SECONDS = 5;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox?.close();
});
const e2e = portalPerFile({
  name: 'tests',
  env: () => ({
    TEST_TOULOUSE_SECONDS: String(TOULOUSE_SECONDS),
    SMTP_URL: inbox.url,
    MAIL_POLL_MS: '500',
    PORTAL_URL: `http://localhost:${appPort('shell')}`,
  }),
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The last valid day of a result finished today: 12 months on, as dd/MM/yyyy in Argentina. */
function validityToday(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return `El resultado va a ser válido hasta el día ${formatDmy(date)}`;
}

/** Answers every step of the personality questionnaire with the first option, then finishes. */
async function answerQuestionnaire(page: Page) {
  for (const button of ['Siguiente Paso', 'Siguiente Paso', 'Siguiente Paso', 'Finalizar']) {
    await page.getByRole('heading', { name: /Test de personalidad · Paso \d de 4/ }).waitFor();
    const next = page.getByRole('button', { name: button, exact: true });
    expect(await next.isDisabled()).toBe(true);
    const questions = page.locator('fieldset.tt-question');
    const count = await questions.count();
    for (let index = 0; index < count; index += 1) await questions.nth(index).locator('label').first().click();
    await next.click();
  }
  await page.getByRole('heading', { name: 'Finalizado' }).waitFor();
}

describe('a candidate in Mis Tests', () => {
  it("never has 'Faltan Test por hacer' over a test, even when the browser goes back to one", async () => {
    const { page, errors } = await newPage(e2e.browser);
    // Sent back to a test after logging in (?volver=), then to the home page, then Back.
    await page.goto(`${e2e.portal.shellUrl}/dashboard?volver=${encodeURIComponent('/mistests/cards')}`);
    await page.getByRole('button', { name: 'INICIO DE SESIÓN POSTULANTE' }).click();
    await page.getByLabel('Usuario').fill('postulante');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/mistests/cards`);
    await page.getByRole('button', { name: 'Comenzar', exact: true }).waitFor();
    const reminder = page.getByRole('dialog', { name: 'Faltan Test por hacer' });
    expect(await reminder.count()).toBe(0);
    await page.getByRole('link', { name: 'Home' }).click();
    await reminder.waitFor();
    await page.goBack();
    await page.waitForURL(`${e2e.portal.shellUrl}/mistests/cards`);
    await page.getByRole('button', { name: 'Comenzar', exact: true }).waitFor();
    expect(await reminder.count()).toBe(0);
    // It comes back on the next page that is not a test.
    await page.goForward();
    await reminder.waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('takes the three tests under the server clock and sees each one Completado with its validity date', async () => {
    const { page, errors } = await newPage(e2e.browser);
    await logInDemoApplicant(page, e2e.portal.shellUrl);
    await page.getByRole('complementary', { name: 'Tests pendientes' }).getByRole('link', { name: 'Mis Tests' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/mistests`);
    await page.getByRole('link', { name: 'Comenzar test 1' }).waitFor();
    expect(await page.getByRole('link', { name: /^Comenzar test/ }).count()).toBe(3);

    // Test 1: the grid, a reload that resumes the clock and the clicks, then time runs out.
    await page.getByRole('link', { name: 'Comenzar test 1' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/mistests/toulouse`);
    await page.getByText('La prueba dura diez minutos').waitFor();
    await page.getByRole('button', { name: 'Comenzar', exact: true }).click();
    const cells = page.getByRole('gridcell');
    await cells.first().waitFor();
    expect(await cells.count()).toBe(1200);
    await cells.nth(3).click();
    await cells.nth(8).click();
    expect(await cells.nth(5).getAttribute('aria-disabled')).toBe('true');
    await page.waitForTimeout(2500); // the autosave batch goes out
    await page.reload();
    await cells.nth(8).waitFor();
    expect(await cells.nth(3).getAttribute('aria-selected')).toBe('true');
    expect(await cells.nth(8).getAttribute('aria-selected')).toBe('true');
    const left = await page.getByRole('timer').innerText();
    expect(Number(left.split(':')[1])).toBeLessThan(TOULOUSE_SECONDS);
    await cells.nth(40).click();
    await page.getByRole('heading', { name: 'Genial! Finalizaste este test.' }).waitFor({ timeout: (TOULOUSE_SECONDS + 10) * 1000 });
    await page.getByRole('button', { name: 'Volver a Mis Tests' }).click();
    const first = page.getByRole('listitem').filter({ hasText: 'Test 1' });
    await first.getByText('Completado').waitFor();
    expect(await first.innerText()).toContain(validityToday());

    // Test 2: four steps; each button waits for every answer of its step.
    await page.getByRole('link', { name: 'Comenzar test 2' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/mistests/mbti`);
    await page.getByRole('button', { name: 'Comenzar', exact: true }).click();
    // The same test opened in a second tab goes on there; this tab says so, and comes back on request.
    const firstStep = page.getByRole('heading', { name: /Test de personalidad · Paso 1 de 4/ });
    await firstStep.waitFor();
    const second = await page.context().newPage();
    await second.goto(page.url());
    await second.getByRole('heading', { name: /Test de personalidad · Paso 1 de 4/ }).waitFor();
    await page.getByText('Abriste este test en otra pestaña: seguí allí.').waitFor();
    expect(await page.locator('fieldset.tt-question').count()).toBe(0);
    await second.close();
    await page.getByRole('button', { name: 'Seguir en esta pestaña' }).click();
    await answerQuestionnaire(page);
    await page.getByRole('button', { name: 'Volver a Mis Tests' }).click();
    // The list settles (test 2 turns 'Completado') before a click lands on it.
    await page.getByRole('listitem').filter({ hasText: 'Test 2' }).getByText('Completado').waitFor();

    // Test 3: 36 matrices, 'Siguiente' only after a choice, 'Finalizar' on the last one.
    await page.getByRole('link', { name: 'Comenzar test 3' }).click();
    await page.waitForURL(`${e2e.portal.shellUrl}/mistests/cards`);
    await page.getByRole('button', { name: 'Comenzar', exact: true }).click();
    for (let step = 1; step <= 36; step += 1) {
      await page.getByRole('heading', { name: `Matriz ${step}/36` }).waitFor();
      const next = page.getByRole('button', { name: step === 36 ? 'Finalizar' : 'Siguiente', exact: true });
      expect(await next.isDisabled()).toBe(true);
      await page
        .locator('label.tt-option-card')
        .nth(step % 8)
        .click();
      await next.click();
    }
    await page.getByRole('heading', { name: 'Finalizado' }).waitFor();
    await page.getByRole('button', { name: 'Volver a Mis Tests' }).click();

    for (const number of [1, 2, 3]) {
      const item = page.getByRole('listitem').filter({ hasText: `Test ${number}` });
      await item.getByText('Completado').waitFor();
      expect(await item.innerText()).toContain(validityToday());
    }
    expect(await page.getByRole('link', { name: /^Comenzar test/ }).count()).toBe(0);
    // The candidate reads, under each test, the same report a company gets: a few marks draw no conclusion.
    const firstTest = page.getByRole('listitem').filter({ hasText: 'Test 1' });
    await firstTest.getByText('Ver informe completo').click();
    await firstTest.getByText(/^Marcó \d+ aciertos?, menos de 100: con tan pocas marcas no se sacan conclusiones\.$/).waitFor();
    // A finished test cannot be started again from its address either.
    await page.goto(`${e2e.portal.shellUrl}/mistests/cards`);
    await page.getByText('Completado').waitFor();
    expect(await page.getByRole('button', { name: 'Comenzar', exact: true }).count()).toBe(0);
    // The session now knows: no more banner on the home page.
    await page.goto(`${e2e.portal.shellUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('complementary', { name: 'Tests pendientes' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});

describe('a tester and an invited candidate', () => {
  it('invites by e-mail; the candidate opens the received link on a phone and completes a test the tester then reads', async () => {
    const tester = await newPage(e2e.browser);
    await logInToBackOffice(tester.page, e2e.portal.shellUrl, 'tester');
    await tester.page.locator('.shell-sidebar a', { hasText: 'Candidatos' }).click();
    await tester.page.waitForURL(`${e2e.portal.shellUrl}/admin/interview`);
    await tester.page.getByLabel('Email').fill('invitada@correo.test');
    await tester.page.getByRole('button', { name: 'Enviar' }).click();
    await tester.page.getByText('Enviamos la invitación por correo').waitFor();

    const mail = await inbox.waitFor((message) => message.to.includes('invitada@correo.test'), 30_000);
    const link = new RegExp(`${e2e.portal.shellUrl}/tests/[A-Za-z0-9_-]{43}`).exec(mail.raw)![0];

    const candidate = await newPage(e2e.browser, 360);
    const { page } = candidate;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Bienvenido a los tests de Postulate' }).waitFor();
    // Errors show on 'Siguiente', every one at once, then follow the typing.
    await page.getByLabel(/Nombre completo/).fill('Ana');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('El nombre debe tener al menos 4 caracteres').waitFor();
    await page.getByText('Debe ingresar el DNI').waitFor();
    await page.getByLabel(/Nombre completo/).fill('Valeria Ríos');
    await page.getByText('El nombre es válido').waitFor();
    await page.getByLabel(/DNI/).fill('31234567');
    await page.getByLabel(/CUIL/).fill('20123456786');
    await page.getByRole('checkbox', { name: /He leído y acepto los Términos y Condiciones/ }).check();
    await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    const testTwo = page.getByRole('listitem').filter({ hasText: 'Test 2' });
    await testTwo.getByRole('button', { name: 'Comenzar test' }).click();
    await page.getByRole('button', { name: 'Comenzar', exact: true }).click();
    await answerQuestionnaire(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Volver a los tests' }).last().click();
    await testTwo.getByText('Completado').waitFor();
    expect(await testTwo.innerText()).toContain(validityToday());
    expect(candidate.errors).toEqual([]);

    // The link is single-use: another browser cannot take it over; an unknown one is explained.
    const other = await newPage(e2e.browser);
    await other.page.goto(link);
    await other.page.getByText('Este enlace de invitación ya fue usado en otro navegador').waitFor();
    await other.page.goto(`${e2e.portal.shellUrl}/tests/${'x'.repeat(43)}`);
    await other.page.getByText('El enlace de invitación no existe o ya no es válido').waitFor();
    await other.page.context().close();

    // The tester follows the candidate and reads the same report a company gets; the personality
    // result is the candidate's orientation, which the tester reads only if the candidate shares it.
    await tester.page.reload();
    await tester.page.getByRole('tab', { name: 'Lista de postulantes' }).click();
    const row = tester.page.getByRole('row').filter({ hasText: 'invitada@correo.test' });
    await row.getByText('Valeria Ríos').waitFor();
    expect(await row.innerText()).toContain('Test 2: Completado');
    expect(await accessibilityViolations(tester.page)).toEqual([]);
    await row.getByRole('button', { name: 'Ver informe de Valeria Ríos' }).click();
    await tester.page.getByRole('heading', { name: 'Informe de tests de Valeria Ríos' }).waitFor();
    const personality = tester.page.getByRole('region', { name: 'Test 2 · Personalidad' });
    expect(await personality.innerText()).toContain('La persona no compartió su resultado del test de personalidad.');
    expect(await tester.page.getByRole('region', { name: 'Test 1 · Concentración' }).innerText()).toContain('Todavía no realizó este test.');
    expect(tester.errors).toEqual([]);

    // On the phone the 30-column grid scrolls inside its own box, never the page.
    // The phone's clock then stops (a locked screen, a frozen tab) while the server's runs out.
    await page.clock.install();
    await page.getByRole('listitem').filter({ hasText: 'Test 1' }).getByRole('button', { name: 'Comenzar test' }).click();
    await page.getByRole('button', { name: 'Comenzar', exact: true }).click();
    await page.getByRole('gridcell').first().waitFor();
    await page.clock.pauseAt(Date.now() + 1000);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    const frozen = await page.getByRole('timer').innerText();
    await page.waitForTimeout((TOULOUSE_SECONDS + GRACE_SECONDS + 1) * 1000);
    expect(await page.getByRole('timer').innerText()).toBe(frozen);
    // Ten marks go out at once; the server refuses them, and the page ends the test with the reason.
    for (let cell = 0; cell < 10; cell += 1) await page.getByRole('gridcell').nth(cell).click();
    await page.getByRole('heading', { name: 'Genial! Finalizaste este test.' }).waitFor();
    await page.getByText('El tiempo de este test terminó: las respuestas enviadas después del límite no se guardan').waitFor();
    // The phone wakes up: its timers run again, and the menu reads the server's states.
    await page.clock.resume();
    await page.getByRole('button', { name: 'Volver a los tests' }).last().click();
    await page.getByRole('listitem').filter({ hasText: 'Test 1' }).getByText('Completado').waitFor();
    await page.context().close();
    await tester.page.context().close();
  }, 240_000);
});
