import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MODERATION_MESSAGES, REPORT_MESSAGES, type HomeResponse } from '@postulate/contracts';
import { startSmtpInbox, type SmtpInbox } from '../services/test/smtp-inbox';
import { portalPerFile } from './fixture';
import { accessibilityViolations, backOfficePage, callApi, LUCIA_CV, logInDemoApplicant, newPage, saveCv } from './pages';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox?.close();
});

const e2e = portalPerFile({ name: 'trust-safety', env: () => ({ SMTP_URL: inbox.url, MAIL_POLL_MS: '500' }) });

const PHONE = 360;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** An ad of the demo company that takes direct messages, published through the API as the wizard sends it. */
async function publishAd(company: Page, titulo: string): Promise<number> {
  const [area] = (await callApi<{ response: { id: number; subareas: { id: number }[] }[] }>(company, '/api/area')).response.filter(
    (item) => item.subareas.length > 0,
  );
  const [nivel] = (await callApi<{ response: { id: number }[] }>(company, '/api/nivel')).response;
  const { id } = await callApi<{ id: number }>(company, '/api/empresa/add_aviso', {
    titulo,
    descripcion: 'Extracción y carga de mineral en turnos rotativos, con traslado desde la ciudad.',
    area: area.id,
    subarea: area.subareas[0].id,
    nivel: nivel.id,
    provincia: '02',
    localidad: '0209801001',
    direccion: 'Av. Montes de Oca 1450',
    notConfidential: true,
    vacantes: '3',
    modalidad: 'Presencial',
    tipoEmpleo: 'Full-time',
    genero: 'Indistinto',
    discapcidad: false,
    experienciaEx: false,
    showSalario: false,
    salarioDesde: '',
    salarioHasta: '',
    permiteMsjDirecto: true,
    recibeMail: false,
    direccionMail: '',
    avisoIdiomas: [],
    preguntas: [],
  });
  await callApi(company, '/api/empresa/publish_aviso', { id });
  return id;
}

describe("'Denunciar aviso' and the scam warnings (issue 39)", () => {
  it('a visitor on a 360 px phone reads the warning and reports an ad with the captcha, and gets the number', async () => {
    const home = (await (await fetch(`${e2e.portal.apiUrl}/api/home`)).json()) as HomeResponse;
    const aviso = home.avisos.response[0];
    const { page, errors } = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.portal.shellUrl}/showAviso/${aviso.id}`);
    await page.getByRole('heading', { level: 1, name: aviso.titulo }).waitFor();

    const notice = page.getByRole('complementary', { name: 'Cuidado con las estafas' });
    expect(await notice.innerText()).toContain(REPORT_MESSAGES.notice);
    expect(await notice.getByRole('link', { name: /UFECI/ }).getAttribute('href')).toBe('https://www.mpf.gob.ar/ufeci/');
    expect(await overflow(page)).toBeLessThanOrEqual(1);

    await notice.getByRole('button', { name: 'Denunciar aviso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Denunciar aviso' });
    await dialog.getByRole('radio', { name: 'Pide dinero o pagos' }).check();
    await dialog.getByLabel('Detalles (opcional)').fill('Me pidieron abonar un canon de inscripción por WhatsApp');
    await dialog.getByLabel('Tu correo para la respuesta (opcional)').fill('visitante@correo.test');
    await dialog.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    expect(await overflow(page)).toBeLessThanOrEqual(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();

    const done = page.getByRole('dialog', { name: 'Denuncia enviada' });
    expect(await done.getByRole('status').innerText()).toMatch(/Recibimos tu denuncia\. Tu número de seguimiento es D-\d{6}\./);
    await done.getByRole('button', { name: 'Cerrar' }).click();
    await done.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a candidate sees a warning beside a company message with a wa.me link, and reports the ad from it without a captcha', async () => {
    const company = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'empresa');
    const avisoId = await publishAd(company.page, 'Operario minero, Deán Funes');

    const { page, errors } = await newPage(e2e.browser, PHONE);
    await logInDemoApplicant(page, e2e.portal.shellUrl);
    await saveCv(page, LUCIA_CV);
    await callApi(page, '/api/aplica/aplica', { idAviso: avisoId });
    const applications = await callApi<{ response: { id: number }[] }>(company.page, `/api/empresa/aviso/${avisoId}/aplicaciones`);
    await callApi(company.page, `/api/empresa/aplicacion/${applications.response[0].id}/mensajes`, {
      message: 'Quedaste seleccionado. Seguimos por acá: wa.me/5493515550000',
    });
    await company.page.context().close();

    await page.goto(`${e2e.portal.shellUrl}/mispostulaciones/mensajes?aviso=${avisoId}`);
    const warning = page.getByRole('note').filter({ hasText: 'Cuidado' });
    await warning.waitFor();
    expect(await warning.innerText()).toContain('este mensaje lleva la conversación a WhatsApp o Telegram');
    expect(await page.getByRole('complementary', { name: 'Cuidado con las estafas' }).innerText()).toContain(REPORT_MESSAGES.notice);
    expect(await overflow(page)).toBeLessThanOrEqual(1);

    await warning.getByRole('button', { name: 'Denunciar aviso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Denunciar aviso' });
    expect(await dialog.getByRole('radio', { name: 'Lleva la conversación a WhatsApp o Telegram' }).isChecked()).toBe(true);
    expect(await dialog.getByText(/no sos un robot/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
    expect(await page.getByRole('dialog', { name: 'Denuncia enviada' }).getByRole('status').innerText()).toMatch(/D-\d{6}/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a reported ad reaches the administrator’s queue at 360 px, is hidden with a reason both sides read by e-mail, and the company’s one answer restores it', async () => {
    const company = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'empresa');
    const titulo = 'Recepcionista con curso obligatorio';
    const avisoId = await publishAd(company.page, titulo);

    // A visitor reports it, leaving an e-mail for the answer.
    const visitor = await newPage(e2e.browser, PHONE);
    await visitor.page.goto(`${e2e.portal.shellUrl}/showAviso/${avisoId}`);
    await visitor.page.getByRole('heading', { level: 1, name: titulo }).waitFor();
    await visitor.page.getByRole('complementary', { name: 'Cuidado con las estafas' }).getByRole('button', { name: 'Denunciar aviso' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Denunciar aviso' });
    await dialog.getByRole('radio', { name: 'Pide dinero o pagos' }).check();
    await dialog.getByLabel('Detalles (opcional)').fill('Piden pagar un curso antes de la entrevista');
    await dialog.getByLabel('Tu correo para la respuesta (opcional)').fill('denunciante@correo.test');
    await dialog.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
    const receipt = await visitor.page.getByRole('dialog', { name: 'Denuncia enviada' }).getByRole('status').innerText();
    const ticket = /D-\d{6}/.exec(receipt)![0];
    await visitor.page.context().close();

    // The administrator, on a phone, hides it with a reason.
    const admin = await backOfficePage(e2e.browser, e2e.portal.shellUrl, 'admin', PHONE);
    await admin.page.goto(`${e2e.portal.shellUrl}/admin/denuncias`);
    const card = admin.page.getByRole('listitem').filter({ has: admin.page.getByRole('heading', { name: titulo }) });
    await card.waitFor();
    expect(await card.innerText()).toContain('Piden pagar un curso antes de la entrevista');
    expect(await card.innerText()).toContain(ticket);
    expect(await overflow(admin.page)).toBeLessThanOrEqual(1);
    expect(await accessibilityViolations(admin.page)).toEqual([]);
    await card.getByRole('button', { name: `Ocultar el aviso ${titulo}` }).click();
    const decision = admin.page.getByRole('dialog', { name: `Ocultar el aviso "${titulo}"` });
    await decision.getByRole('button', { name: 'Ocultar el aviso' }).click();
    await decision.getByText('Escribí el motivo').waitFor();
    await decision.getByLabel('Motivo').fill('Pide pagar un curso para postularse: ninguna empresa puede cobrar.');
    await decision.getByRole('button', { name: 'Ocultar el aviso' }).click();
    await admin.page.getByText(MODERATION_MESSAGES.decided.ocultar).waitFor();
    expect((await fetch(`${e2e.portal.apiUrl}/api/home/aviso/${avisoId}`)).status).toBe(404);

    const toReporter = await inbox.waitFor((mail) => mail.to.includes('denunciante@correo.test') && mail.raw.includes('la revisamos'), 30_000);
    expect(toReporter.raw).toContain(ticket);
    expect(toReporter.raw).toContain('lo sacamos de la búsqueda');
    expect(toReporter.raw).toContain('ninguna empresa puede cobrar');
    const toCompany = await inbox.waitFor((mail) => mail.raw.includes(`sobre tu aviso "${titulo}" y lo ocultamos`), 30_000);
    expect(toCompany.raw).toContain('ninguna empresa puede cobrar');
    expect(toCompany.raw).toContain('Podés responder una sola vez');

    // The company reads the decision on its dashboard and answers it once.
    await company.page.goto(`${e2e.portal.shellUrl}/admin/home`);
    const notices = company.page.getByRole('region', { name: 'Decisiones sobre tus avisos' });
    await notices.waitFor();
    expect(await notices.innerText()).toContain('ninguna empresa puede cobrar');
    await notices.getByRole('button', { name: /^Responder/ }).click();
    const appeal = company.page.getByRole('dialog', { name: 'Responder a la decisión' });
    await appeal.getByLabel('Tu respuesta').fill('El curso es gratuito y lo dicta la empresa; corregimos el texto.');
    await appeal.getByRole('button', { name: 'Enviar respuesta' }).click();
    await notices.getByText(MODERATION_MESSAGES.appealSent).waitFor();
    expect(await notices.getByRole('button', { name: /^Responder/ }).count()).toBe(0);
    expect(company.errors).toEqual([]);
    await company.page.context().close();

    // The administrator restores it: back in the search.
    await admin.page.reload();
    const waiting = admin.page.getByRole('list', { name: 'Apelaciones pendientes' }).getByRole('listitem').filter({ hasText: titulo });
    expect(await waiting.innerText()).toContain('El curso es gratuito');
    await waiting.getByRole('button', { name: `Restablecer ${titulo}` }).click();
    const verdict = admin.page.getByRole('dialog');
    await verdict.getByLabel('Motivo').fill('El curso es gratuito: lo comprobamos con la empresa.');
    await verdict.getByRole('button', { name: 'Restablecer' }).click();
    await admin.page.getByText(MODERATION_MESSAGES.appealRestored).waitFor();
    expect((await fetch(`${e2e.portal.apiUrl}/api/home/aviso/${avisoId}`)).status).toBe(200);
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();
  });
});
