import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSmtpInbox, type SmtpInbox } from '../services/test/smtp-inbox';
import { portalPerFile } from './fixture';
import { logIn, logInToBackOffice, newPage } from './pages';

/** Where the applicants' e-mails arrive, as a real SMTP server gets them. */
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox?.close();
});
const e2e = portalPerFile({
  name: 'pipeline',
  // Stage e-mails without their grace period, so the test need not wait for it.
  env: () => ({ SMTP_URL: inbox.url, MAIL_POLL_MS: '500', STAGE_MAIL_GRACE_SECONDS: '0' }),
});

const AD = 'Asistente de Recursos Humanos';

describe('candidates hear back', () => {
  it('a recruiter moves two applicants to Entrevista at once with a template; the applicant sees it, is e-mailed, and can unsubscribe in one click', async () => {
    // The portal opened at 127.0.0.1: the session cookie and /api must work on either host name.
    const shell = e2e.portal.shellUrl.replace('localhost', '127.0.0.1');
    const { page, errors } = await newPage(e2e.browser);
    await logInToBackOffice(page, shell, 'empresa');
    const search = await page.evaluate(async (q) => (await fetch(`/api/home?q=${encodeURIComponent(q)}`)).json(), AD);
    const aviso = (search as { avisos: { response: { id: number; titulo: string }[] } }).avisos.response.find((item) => item.titulo === AD)!;

    await page.goto(`${shell}/admin/aviso/${aviso.id}/aplicaciones`);
    await page.getByRole('checkbox', { name: 'Elegir a Lucía Fernández' }).check();
    await page.getByRole('checkbox', { name: 'Elegir a Camila Benítez' }).check();
    const bulk = page.getByRole('group', { name: 'Cambiar el estado de las seleccionadas' });
    await bulk.getByText('2 seleccionadas').waitFor();
    await bulk.getByRole('combobox').selectOption('entrevista');
    await bulk.getByRole('button', { name: 'Aplicar' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Se moverán 2 postulaciones a Entrevista.').waitFor();
    await dialog.getByLabel('Plantilla').selectOption({ label: 'Invitación a entrevista' });
    expect(await dialog.getByLabel('Mensaje').inputValue()).toContain('{nombre}');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'detached' });
    for (const name of ['Lucía Fernández', 'Camila Benítez']) {
      expect(await page.getByRole('combobox', { name: `Estado de ${name}` }).inputValue()).toBe('entrevista');
    }
    expect(errors).toEqual([]);
    await page.context().close();

    // Lucía reads it in Mis Postulaciones, with the company's message waiting.
    const { page: lucia, errors: luciaErrors } = await newPage(e2e.browser, 360);
    await logIn(lucia, shell, 'postulante', 'POSTULANTE');
    await lucia.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    await lucia.goto(`${shell}/mispostulaciones`);
    const card = lucia.locator('.pl-data-card').filter({ hasText: AD });
    await card.getByText('Entrevista', { exact: true }).waitFor();
    expect(await card.innerText()).toContain('Mensajes nuevos');

    // The e-mail as the SMTP server got it: the status, the filled-in template's notice, the one-click unsubscribe.
    const mail = await inbox.waitFor((message) => message.to.includes('postulante@postulate.test') && message.raw.includes(`"${AD}"`), 30_000);
    expect(mail.raw).toContain('cambió de estado: Entrevista.');
    // The company's message itself, filled in for Lucía and quoted.
    expect(mail.raw).toMatch(/te escribió:\r?\n\r?\n> Hola, Lucía: queremos conocerte\./);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // The body's link is the portal's page (the header's is the API's, for mail providers).
    const link = [...mail.raw.matchAll(/https?:\/\/[^\s<>]+\/notificaciones\/baja\/[A-Za-z0-9_.-]+/g)]
      .map((match) => match[0])
      .find((url) => !url.includes('/api/'))!;

    // The page is served as is, without JavaScript, as a link previewer fetches it (and that changes nothing).
    const previewed = await fetch(`${shell}${new URL(link).pathname}`);
    expect([previewed.status, previewed.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/html')]);
    // The link works without a session, from another browser, at the portal's address.
    const { page: visitor, errors: visitorErrors } = await newPage(e2e.browser, 360);
    await visitor.goto(`${shell}${new URL(link).pathname}`);
    await visitor.getByText('Listo: ya no vas a recibir correos de “Cambios de estado de mis postulaciones”.').waitFor();
    await visitor.context().close();
    await lucia.goto(`${shell}/micv/notificaciones`);
    expect(await lucia.getByRole('switch', { name: 'Cambios de estado de mis postulaciones' }).isChecked()).toBe(false);
    expect(await lucia.getByRole('switch', { name: 'Mensajes nuevos de empresas' }).isChecked()).toBe(true);
    expect([...luciaErrors, ...visitorErrors]).toEqual([]);
    await lucia.context().close();
  });
});
