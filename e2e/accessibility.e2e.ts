import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  COMPANY_MESSAGES,
  FAIR_WORDING_MESSAGES,
  type CompanyApplicationsPage,
  type CompanyDashboard,
  type CvSaveInput,
  type HomeResponse,
} from '@postulate/contracts';
import { appPort } from '../scripts/apps.mjs';
import { portalPerFile } from './fixture';
import { accessibilityViolations, callApi, logInDemoApplicant, logInToBackOffice, LUCIA_CV, newPage, saveCv } from './pages';

/**
 * Every screen of every remote, per role, at desktop and phone width: no serious or critical axe-core
 * violation and, on the phone, no sideways scrolling. Failures are collected so one run lists them all.
 */

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulate-a11y-outbox-'));
const e2e = portalPerFile({
  name: 'accessibility',
  env: () => ({ MAIL_OUTBOX_DIR: outboxDir, MAIL_POLL_MS: '300', PORTAL_URL: `http://localhost:${appPort('shell')}` }),
});
afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];
/** The layout switches to the phone drawer under this width (shell useIsMobile). */
const MOBILE_BELOW = 740;

interface Screen {
  name: string;
  /** Read when visited: some addresses carry ids learnt while setting up. */
  path: () => string;
  /** Brings the page to the state under check and waits for its content. */
  open: (page: Page) => Promise<unknown>;
  /** The drawer menu exists only on phones. */
  phoneOnly?: boolean;
}

const screen = (name: string, at: string | (() => string), open: Screen['open'], phoneOnly = false): Screen => ({
  name,
  path: typeof at === 'string' ? () => at : at,
  open,
  phoneOnly,
});
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** Opens a dialog with a button and waits for it. */
const openDialog = (button: string, title: string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await dialog(page, title).waitFor();
};
const clickTab = (name: string, then: (page: Page) => Promise<unknown>) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await then(page);
};
const drawer = async (page: Page) => {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú principal' }).waitFor();
};

/**
 * Visits each screen at each width (a fresh navigation at the new viewport), then collects axe-core's
 * serious/critical findings and, on the phone, any horizontal overflow. A screen that fails to open is
 * reported too, and the others still run.
 */
async function checkScreens(page: Page, screens: Screen[]): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // CI runs this beside the PostgreSQL services suite on two cores: a screen after the PDF preview
  // once took more than 10 s to show.
  page.setDefaultTimeout(20_000);
  const failures: string[] = [];
  for (const target of screens) {
    for (const viewport of VIEWPORTS) {
      if (target.phoneOnly && viewport.width >= MOBILE_BELOW) continue;
      const where = `${target.name} @ ${viewport.width} px`;
      try {
        await page.setViewportSize(viewport);
        await page.goto(`${e2e.portal.shellUrl}${target.path()}`);
        await target.open(page);
        await page.waitForFunction(() => !document.querySelector('.pl-loading'));
        for (const violation of await accessibilityViolations(page)) failures.push(`${where}: ${violation}`);
        if (viewport.width < MOBILE_BELOW) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 1) failures.push(`${where}: ${overflow} px wider than the screen`);
        }
      } catch (error) {
        failures.push(`${where}: could not open: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  return failures;
}

async function loggedIn(name: 'postulante' | 'empresa' | 'tester' | 'admin'): Promise<Page> {
  const { page } = await newPage(e2e.browser);
  if (name === 'postulante') await logInDemoApplicant(page, e2e.portal.shellUrl);
  else await logInToBackOffice(page, e2e.portal.shellUrl, name);
  return page;
}

/** A test's instructions, or its running screen (started, or resumed after a reload). */
async function runningTest(page: Page, running: Locator) {
  const start = page.getByRole('button', { name: 'Comenzar', exact: true });
  await start.or(running).first().waitFor();
  if (await start.isVisible()) await start.click();
  await running.first().waitFor();
}

/** The invitation e-mail's link token, once the outbox wrote it. */
async function invitationToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const file = fs.readdirSync(outboxDir).find((name) => name.includes(email));
    // Quoted-printable soft line breaks would split the link.
    const text = file ? fs.readFileSync(path.join(outboxDir, file), 'utf8').replace(/=\r?\n/g, '') : '';
    const match = /\/tests\/([A-Za-z0-9_-]{43})/.exec(text);
    if (match) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation mail for ${email}`);
}

/**
 * What the screens' addresses need: an ad with direct messages and one question (applied to, with a
 * message each way), an ad with two questions (not applied to), a Seguridad ad, a draft, an invitation.
 */
const ids = { chofer: 0, analyst: 0, application: 0, security: 0, draft: 0, token: '' };

/** The shared applicant's CV, with one study so the CV's list screens have a row. */
const CV: CvSaveInput = {
  ...LUCIA_CV,
  cv: {
    ...LUCIA_CV.cv,
    educations: [
      {
        id: 'e1',
        description: 'Técnica en Logística',
        type: 'Terciario',
        institution: 'ITBA',
        country: 'Argentina',
        fechai: '01/03/2008',
        fechaf: '15/12/2010',
        state: 'graduado',
      },
    ],
  },
};

const adId = (home: HomeResponse, title: string) => home.avisos.response.find((aviso) => aviso.titulo === title)!.id;

beforeAll(async () => {
  const applicant = await loggedIn('postulante');
  ids.chofer = adId(await callApi(applicant, '/api/home/?q=chofer'), 'Chofer profesional con licencia E1');
  ids.analyst = adId(await callApi(applicant, '/api/home/?q=comercio'), 'Analista de comercio exterior');
  await saveCv(applicant, CV);
  const aviso = await callApi<{ preguntas: { id: number }[] }>(applicant, `/api/home/aviso/${ids.chofer}`);
  await callApi(applicant, '/api/aplica/aplica', {
    idAviso: ids.chofer,
    respuestas: [{ idPregunta: aviso.preguntas[0].id, respuesta: 'Profesional E1, vigente hasta 2027' }],
  });

  const company = await loggedIn('empresa');
  const dashboard = await callApi<CompanyDashboard>(company, '/api/empresa/dashboard');
  ids.security = dashboard.avisos.find((item) => item.area === 'Seguridad' && item.status === 'published')!.id;
  ids.draft = dashboard.avisos.find((item) => item.status !== 'published' && item.status !== 'finished')!.id;
  const applications = await callApi<CompanyApplicationsPage>(company, `/api/empresa/aviso/${ids.chofer}/aplicaciones`);
  ids.application = applications.response[0].id;
  // The company speaks first; then the applicant answers.
  await callApi(company, `/api/empresa/aplicacion/${ids.application}/mensajes`, { message: '¿Podés venir el lunes a las 10?' });
  await company.context().close();
  await callApi(applicant, '/api/message/add', { idAviso: ids.chofer, message: 'Sí, el lunes a las 10 estoy.' });
  await applicant.context().close();

  const tester = await loggedIn('tester');
  await callApi(tester, '/api/interview/add', { email: 'invitada@correo.test' });
  await tester.context().close();
  ids.token = await invitationToken('invitada@correo.test');
}, 120_000);

const PUBLIC: Screen[] = [
  screen('home', '/home', (page) => page.locator('.pub-results__list article').first().waitFor()),
  screen('menu drawer', '/home', drawer, true),
  screen('search results', '/home?filtro=aviso:tecnico&filtro=provincia:82', heading('Resultados de tu búsqueda')),
  screen('search with facet filters', '/home?modalidad=Presencial&publicado=30', (page) =>
    page.getByRole('button', { name: 'Quitar el filtro Presencial' }).waitFor(),
  ),
  screen('facet filters dialog', '/home?modalidad=Presencial', openDialog('Filtros (1)', 'Filtros'), true),
  screen(
    'ad detail',
    () => `/showAviso/${ids.chofer}`,
    (page) => page.getByRole('heading', { level: 1, name: 'Chofer profesional con licencia E1' }).waitFor(),
  ),
  screen('unknown ad', '/showAviso/999999', (page) => page.getByText('Este aviso no existe o ya no está publicado').waitFor()),
  screen('unsubscribe link not valid', '/notificaciones/baja/1-estado-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', (page) =>
    page.getByText(/El enlace para darte de baja no es válido/).waitFor(),
  ),
  screen('login choices', '/dashboard', heading('Identificate')),
  screen('confirmed e-mail notice', '/dashboard?confirmacion=ok', (page) => page.getByRole('alert').or(page.getByRole('status')).first().waitFor()),
  screen('registration role dialog', '/dashboard', openDialog('REGISTRATE ACÁ', 'Darme de alta como')),
  screen('company login', '/dashboard', async (page) => {
    await page.getByRole('button', { name: 'INICIO DE SESIÓN EMPRESA' }).click();
    await heading('Iniciar Sesión como Empresa')(page);
  }),
  screen('applicant login', '/dashboard', async (page) => {
    await page.getByRole('button', { name: 'INICIO DE SESIÓN POSTULANTE' }).click();
    await heading('Iniciar Sesión como Postulante')(page);
  }),
  screen('password recovery modal', '/dashboard', async (page) => {
    await page.getByRole('button', { name: 'INICIO DE SESIÓN POSTULANTE' }).click();
    await openDialog('Olvidé mi contraseña', 'Recuperar Password')(page);
  }),
  ...(['empresa', 'postulante'] as const).map((kind) =>
    screen(`${kind} registration with errors`, '/dashboard', async (page) => {
      await openDialog('REGISTRATE ACÁ', 'Darme de alta como')(page);
      await page.getByRole('button', { name: kind === 'empresa' ? 'Rol de empresa' : 'Como un postulante' }).click();
      await page.getByRole('button', { name: 'Darme de alta' }).click();
      await page.getByText('Debe aceptar los Términos y Condiciones para continuar').waitFor();
    }),
  ),
  screen('new password form with errors', `/forgot/${'x'.repeat(43)}`, async (page) => {
    await heading('Ingresá tu nueva password')(page);
    await page.getByRole('button', { name: 'Enviar nueva contraseña' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
  }),
  screen('applicant privacy policy', '/politicaPostulante', heading('15. Actualizaciones de esta política y contacto')),
  screen('company privacy policy', '/politicaEmpresa', heading('Política de privacidad para empresas y reclutadores')),
  screen('applicant terms', '/terminosPostulante', heading('Términos y Condiciones para postulantes')),
  screen('company terms', '/terminosEmpresa', heading('Términos y Condiciones para empresas')),
  screen('confirmation e-mail FAQ', '/faqOut', (page) => page.getByRole('heading', { level: 1 }).waitFor()),
];

const cvTab = (at: string, content: (page: Page) => Promise<unknown>) => screen(`Mi CV ${at || 'datos personales'}`, `/micv${at && `/${at}`}`, content);

const APPLICANT: Screen[] = [
  screen('candidate home with the pending tests reminder', '/', async (page) => {
    // The reminder shows once per login session: forgetting that it was seen brings it back, as a new login would.
    // Forgotten only once the ads show, after the layout checked it on this load: forgotten earlier, the
    // reminder would show now and be marked seen again before the reload (seen under load in CI).
    await page.locator('.pub-results__list article').first().waitFor();
    await page.evaluate(() => window.localStorage.removeItem('postulate.pendingTestsSeen'));
    await page.reload();
    await dialog(page, 'Faltan Test por hacer').waitFor();
  }),
  screen('candidate home', '/home', async (page) => {
    await page.locator('.pub-results__list article').first().waitFor();
    const reminder = dialog(page, 'Faltan Test por hacer');
    if (await reminder.isVisible()) await reminder.getByRole('button', { name: 'Cerrar' }).last().click();
  }),
  screen('menu drawer', '/mistests', drawer, true),
  cvTab('', (page) => page.getByLabel('Nombre y apellido').waitFor()),
  cvTab('formacion', (page) => page.getByRole('region', { name: 'Estudios' }).waitFor()),
  screen('Mi CV add study dialog', '/micv/formacion', openDialog('Agregar estudio', 'Agregar estudio')),
  screen('Mi CV delete confirmation', '/micv/formacion', async (page) => {
    await page
      .getByRole('button', { name: /^Eliminar / })
      .first()
      .click();
    await page.getByRole('alertdialog', { name: 'Confirme Acción' }).waitFor();
  }),
  cvTab('experiencia', (page) => page.getByRole('button', { name: 'Agregar experiencia' }).waitFor()),
  cvTab('seguridad', (page) => page.getByRole('tabpanel').locator('form').waitFor()),
  // The browser renders the PDF itself: beside the PostgreSQL suite on two cores that took over 20 s once.
  cvTab('pdf', (page) => page.locator('iframe[title="Vista previa de tu CV en PDF"]').waitFor({ timeout: 90_000 })),
  cvTab('notificaciones', (page) => page.getByRole('switch').first().waitFor()),
  cvTab('privacidad', (page) => page.getByRole('tabpanel').getByRole('button').first().waitFor()),
  screen('job alerts', '/mispostulaciones/alertas', (page) =>
    page
      .getByRole('button', { name: /Eliminar/ })
      .first()
      .waitFor(),
  ),
  screen('withdrawal confirmation', '/mispostulaciones', async (page) => {
    await page
      .getByRole('button', { name: /Retirar postulación/ })
      .first()
      .click();
    await page.getByRole('alertdialog', { name: 'Confirme Acción' }).waitFor();
  }),
  screen('applications list', '/mispostulaciones', (page) => page.getByText('Chofer profesional con licencia E1').first().waitFor()),
  screen(
    'messages',
    () => `/mispostulaciones/mensajes?aviso=${ids.chofer}`,
    (page) => page.getByText('Sí, el lunes a las 10 estoy.').waitFor(),
  ),
  screen(
    'ad already applied to',
    () => `/showAviso/${ids.chofer}`,
    (page) => page.getByText(/Ya estás aplicando para este trabajo/).waitFor(),
  ),
  screen(
    'apply form',
    () => `/showAviso/${ids.analyst}`,
    async (page) => {
      await page.getByRole('button', { name: 'Postularme para este trabajo' }).click();
      await heading('Respondé estas 2 preguntas')(page);
    },
  ),
  screen('Mis Tests', '/mistests', (page) => page.getByRole('link', { name: 'Comenzar test 1' }).waitFor()),
  screen('test 1 instructions', '/mistests/toulouse', (page) => page.getByRole('button', { name: 'Comenzar', exact: true }).waitFor()),
  screen('test 1 running', '/mistests/toulouse', (page) => runningTest(page, page.getByRole('gridcell'))),
  screen('test 2 instructions', '/mistests/mbti', (page) => page.getByRole('button', { name: 'Comenzar', exact: true }).waitFor()),
  screen('test 2 running', '/mistests/mbti', (page) => runningTest(page, page.locator('fieldset.tt-question'))),
  screen('test 3 instructions', '/mistests/cards', (page) => page.getByRole('button', { name: 'Comenzar', exact: true }).waitFor()),
  screen('test 3 running', '/mistests/cards', (page) => runningTest(page, page.locator('label.tt-option-card'))),
];
const wizardStep = (step: number, then?: (page: Page) => Promise<unknown>, what = 'dialog') =>
  screen(
    `ad wizard step ${step}${then ? ` ${what}` : ''}`,
    () => `/admin/aviso/${ids.draft}/editar`,
    async (page) => {
      await heading(/Paso 1 de 6/)(page);
      for (let next = 2; next <= step; next += 1) {
        await page.getByRole('button', { name: 'Siguiente' }).click();
        await heading(new RegExp(`Paso ${next} de 6`))(page);
      }
      await then?.(page);
    },
  );
const applications = () => `/admin/aviso/${ids.chofer}/aplicaciones`;
const profile = () => `${applications()}/${ids.application}`;

const COMPANY: Screen[] = [
  screen('dashboard', '/admin/home', heading(/Cantidad de avisos publicados/)),
  screen('menu drawer', '/admin/home', drawer, true),
  screen('ad actions dialog', '/admin/home', async (page) => {
    await page.getByRole('button', { name: 'Administrar Chofer profesional con licencia E1' }).click();
    await dialog(page, '¿Qué querés hacer con este aviso?').waitFor();
  }),
  screen('draft delete confirmation', '/admin/home', async (page) => {
    // The drafts' card comes first.
    await page
      .getByRole('button', { name: /^Administrar / })
      .first()
      .click();
    await dialog(page, '¿Qué querés hacer con este aviso?').getByRole('button', { name: 'Borrarlo' }).click();
    await page.getByRole('alertdialog', { name: 'Confirme Acción' }).waitFor();
  }),
  screen('new ad with errors', '/admin/aviso/nuevo', async (page) => {
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Debe completar el título del aviso').waitFor();
  }),
  ...[2, 3, 4, 5, 6].map((step) => wizardStep(step)),
  wizardStep(6, openDialog('Agregar idioma', 'Agregamos un idioma')),
  wizardStep(6, openDialog('Agregar pregunta', 'Agregamos una pregunta')),
  // Ley 23.592: another gender shows the rule and asks for the reason; going on without it marks the field.
  wizardStep(
    5,
    async (page) => {
      await page.getByRole('combobox', { name: 'Género' }).selectOption('Femenino');
      await page.getByRole('textbox', { name: 'Motivo del requisito' }).waitFor();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByText(FAIR_WORDING_MESSAGES.motivoRequired, { exact: true }).waitFor();
    },
    'gender requirement without its reason',
  ),
  screen("dashboard: the expired ad's 'Republicar', asking first", '/admin/home', async (page) => {
    // A finished ad has no actions dialog: 'Republicar' sits on its row, beside 'Vencido'.
    const row = page
      .getByRole('list', { name: /Avisos finalizados/ })
      .getByRole('listitem')
      .filter({ hasText: 'Vencido' });
    await row.getByRole('button', { name: /^Republicar / }).click();
    await page.getByRole('alertdialog', { name: 'Republicar el aviso' }).waitFor();
  }),
  screen("'Republicar': the new draft in the wizard, with its notice", '/admin/home', async (page) => {
    // The second visit opens the same draft: one per source ad.
    const row = page
      .getByRole('list', { name: /Avisos finalizados/ })
      .getByRole('listitem')
      .filter({ hasText: 'Vencido' });
    await row.getByRole('button', { name: /^Republicar / }).click();
    await page.getByRole('alertdialog', { name: 'Republicar el aviso' }).getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('status').filter({ hasText: COMPANY_MESSAGES.republished }).waitFor();
  }),
  screen(
    'ad preview',
    () => `/admin/aviso/${ids.chofer}/vista`,
    (page) => page.getByRole('heading', { name: 'Chofer profesional con licencia E1' }).waitFor(),
  ),
  screen('applications per ad', applications, (page) => page.getByText('Lucía Fernández').first().waitFor()),
  screen(
    'applications with the Seguridad filters',
    () => `/admin/aviso/${ids.security}/aplicaciones`,
    (page) => page.getByRole('checkbox').first().waitFor(),
  ),
  screen('applicant profile', profile, (page) => page.getByText('Profesional E1, vigente hasta 2027').waitFor()),
  screen(
    'applicant report',
    profile,
    clickTab('Informe de Perfil', (page) => page.getByRole('tabpanel').waitFor()),
  ),
  screen(
    'message centre',
    () => `${profile()}/mensajes`,
    (page) => page.getByText('Sí, el lunes a las 10 estoy.').waitFor(),
  ),
  screen('stage change dialog', applications, async (page) => {
    await page
      .getByRole('combobox', { name: /^Estado de / })
      .first()
      .selectOption('entrevista');
    await dialog(page, 'Cambiar estado').waitFor();
  }),
  screen('message templates', applications, openDialog('Plantillas de mensajes', 'Plantillas de mensajes')),
  screen('Mi Perfil', '/admin/perfilempre', (page) => page.getByRole('textbox', { name: 'Razón social' }).waitFor()),
  screen('Mi Perfil notificaciones', '/admin/perfilempre?tab=notificaciones', (page) => page.getByRole('switch').first().waitFor()),
];

const TESTER: Screen[] = [
  screen('tester welcome', '/admin/home', heading('Bienvenido')),
  screen('tester Mi Perfil', '/admin/perfilempre', (page) => page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor()),
  screen('invite form with errors', '/admin/interview', async (page) => {
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
  }),
  screen(
    'invited candidates',
    '/admin/interview',
    clickTab('Lista de postulantes', (page) => page.getByText('invitada@correo.test').waitFor()),
  ),
  screen(
    'a candidate report',
    '/admin/interview',
    clickTab('Lista de postulantes', async (page) => {
      await page
        .getByRole('button', { name: /^Ver informe/ })
        .first()
        .click();
      await page.getByRole('region', { name: 'Test 1 · Concentración' }).waitFor();
    }),
  ),
];

const adminList = (title: string, at: string, listLabel: string): Screen[] => [
  screen(`${title} form`, at, async (page) => {
    await heading(title)(page);
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
  }),
  screen(
    `${title} list`,
    at,
    clickTab(listLabel, (page) =>
      page
        .getByRole('button', { name: /^Editar / })
        .first()
        .waitFor(),
    ),
  ),
  screen(
    `${title} edit form`,
    at,
    clickTab(listLabel, async (page) => {
      await page
        .getByRole('button', { name: /^Editar / })
        .first()
        .click();
      await page.getByRole('tab', { name: 'Modificar' }).and(page.locator('[aria-selected="true"]')).waitFor();
    }),
  ),
];

const ADMIN: Screen[] = [
  screen('admin home', '/admin/home', (page) => page.getByRole('heading', { level: 1 }).waitFor()),
  screen('menu drawer', '/admin/home', drawer, true),
  screen('users role select open', '/admin/user', async (page) => {
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Tester' }).waitFor();
  }),
  ...adminList('Usuarios', '/admin/user', 'Lista de usuarios'),
  ...adminList('Niveles', '/admin/nivs', 'Lista de niveles'),
  ...adminList('Subáreas', '/admin/subareas', 'Lista de subáreas'),
  ...adminList('Áreas', '/admin/areas', 'Lista de áreas'),
  screen("'Requisitos': ads with a gender or age requirement", '/admin/requisitos', (page) =>
    // A table at 1280 px, a card per ad on the phone.
    page.getByText('Chofer profesional con licencia E1').first().waitFor(),
  ),
  screen("'Avisos en revisión': the ads held before publishing", '/admin/revision', (page) =>
    page.getByRole('heading', { level: 1, name: 'Avisos en revisión' }).waitFor(),
  ),
  screen("'Denuncias': the reported ads and the appeals", '/admin/denuncias', (page) => page.getByRole('heading', { level: 1, name: 'Denuncias' }).waitFor()),
  screen("'Ajustes de los tests': the accommodation requests", '/admin/ajustes', (page) =>
    page.getByRole('heading', { level: 1, name: 'Ajustes de los tests' }).waitFor(),
  ),
  screen(
    'delete confirmation',
    '/admin/areas',
    clickTab('Lista de áreas', async (page) => {
      await page
        .getByRole('button', { name: /^Borrar / })
        .first()
        .click();
      await page.getByRole('alertdialog', { name: 'Confirme Acción' }).waitFor();
    }),
  ),
];

const INVITATION: Screen[] = [
  screen(
    'invitation form with errors',
    () => `/tests/${ids.token}`,
    async (page) => {
      await heading('Bienvenido a los tests de Postulate')(page);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  ),
  screen(
    'invitation tests menu',
    () => `/tests/${ids.token}`,
    async (page) => {
      const name = page.getByLabel(/Nombre completo/);
      await name.waitFor();
      // The form is saved once; afterwards it comes back filled, without the captcha.
      if (!(await name.inputValue())) {
        await name.fill('Valeria Ríos');
        await page.getByLabel(/DNI/).fill('1234567');
        await page.getByLabel(/CUIL/).fill('20123456786');
        await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
        await page.getByTestId('captcha-ok').waitFor({ timeout: 30_000 });
      }
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: /^Test 3:/ }).waitFor();
    },
  ),
  screen('unknown invitation', `/tests/${'x'.repeat(43)}`, heading('No podemos abrir esta invitación')),
];

describe('accessibility of every screen at 1280 and 360 px', () => {
  it('public screens', async () => {
    const { page } = await newPage(e2e.browser);
    expect(await checkScreens(page, PUBLIC)).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('applicant screens and the three tests', async () => {
    const page = await loggedIn('postulante');
    expect(await checkScreens(page, APPLICANT)).toEqual([]);
    await page.context().close();
  }, 420_000);

  it('company screens', async () => {
    const page = await loggedIn('empresa');
    expect(await checkScreens(page, COMPANY)).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('tester screens and the invitation flow', async () => {
    // The candidate fills the form first, so the tester's list has a report to open.
    const { page } = await newPage(e2e.browser);
    const failures = await checkScreens(page, INVITATION);
    // A finished test (no answers needed) gives the tester a report to open.
    await page.evaluate(async (base) => {
      for (const step of ['start', 'finish']) {
        const response = await fetch(`${base}/${step}`, { method: 'POST', credentials: 'include' });
        if (!response.ok) throw new Error(`${step}: ${response.status}`);
      }
    }, `/api/invitation/${ids.token}/test/cards`);
    await page.context().close();
    const tester = await loggedIn('tester');
    expect([...failures, ...(await checkScreens(tester, TESTER))]).toEqual([]);
    await tester.context().close();
  }, 240_000);

  it('administrator screens', async () => {
    const page = await loggedIn('admin');
    expect(await checkScreens(page, ADMIN)).toEqual([]);
    await page.context().close();
  }, 240_000);
});
