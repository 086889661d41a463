import type { Server } from 'node:http';
import { afterAll, beforeAll } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { RequestMethod } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import request from 'supertest';
import type { z } from 'zod';
import {
  ANSWER_SCHEMAS,
  CSRF_HEADER,
  interviewFields,
  companyFileSchema,
  companyListExportSchema,
  companyProfileSchema,
  cvSaveWithFileSchema,
  invoiceFileSchema,
  recoverPasswordSchema,
  registrationSchema,
  type Role,
} from '@postulate/contracts';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../src/auth/auth.decorators.js';
import { controllerHandlers } from '../src/common/controller-handlers.js';
import { ZodValidationPipe } from '../src/common/zod-validation.pipe.js';
import { applicantIdOf, validCv } from './applicants.js';
import { insertCompanyRecords } from './company-records.js';
import { insertAviso, validAvisoOf } from './avisos.js';
import {
  ALWAYS_REFUSED,
  WRONG_TYPES,
  fieldName,
  fieldsOf,
  holdsString,
  isSpanishMessage,
  percentEncode,
  stringPayloads,
  withValue,
  wrongTypeFor,
  type Field,
  type Payload,
} from './hostile-corpus.js';
import { listRoutes, type ApiRoute } from './routes.js';
import { solveCaptcha, type LoggedIn } from './session.js';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';
import { createTestApp, type TestApp } from './test-app.js';
import { loginAll } from './writes.js';

/*
 * Hostile input (SQL injection, XSS, template injection, path traversal, over-long strings, wrong
 * types, Unicode edge cases) in every body field, query parameter and path parameter of every
 * route the running app serves, as the role that may call it. Fields come from the zod schema each
 * route validates with (read from the controllers' pipes), walked along a valid base request per
 * route so a payload reaches the service. Sampling: each field gets one variant of every payload
 * class (variants rotate with the field's position) and one wrong type (rotating too); multipart
 * twins of JSON routes get each class once; every SQL variant goes to every text query parameter,
 * where each row listed must contain the text literally.
 */

export let ctx: TestApp;
export let server: Server;
export let sessions: Record<string, LoggedIn | null>;
// E-mails (registrations, invitations) go to an in-process SMTP server instead of .eml files.
export let inbox: SmtpInbox;

export const ids = {} as {
  applicant: number;
  publishedAviso: number;
  draftAviso: number;
  application: number;
  /** One of the demo company's message templates. */
  template: number;
  /** The demo company's interview on `application`. */
  interview: number;
  /** The postulante's first application, the one a path id of '1' reaches: withdrawing it leaves `application` movable. */
  withdrawable: number;
  conversation: number;
  user: number;
  area: number;
  subArea: number;
  level: number;
  candidate: number;
  /** The demo company, a spare one to edit and link, and an invoice of the first. */
  company: number;
  spareCompany: number;
  invoice: number;
  refs: { area: number; subarea: number; nivel: number };
};
export const INVITATION_TOKEN = 'h2'.padEnd(43, 'x');
export let claimCookie = '';
export let unique = 0;

/** Nobody has this id: actions on it reach the service and answer 404, never touching real rows. */
export const UNKNOWN_ID = 2_147_483_000;
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
export const UNKNOWN_TOKEN = 'z'.repeat(43);

export const ROLE_USERS: Record<Role, string> = { Administrador: 'admin', Empresa: 'empresa', Tester: 'tester', Postulante: 'postulante' };

// ---------- What each route reads, from the running app ----------

export interface RouteInputs {
  route: ApiRoute;
  key: string;
  caller: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params: string[];
  /** The body travels as the multipart 'jsonbody' part. */
  multipart: boolean;
  hasBodyArgument: boolean;
  /** A body field the handler takes from the path instead. */
  fromPath?: string;
}

/**
 * Schemas a handler applies itself (a multipart part, a body merged with a path segment, the
 * answer batch of the test named in the path) instead of in a @Body() pipe.
 */
export const SCHEMAS_IN_HANDLER: Record<string, { body: z.ZodType; multipart?: true; fromPath?: string }> = {
  // The 'jsonbody' part goes through the same pipe as the JSON twin of the route, which gets the
  // full corpus; here each payload class is sent once, into a rotating field.
  'POST /api/empresa/perfilmp': { body: companyProfileSchema, multipart: true },
  'POST /api/usuar/newprofilemp': { body: registrationSchema, multipart: true },
  'POST /api/cv/updatemp/:id': { body: cvSaveWithFileSchema, multipart: true },
  'POST /api/empresa/add_file.php': { body: companyFileSchema, multipart: true },
  'POST /api/factura/add_file.php': { body: invoiceFileSchema, multipart: true },
  // One route, two bodies: an administrator's is the companies list's filter.
  'POST /api/empresa/report.php': { body: companyListExportSchema },
  // The path's name replaces any name in the body.
  'POST /api/usuar/login/recoverpass/:name': { body: recoverPasswordSchema, fromPath: 'name' },
  'POST /api/test/:test/answers': { body: ANSWER_SCHEMAS.toulouse },
  'POST /api/invitation/:token/test/:test/answers': { body: ANSWER_SCHEMAS.toulouse },
};

export const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

export function schemaOf(pipes: unknown[]): z.ZodType | undefined {
  const pipe = pipes.find((candidate): candidate is ZodValidationPipe<z.ZodType> => candidate instanceof ZodValidationPipe);
  return pipe?.['schema'];
}

/** Every handler's route key with its role, and the zod schemas of its @Body() and @Query() pipes. */
export function routeInputs(app: INestApplication): Map<string, Omit<RouteInputs, 'route' | 'params'>> {
  const reflector = app.get(Reflector);
  const inputs = new Map<string, Omit<RouteInputs, 'route' | 'params'>>();
  for (const { controller, name, handler } of controllerHandlers(app)) {
    const prefix: string = Reflect.getMetadata(PATH_METADATA, controller) ?? '';
    const routePath: string | undefined = Reflect.getMetadata(PATH_METADATA, handler);
    if (routePath === undefined) continue;
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    const key = `${method} ${joinPath('api', prefix, routePath)}`;
    const args: Record<string, { pipes: unknown[] }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
    const ofType = (type: RouteParamtypes) =>
      Object.entries(args)
        .filter(([arg]) => arg.startsWith(`${type}:`))
        .map(([, value]) => value);
    const inHandler = SCHEMAS_IN_HANDLER[key];
    const roles = reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [handler, controller]);
    const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, controller]);
    inputs.set(key, {
      key,
      caller: isPublic || !roles ? 'visitor' : ROLE_USERS[roles[0]],
      body:
        inHandler?.body ??
        ofType(RouteParamtypes.BODY)
          .map((arg) => schemaOf(arg.pipes))
          .find(Boolean),
      query: ofType(RouteParamtypes.QUERY)
        .map((arg) => schemaOf(arg.pipes))
        .find(Boolean),
      multipart: Boolean(inHandler?.multipart),
      fromPath: inHandler?.fromPath,
      hasBodyArgument: ofType(RouteParamtypes.BODY).length > 0,
    });
  }
  return inputs;
}

// ---------- A valid request per route ----------

export interface Base {
  params?: Record<string, string>;
  query?: () => Record<string, unknown>;
  body?: () => Promise<unknown> | unknown;
  /** Statuses the base request itself answers (default 200/201): a refusal after validation is fine. */
  baseStatus?: number[];
  /** Where an accepted write can be read again when the answer does not carry it. */
  readBack?: (response: request.Response) => Promise<unknown>;
  /** Accepted without storing anything (a login attempt, a recovery request). */
  storesNothing?: true;
  /** Fields the server fills itself whatever is sent (the CV's locality label is the locality's name). */
  ignored?: string[];
  /** Account names, stored NFKC-normalised (full-width letters become ASCII, accents compose). */
  normalized?: string[];
  /** String query fields that filter no list (the search an applicant's marks are about): no result list to check against SQL payloads. */
  notFilters?: string[];
  /** Tables a refusal changes by design (a wrong password is counted towards the lock-out). */
  refusalWrites?: string[];
  cookie?: () => string;
}

export const as = (name: string) => sessions[name];
export const apiGet = async (name: string, url: string) => (await withSession(request(server).get(url), as(name))).body as unknown;
/** The newest account as stored: a registration answers only a message. */
export const lastUser = async () =>
  ctx.dataSource.query(
    `SELECT u.name, u.email, c.razonsocial, c.descripcion, c.cuit, c.email AS cemail, c.tel, c.domicilio, c.locality_id
       FROM users u LEFT JOIN companies c ON c.user_id = u.id ORDER BY u.id DESC LIMIT 1`,
  );
/** The newest report of an ad as stored: the answer carries only its number. */
export const lastReport = async () => ctx.dataSource.query(`SELECT reason, details, email FROM aviso_reports ORDER BY id DESC LIMIT 1`);
export const next = () => `h2n${++unique}`;

/** Deletes the demo postulante's job alerts through the API. */
export async function deleteAlerts() {
  const { response } = (await apiGet('postulante', '/api/alertas')) as { response: { id: number }[] };
  for (const alert of response) await withSession(request(server).post(`/api/alertas/${alert.id}/eliminar`), as('postulante')).expect(204);
  forgetState();
}

/** A stage the hostile application is not in, so a change with a message writes the message. */
export async function anotherStage(): Promise<string> {
  const [{ stage }] = await ctx.dataSource.query(`SELECT stage FROM applications WHERE id = $1`, [ids.application]);
  return stage === 'entrevista' ? 'preseleccionada' : 'entrevista';
}

/** The demo company may keep 20 templates: the ones the corpus added beyond 10 go, through the API. */
export async function keepTemplatesBelowLimit() {
  const { response } = (await apiGet('empresa', '/api/empresa/plantillas')) as { response: { id: number }[] };
  for (const template of response.slice(10)) {
    await withSession(request(server).post(`/api/empresa/plantillas/${template.id}/borrar`), as('empresa')).expect(204);
  }
  forgetState();
}

/** Takes every tag off the demo application, through the API. */
export async function removeEveryTag() {
  const { etiquetas } = (await apiGet('empresa', `/api/empresa/aplicacion/${ids.application}`)) as { etiquetas: string[] };
  for (const etiqueta of etiquetas) {
    await withSession(request(server).post(`/api/empresa/aplicacion/${ids.application}/etiquetas/borrar`), as('empresa'))
      .send({ etiqueta })
      .expect(200);
  }
  forgetState();
}

export const companyProfile = () => ({
  razonsocial: 'Logística del Plata S.A.',
  descripcion: 'Operador logístico con depósitos en CABA',
  cuit: '30712345671',
  email: 'rrhh@logisticadelplata.test',
  tel: '+5491145678900',
  domicilio: 'Av. Montes de Oca 1450',
  province: '02',
  location: '0209801001',
});

/** Every security flag ticked, so each date field is read (an unticked flag's date is dropped). */
export const cvWithEveryFlag = () => {
  const cv = validCv();
  const date = '10/05/2023';
  return {
    ...cv,
    seguridad: {
      ...cv.seguridad,
      clu: true,
      cluDate: date,
      cursoCaba: true,
      cursoCabaDate: date,
      portacion: true,
      portacionDate: date,
      reincidencia: true,
      reincidenciaDate: date,
    },
  };
};

export const cvBody = async (extra: object = {}) => {
  const [current] = await ctx.dataSource.query(`SELECT version FROM cvs WHERE applicant_id = $1`, [ids.applicant]);
  return { version: current.version, cv: cvWithEveryFlag(), ...extra };
};

/** A valid interview in person three days from now. */
export const interviewForm = () => ({
  ...interviewFields(new Date(Date.now() + 3 * 86_400_000)),
  duracion: 45,
  modalidad: 'presencial',
  direccion: 'Av. de Mayo 500',
  mensaje: 'Traé tu DNI',
});

/** 'Recibir copia por mail' ticked, so the address is read (unticked, it is dropped). */
export const avisoWithMail = () => validAvisoOf(ids.refs, { recibeMail: true, direccionMail: 'rrhh@logisticadelplata.test' });

export const BASES: Record<string, Base> = {
  // Visitors
  'GET /api/home': { query: () => ({}) },
  'GET /api/home/aviso/:id': { params: { id: 'publishedAviso' } },
  'GET /api/home/aviso/:id/compartir': { params: { id: 'publishedAviso' } },
  'GET /api/home/aviso/:id/imagen.png': { params: { id: 'publishedAviso' } },
  // Counted in memory and written later in a batch: nothing is stored by the request itself.
  'POST /api/home/aviso/:id/vista': { params: { id: 'publishedAviso' }, body: () => ({ origen: 'busqueda' }), baseStatus: [204], storesNothing: true },
  'POST /api/home/aviso/:id/denuncia': {
    params: { id: 'publishedAviso' },
    // Not a reason that hides the ad at once: the other bases read it published.
    body: async () => ({
      motivo: 'condiciones_falsas',
      detalles: 'El sueldo no es el del aviso',
      email: 'denuncia.h2@correo.test',
      tokenCaptcha: await solveCaptcha(server),
    }),
    baseStatus: [201],
    readBack: lastReport,
  },
  'GET /api/home/feed': { query: () => ({}) },
  'GET /api/location': { query: () => ({ province: '02' }) },
  'GET /api/area': { query: () => ({}) },
  'GET /api/subarea': { query: () => ({}) },
  'GET /api/nivel': { query: () => ({}) },
  'GET /api/area/get/:id': {},
  'GET /api/subarea/get/:id': {},
  'GET /api/nivel/get/:id': {},
  'GET /api/files/:id': { params: { id: UNKNOWN_UUID } },
  'POST /api/usuar/login': {
    body: async () => ({ name: 'nadie_h2', pass: 'clave1234', tokenCaptcha: await solveCaptcha(server) }),
    // A name nobody has locks out after 5 wrong passwords, as an account does: each one is counted.
    baseStatus: [401, 423],
    storesNothing: true,
    refusalWrites: ['unknown_name_failures'],
  },
  'POST /api/usuar/newprofile': {
    body: async () => {
      const name = next();
      return {
        actionType: 'create',
        tokenCaptcha: await solveCaptcha(server),
        terms: true,
        empresa: { ...companyProfile(), usuar: { name, email: `${name}@correo.test`, pass: 'clave1234' } },
      };
    },
    baseStatus: [201],
    readBack: lastUser,
    normalized: ['empresa.usuar.name'],
  },
  'POST /api/usuar/newprofilemp': {
    body: async () => {
      const name = next();
      return {
        actionType: 'create',
        tokenCaptcha: await solveCaptcha(server),
        terms: true,
        postulante: { usuar: { name, email: `${name}@correo.test`, pass: 'clave1234' } },
      };
    },
    baseStatus: [201],
    readBack: lastUser,
    normalized: ['postulante.usuar.name'],
  },
  'GET /api/usuar/confirm/:token': { params: { token: UNKNOWN_TOKEN } },
  'GET /api/usuar/desbloqueo/:token': { params: { token: UNKNOWN_TOKEN } },
  'POST /api/usuar/login/recoverpass/:name': { params: { name: 'nadie_h2' }, body: () => ({ email: 'nadie@correo.test' }), storesNothing: true },
  'POST /api/usuar/updatepass/:token': { params: { token: UNKNOWN_TOKEN }, body: () => ({ pass: 'clave1234', locked: 'N' }), baseStatus: [400] },
  'GET /api/invitation/:token': { params: { token: INVITATION_TOKEN }, cookie: () => claimCookie },
  'POST /api/invitation/:token': {
    params: { token: INVITATION_TOKEN },
    cookie: () => claimCookie,
    body: () => ({ actionType: 'update', name: 'Lucía Fernández', dni: '1234567', cuit: '20123456786', terms: true }),
  },
  'GET /api/invitation/:token/test': { params: { token: INVITATION_TOKEN }, cookie: () => claimCookie },
  'POST /api/invitation/:token/test/:test/start': { params: { token: INVITATION_TOKEN, test: 'toulouse' }, cookie: () => claimCookie },
  'POST /api/invitation/:token/test/mbti/compartir': { params: { token: INVITATION_TOKEN }, cookie: () => claimCookie, body: () => ({ share: false }) },
  'POST /api/invitation/:token/test/:test/finish': { params: { token: INVITATION_TOKEN, test: 'toulouse' }, cookie: () => claimCookie },
  'GET /api/invitation/:token/report': { params: { token: INVITATION_TOKEN }, cookie: () => claimCookie },
  'POST /api/invitation/:token/test/:test/answers': {
    params: { token: INVITATION_TOKEN, test: 'toulouse' },
    cookie: () => claimCookie,
    body: () => ({ answers: [{ id: 0, ms: 100 }], hidden: [] }),
    baseStatus: [200, 409],
    storesNothing: true,
  },
  // Administrador
  'GET /api/usuar': { query: () => ({}) },
  'GET /api/usuar/get/:id': {},
  'GET /api/usuar/empresas': { query: () => ({}) },
  'GET /api/avisos/requisitos': { query: () => ({}) },
  'GET /api/admin/avisos/revision': {},
  'POST /api/admin/avisos/:id/aprobar': { params: { id: String(UNKNOWN_ID) }, baseStatus: [404], storesNothing: true },
  'POST /api/admin/avisos/:id/rechazar': {
    params: { id: String(UNKNOWN_ID) },
    body: () => ({ motivo: 'Pide un pago para postularse' }),
    baseStatus: [404],
    storesNothing: true,
  },
  'GET /api/admin/denuncias': { query: () => ({ orden: 'mas_denunciados' }) },
  'POST /api/admin/denuncias/aviso/:id': {
    params: { id: String(UNKNOWN_ID) },
    body: () => ({ accion: 'ocultar', motivo: 'Pide un pago para postularse' }),
    baseStatus: [404],
    storesNothing: true,
  },
  'POST /api/admin/denuncias/apelacion/:id': {
    params: { id: String(UNKNOWN_ID) },
    body: () => ({ restablecer: true, motivo: 'Aclarado' }),
    baseStatus: [404],
    storesNothing: true,
  },
  'GET /api/ajustes': { query: () => ({}) },
  'POST /api/ajustes/:id/decision': {
    params: { id: String(UNKNOWN_ID) },
    body: () => ({ approve: false, reply: 'Respuesta' }),
    baseStatus: [404],
    storesNothing: true,
  },
  'POST /api/usuar/add': {
    body: () => {
      const name = next();
      return { name, email: `${name}@correo.test`, pass: 'clave1234', role: 'Empresa' };
    },
    normalized: ['name'],
  },
  'POST /api/usuar/update/:id': { body: () => ({ name: 'h2usuario', email: 'h2usuario@correo.test', role: 'Empresa' }), normalized: ['name'] },
  'POST /api/usuar/unlock/:id': {},
  // Exports answer a CSV file: nothing stored, nothing to read back as JSON.
  'POST /api/usuar/report.php': { body: () => ({ fvalue: 'a', fname: 'name', ftype: 'like' }), storesNothing: true },
  'POST /api/nivel/report.php': { body: () => ({ fvalue: 'a' }), storesNothing: true },
  'POST /api/subarea/report.php': { body: () => ({ fvalue: 'a' }), storesNothing: true },
  'POST /api/area/report.php': { body: () => ({ fvalue: 'a' }), storesNothing: true },
  'POST /api/nivel/add': { body: () => ({ name: `Nivel ${next()}` }) },
  'POST /api/nivel/update/:id': { body: () => ({ name: 'Nivel hostil' }) },
  'POST /api/nivel/delete.php': { body: () => ({ id: UNKNOWN_ID }), baseStatus: [404] },
  'POST /api/subarea/add': { body: () => ({ name: `Subárea ${next()}` }) },
  'POST /api/subarea/update/:id': { body: () => ({ name: 'Subárea hostil' }) },
  'POST /api/subarea/delete.php': { body: () => ({ id: UNKNOWN_ID }), baseStatus: [404] },
  'POST /api/area/add': { body: () => ({ area: `Área ${next()}`, subareas: [ids.subArea] }) },
  'POST /api/area/update/:id': { body: () => ({ area: 'Área hostil', subareas: [ids.subArea] }) },
  'POST /api/area/delete.php': { body: () => ({ id: UNKNOWN_ID }), baseStatus: [404] },
  // Empresa
  'GET /api/empresa/aviso/:id': {},
  'GET /api/empresa/aviso/:id/estadisticas': {},
  'POST /api/empresa/add_aviso': {
    body: () => avisoWithMail(),
    baseStatus: [201],
    readBack: (response) => apiGet('empresa', `/api/empresa/aviso/${response.body.id}`),
  },
  'POST /api/empresa/update_aviso': {
    body: () => ({ id: ids.draftAviso, aviso: avisoWithMail() }),
    readBack: () => apiGet('empresa', `/api/empresa/aviso/${ids.draftAviso}`),
  },
  'POST /api/empresa/publish_aviso': { body: () => ({ id: UNKNOWN_ID, actionType: 'update' }), baseStatus: [404] },
  'POST /api/empresa/finish_aviso': { body: () => ({ id: UNKNOWN_ID, actionType: 'update' }), baseStatus: [404] },
  'POST /api/empresa/delete_aviso': { body: () => ({ id: UNKNOWN_ID, actionType: 'update' }), baseStatus: [404] },
  'POST /api/empresa/republish_aviso': { body: () => ({ id: UNKNOWN_ID, actionType: 'update' }), baseStatus: [404] },
  'POST /api/empresa/aviso/:id/copia': { params: { id: 'publishedAviso' }, baseStatus: [201] },
  'POST /api/empresa/moderacion/:id/apelacion': {
    params: { id: String(UNKNOWN_ID) },
    body: () => ({ texto: 'El pago era el aporte de ley.' }),
    baseStatus: [404],
    storesNothing: true,
  },
  'GET /api/empresa/aviso/:id/aplicaciones': { params: { id: 'publishedAviso' }, query: () => ({}) },
  'GET /api/empresa/aplicacion/:id': { params: { id: 'application' } },
  'GET /api/empresa/aplicacion/:id/vecinas': { params: { id: 'application' }, query: () => ({}) },
  'GET /api/empresa/aplicacion/:id/informe': { params: { id: 'application' } },
  'GET /api/empresa/aplicacion/:id/mensajes': { params: { id: 'application' } },
  'POST /api/empresa/aplicacion/:id/mensajes': { params: { id: 'application' }, body: () => ({ message: 'Hola, ¿podés venir el lunes?' }) },
  'POST /api/empresa/aplicaisread': { body: () => ({ id: ids.application }) },
  'POST /api/empresa/aplicaisfauvorite': { body: () => ({ id: ids.application, favourite: true }) },
  // Each base request moves the application to a stage it is not in, so its message is written and read back.
  'POST /api/empresa/aplicacion/:id/estado': {
    params: { id: 'application' },
    body: async () => ({ estado: await anotherStage(), mensaje: 'Hola, {nombre}: seguís en {aviso}' }),
    readBack: () => apiGet('empresa', `/api/empresa/aplicacion/${ids.application}/mensajes`),
  },
  'POST /api/empresa/aplicaciones/estado': {
    body: async () => ({ ids: [ids.application], estado: await anotherStage(), mensaje: 'Hola, {nombre}: seguís en {aviso}' }),
    readBack: () => apiGet('empresa', `/api/empresa/aplicacion/${ids.application}/mensajes`),
  },
  'POST /api/empresa/aviso/:id/aplicaciones/descartar-no-cumplen': { params: { id: 'publishedAviso' }, body: () => ({}) },
  'POST /api/empresa/plantillas': {
    body: async () => {
      await keepTemplatesBelowLimit();
      return { titulo: 'Citación', texto: 'Hola, {nombre}: te esperamos', estado: 'entrevista' };
    },
    baseStatus: [201],
  },
  'POST /api/empresa/plantillas/:id': { params: { id: 'template' }, body: () => ({ titulo: 'Citación', texto: 'Hola, {nombre}: te esperamos', estado: null }) },
  'POST /api/empresa/plantillas/:id/borrar': { params: { id: String(UNKNOWN_ID) } },
  'GET /api/empresa/aplicacion/:id/notas': { params: { id: 'application' } },
  'POST /api/empresa/aplicacion/:id/notas': { params: { id: 'application' }, body: () => ({ texto: 'Buena entrevista' }), baseStatus: [201] },
  'POST /api/empresa/notas/:id/borrar': { params: { id: String(UNKNOWN_ID) } },
  'POST /api/empresa/aplicacion/:id/calificacion': { params: { id: 'application' }, body: () => ({ calificacion: 4 }) },
  // An application carries at most 10 tags: each base request starts from none, so a payload is never refused for the count.
  'POST /api/empresa/aplicacion/:id/etiquetas': {
    params: { id: 'application' },
    body: async () => {
      await removeEveryTag();
      return { etiqueta: 'Inglés' };
    },
  },
  // Taking a tag off answers the tags left, without it.
  'POST /api/empresa/aplicacion/:id/etiquetas/borrar': { params: { id: 'application' }, body: () => ({ etiqueta: 'Inglés' }), storesNothing: true },
  'GET /api/empresa/etiquetas': { query: () => ({ q: 'ing' }) },
  'POST /api/empresa/setReadMessages': { body: () => ({ id: ids.conversation }), baseStatus: [204] },
  // Interviews: the application has one programmed already, so a new one is refused after validation (409);
  // a reprogramming stores the texts and answers them. The link of an interview in person is not kept.
  'POST /api/empresa/aplicacion/:id/entrevista': { params: { id: 'application' }, body: () => interviewForm(), baseStatus: [409] },
  'PUT /api/empresa/aplicacion/:id/entrevista/:idEntrevista': {
    params: { id: 'application', idEntrevista: 'interview' },
    body: () => interviewForm(),
    ignored: ['enlace'],
  },
  'DELETE /api/empresa/aplicacion/:id/entrevista/:idEntrevista': { params: { id: 'application', idEntrevista: String(UNKNOWN_ID) }, baseStatus: [404] },
  'GET /api/empresa/aplicacion/:id/entrevista': { params: { id: 'application' } },
  'GET /api/empresa/entrevistas': { query: () => ({}) },
  'POST /api/aplica/entrevista/:idEntrevista/respuesta': {
    params: { idEntrevista: 'interview' },
    body: () => ({ respuesta: 'otro_horario', mensaje: 'Ese día no puedo, ¿puede ser el jueves?' }),
  },
  'POST /api/empresa/perfil': { body: companyProfile },
  'POST /api/empresa/perfilmp': { body: companyProfile },
  // Company verification and invoices; uploads without a file are refused after the jsonbody is checked.
  'GET /api/empresa': { query: () => ({}) },
  'POST /api/empresa/report.php': { body: () => ({ fvalue: 'a', fname: 'razonsocial', ftype: 'like' }), storesNothing: true },
  'GET /api/empresa/usuarios': { query: () => ({}) },
  'GET /api/empresa/get/:id': { params: { id: 'spareCompany' } },
  'GET /api/empresa/get/:id/perfil': { params: { id: 'spareCompany' } },
  'POST /api/empresa/update/:id': { params: { id: 'spareCompany' }, body: companyProfile },
  'POST /api/empresa/link/:id': { params: { id: 'spareCompany' }, body: () => ({ userId: null }) },
  'GET /api/empresa/get/:id/documentos': { params: { id: 'company' } },
  'POST /api/empresa/add_file.php': { body: () => ({ id: ids.company, slot: 9 }), baseStatus: [400], storesNothing: true },
  'POST /api/empresa/documento/revisar': { body: () => ({ id: ids.spareCompany, slot: 1, estado: 'Rechazado', comentario: 'Ilegible' }) },
  'GET /api/empresa/documento/:id/:slot': { params: { id: 'company', slot: '1' } },
  'GET /api/factura': { query: () => ({}) },
  'POST /api/factura/report.php': { body: () => ({ fvalue: 'a' }), storesNothing: true },
  'POST /api/factura/add': {
    body: () => ({
      empresa: ids.company,
      punto: '0002',
      codigo: String(++unique).padStart(8, '0'),
      fecha: '02/01/2026',
      apellido: 'Pérez',
      comentario: 'Plan',
      status: 'Pendiente',
      importe: '1500,50',
    }),
    baseStatus: [201],
  },
  'POST /api/factura/update/:id': {
    params: { id: 'invoice' },
    body: () => ({
      empresa: ids.company,
      punto: '0001',
      codigo: '00000001',
      fecha: '02/01/2026',
      apellido: 'Pérez',
      comentario: 'Plan',
      status: 'Pagada',
      importe: '1500',
    }),
  },
  'POST /api/factura/add_file.php': { body: () => ({ id: ids.invoice, slot: 'pdf' }), baseStatus: [400], storesNothing: true },
  'GET /api/factura/archivo/:id/:slot': { params: { id: 'invoice', slot: 'pdf' } },
  // Postulante
  'POST /api/aplica/aplica': {
    body: async () => {
      const aviso = await insertAviso(ctx.dataSource, { titulo: `Aviso ${next()}`, preguntas: ['¿Tenés movilidad propia?'] });
      forgetState();
      return { idAviso: aviso.id, respuestas: [{ idPregunta: aviso.preguntas[0].id, respuesta: 'Sí, auto propio' }] };
    },
    baseStatus: [201],
    readBack: (response) => apiGet('postulante', `/api/aplica/get/${response.body.id}`),
  },
  'GET /api/aplica': { query: () => ({}) },
  'GET /api/aplica/marcas': { query: () => ({ q: 'chofer', aviso: [ids.publishedAviso] }), notFilters: ['q'] },
  'GET /api/aplica/get/:id': { params: { id: 'application' } },
  'GET /api/aplica/aviso/:idAviso': { params: { idAviso: 'publishedAviso' } },
  'POST /api/aplica/retirar/:id': { params: { id: 'withdrawable' } },
  'POST /api/notificaciones': { body: () => ({ tipo: 'estado', activo: true }) },
  'POST /api/notificaciones/baja/:token': { params: { token: UNKNOWN_TOKEN }, baseStatus: [400], storesNothing: true },
  'GET /api/notificaciones/baja/:token': { params: { token: UNKNOWN_TOKEN }, baseStatus: [303] },
  'GET /api/message': { query: () => ({ idAviso: ids.publishedAviso }) },
  'POST /api/message/add': { body: () => ({ idAviso: ids.publishedAviso, message: 'Gracias, ahí estaré' }) },
  'POST /api/message/leido/:id': { params: { id: 'conversation' } },
  'GET /api/cv/get/:id': { params: { id: 'applicant' } },
  'POST /api/cv/update/:id': { params: { id: 'applicant' }, body: () => cvBody(), ignored: ['cv.location.label'] },
  'POST /api/cv/updatemp/:id': { params: { id: 'applicant' }, body: () => cvBody({ adjunto: 'fotoPerfil' }), baseStatus: [400] },
  'GET /api/cv/archivo/:fileId': { params: { fileId: UNKNOWN_UUID } },
  // The fifth wrong password locks the account and queues the owner's unlock e-mail.
  'POST /api/postulante/eliminar': {
    body: () => ({ pass: 'no-es-la-clave' }),
    baseStatus: [400, 423],
    refusalWrites: ['users', 'account_tokens', 'mail_outbox'],
  },
  // Each save starts from no alerts, so every accepted one is stored (10 at most) and read back.
  'POST /api/alertas': {
    body: async () => {
      await deleteAlerts();
      return { q: 'soldador, tornero', province: ['14'], area: null };
    },
    baseStatus: [201],
  },
  // An unknown alert: every field is checked first (400), a valid edit of nobody's alert is 404.
  'POST /api/alertas/:id': {
    params: { id: String(UNKNOWN_ID) },
    body: () => ({ q: 'soldador', province: ['14'], area: null, nombre: 'Soldadura', frecuencia: 'semanal' }),
    baseStatus: [404],
    storesNothing: true,
  },
  'POST /api/alertas/:id/eliminar': { params: { id: String(UNKNOWN_ID) } },
  // One pending request per test: the first accepted one stays, later ones are refused (409).
  'POST /api/test/ajustes': { body: () => ({ test: 'mbti', extraTimePercent: 25, accessible: false, reason: 'Motivo del pedido' }), baseStatus: [201, 409] },
  'GET /api/test/report/:applicantId': { params: { applicantId: 'applicant' } },
  'POST /api/test/mbti/compartir': { body: () => ({ share: false }) },
  'POST /api/test/:test/start': { params: { test: 'toulouse' } },
  'POST /api/test/:test/finish': { params: { test: 'toulouse' } },
  'POST /api/test/:test/answers': {
    params: { test: 'toulouse' },
    body: () => ({ answers: [{ id: 0, ms: 100 }], hidden: [] }),
    baseStatus: [200, 409],
    storesNothing: true,
  },
  // Tester
  'GET /api/interview': { query: () => ({}) },
  'GET /api/interview/get/:id': { params: { id: 'candidate' } },
  'GET /api/interview/report/:id': { params: { id: 'candidate' } },
  'POST /api/interview/add': { body: () => ({ email: `${next()}@correo.test` }) },
  'POST /api/interview/update/:id': { params: { id: 'candidate' }, body: () => ({ email: 'candidato.h2@correo.test' }) },
};

/** Path segments a route reads, valid unless a payload replaces one; a name in `ids` stands for that fixture. */
export function paramValue(key: string, name: string): string {
  const declared = (BASES[key]?.params ?? {})[name];
  if (declared && declared in ids) return String(ids[declared as keyof typeof ids]);
  if (declared) return declared;
  // /api/{entity}/get|update|unlock/:id of the admin's lists read the throwaway rows made below.
  const entity = /^\w+ \/api\/(\w+)\//.exec(key)?.[1];
  const byEntity: Record<string, number> = { area: ids.area, subarea: ids.subArea, nivel: ids.level, usuar: ids.user, empresa: ids.draftAviso };
  return String(byEntity[entity ?? ''] ?? '');
}

// ---------- Sending and judging ----------

export const stats = { requests: 0, serverErrors: 0 };
export const problems: string[] = [];

export function withSession(call: request.Test, who: LoggedIn | null, extraCookie = ''): request.Test {
  const cookies = [who?.cookie, extraCookie].filter(Boolean).join('; ');
  if (cookies) call.set('Cookie', cookies);
  return who ? call.set(CSRF_HEADER, who.csrfToken) : call;
}

export const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([name, value]) => ([] as unknown[]).concat(value).map((item) => `${name}=${percentEncode(String(item))}`))
    .join('&');

export interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** Sent as is with a JSON content type: broken or mistyped JSON. */
  rawJson?: string;
}

export function send(inputs: RouteInputs, call: Call): request.Test {
  let url = inputs.route.path.replace(/:(\w+)/g, (_, name: string) => call.params?.[name] ?? percentEncode(paramValue(inputs.key, name)));
  if (call.query) url += `?${call.query}`;
  const base = BASES[inputs.key];
  const agent = request(server);
  const method = inputs.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const test = withSession(agent[method](url), as(inputs.caller), base?.cookie?.() ?? '');
  if (call.rawJson !== undefined) return test.type('json').send(call.rawJson);
  if (call.body === undefined) return test;
  return inputs.multipart ? test.field('jsonbody', JSON.stringify(call.body)) : test.send(call.body as object);
}

/**
 * Tables left out of the refused-write check: sessions and used captchas change by design; no route
 * writes the reference localities and provinces, the bulk of the data (scanning them would triple
 * the check's cost).
 */
export const VOLATILE_TABLES = new Set(['sessions', 'captcha_redemptions', 'localities', 'provinces']);
export let fingerprintSql = '';

/**
 * Per table, its row count and newest row version (xmin): any committed insert, update or delete
 * changes one of them; a rolled-back attempt changes neither.
 */
export async function fingerprint(): Promise<Map<string, string>> {
  if (!fingerprintSql) {
    const tables: { name: string }[] = await ctx.dataSource.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    fingerprintSql = tables
      .filter((table) => !VOLATILE_TABLES.has(table.name))
      // Delivering an earlier e-mail updates its row at any moment; a refused write must only not queue one.
      .map(
        (table) =>
          `SELECT '${table.name}' AS t, count(*) || '/' || ${table.name === 'mail_outbox' ? "''" : 'coalesce(max(xmin::text::bigint), 0)'} AS h FROM "${table.name}"`,
      )
      .join(' UNION ALL ');
  }
  const rows: { t: string; h: string }[] = await ctx.dataSource.query(fingerprintSql);
  return new Map(rows.map((row) => [row.t, row.h]));
}

/** The fingerprint after the last refused write, while nothing else wrote: the next write's "before". */
export let knownState: Map<string, string> | undefined;

/** For fixtures written between requests. */
export const forgetState = () => {
  knownState = undefined;
};

/** Refused writes must leave no trace: checked around each POST, PUT and DELETE. */
export async function unchangedIfRefused<T extends 'accepted' | 'refused' | 'error'>(inputs: RouteInputs, label: string, run: () => Promise<T>): Promise<T> {
  if (inputs.route.method === 'GET') return run();
  const before = knownState ?? (await fingerprint());
  forgetState();
  const outcome = await run();
  if (outcome === 'refused') {
    const after = await fingerprint();
    const expected = BASES[inputs.key]?.refusalWrites ?? [];
    const changed = [...after].filter(([table, value]) => before.get(table) !== value && !expected.includes(table)).map(([table]) => table);
    if (changed.length) problems.push(`${label}: rechazada pero cambió la base de datos (${changed.join(', ')})`);
    knownState = after;
  }
  return outcome;
}

export const describePayload = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${JSON.stringify(text.slice(0, 20))}…(${text.length})` : JSON.stringify(text);
};

/** Never a 5xx; a refusal says why in Spanish. */
export function judge(label: string, response: request.Response): 'accepted' | 'refused' | 'error' {
  stats.requests += 1;
  if (response.status >= 500) {
    stats.serverErrors += 1;
    problems.push(`${label}: ${response.status} ${response.body?.message ?? ''}`);
    return 'error';
  }
  if (response.status >= 400) {
    if (!isSpanishMessage(response.body?.message)) problems.push(`${label}: ${response.status} sin mensaje en español (${JSON.stringify(response.body)})`);
    return 'refused';
  }
  return 'accepted';
}

/** A write with `value` in `field`: refused without a trace, or stored and read back byte for byte. */
export async function sendWrite(inputs: RouteInputs, field: Field, value: unknown, payload?: Payload, params?: Record<string, string>) {
  const base = BASES[inputs.key];
  const body = base.body ? withValue(await base.body(), field.path, value) : undefined;
  const label = `${inputs.key} ${fieldName(field)}=${describePayload(value)}`;
  let response!: request.Response;
  const outcome = await unchangedIfRefused(inputs, label, async () => judge(label, (response = await send(inputs, { body, params }))));
  if (!payload || typeof value !== 'string') return;
  if (outcome === 'accepted' && ALWAYS_REFUSED.has(payload.kind)) problems.push(`${label}: ${payload.kind} aceptado (${response.status})`);
  // Refused for that field's sake: its own rule (a maximum, a format) or, for text no column can store, the global one.
  const blamed = ((response.body.errors ?? []) as { field: string }[]).some((error) => error.field === fieldName(field));
  if (response.status === 400 && ALWAYS_REFUSED.has(payload.kind) && !blamed && (payload.kind !== 'overLong' || field.maxLength !== undefined)) {
    problems.push(`${label}: rechazado sin señalar el campo (${JSON.stringify(response.body)})`);
  }
  const secret = ['pass', 'tokenCaptcha'].includes(String(field.path.at(-1)));
  if (outcome === 'accepted' && !secret && !base.storesNothing && !base.ignored?.includes(fieldName(field))) {
    const kept = base.normalized?.includes(fieldName(field)) ? value.normalize('NFKC') : value;
    const stored = holdsString(response.body, kept) || (base.readBack !== undefined && holdsString(await base.readBack(response), kept));
    if (!stored) problems.push(`${label}: aceptado pero no vuelve idéntico de la API`);
  }
}

/**
 * The rows of a list answer ({response} or the home's {avisos: {response}}), or the applications a
 * profile's previous/next let through a searched list (ids, which never contain the searched text).
 */
export function listedItems(body: unknown): unknown[] | undefined {
  const lists = body as { response?: unknown; avisos?: { response?: unknown }; posicion?: unknown; anterior?: unknown; siguiente?: unknown } | undefined;
  if (typeof lists?.posicion === 'number') return [lists.anterior, lists.siguiente].filter((id) => id !== null);
  const rows = lists?.response ?? lists?.avisos?.response;
  return Array.isArray(rows) ? rows : undefined;
}

/** The items of an RSS answer (the home's feed), their text unescaped. */
export function feedItems(response: request.Response): string[] | undefined {
  if (!/^application\/rss\+xml/.test(response.headers['content-type'] ?? '')) return undefined;
  const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };
  return [...response.text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1].replace(/&(lt|gt|quot|apos|amp);/g, (entity) => entities[entity]));
}

/** Whether some text of `item` contains `text` (case ignored), as a literal search would find it. */
export function containsText(item: unknown, text: string): boolean {
  if (typeof item === 'string') return item.toLowerCase().includes(text.toLowerCase());
  return item !== null && typeof item === 'object' && Object.values(item).some((child) => containsText(child, text));
}

// ---------- Fixtures ----------

/** The app, its sessions and the fixtures every hostile-input spec file starts from. */
export function hostileAppPerFile(): void {
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({ SMTP_URL: inbox.url, MAIL_POLL_MS: '0' });
    server = ctx.server;
    sessions = await loginAll(server);
    const postAs = (name: string, url: string, body: object) => withSession(request(server).post(url), as(name)).send(body);
    ids.applicant = applicantIdOf(sessions.postulante!);
    await postAs('postulante', `/api/cv/update/${ids.applicant}`, { version: 0, cv: validCv() }).expect(200);

    const [refs] = await ctx.dataSource.query(
      `SELECT a.id AS area, x.sub_area_id AS subarea, (SELECT min(id) FROM work_levels) AS nivel
         FROM areas a JOIN area_sub_areas x ON x.area_id = a.id ORDER BY a.id, x.sub_area_id LIMIT 1`,
    );
    ids.refs = refs;
    ids.draftAviso = (await postAs('empresa', '/api/empresa/add_aviso', validAvisoOf(refs)).expect(201)).body.id;
    const first = await insertAviso(ctx.dataSource, { titulo: 'Repositor hostil' });
    ids.withdrawable = (await postAs('postulante', '/api/aplica/aplica', { idAviso: first.id }).expect(201)).body.id;
    const aviso = await insertAviso(ctx.dataSource, { titulo: 'Operario hostil', permiteMsjDirecto: true, preguntas: ['¿Tenés movilidad propia?'] });
    ids.publishedAviso = aviso.id;
    const applied = await postAs('postulante', '/api/aplica/aplica', {
      idAviso: aviso.id,
      respuestas: [{ idPregunta: aviso.preguntas[0].id, respuesta: 'Sí, auto propio' }],
    }).expect(201);
    ids.application = applied.body.id;
    const opened = await postAs('empresa', `/api/empresa/aplicacion/${ids.application}/mensajes`, { message: 'Hola, te escribimos' }).expect(200);
    ids.conversation = opened.body.conversation.id;
    ids.template = (await postAs('empresa', '/api/empresa/plantillas', { titulo: 'Citación', texto: 'Hola, {nombre}' }).expect(201)).body.id;
    // Interview 1, the one a path id of '1' reaches, is on the other application and cancelled: the fixture's stays programmed.
    const spare = (await postAs('empresa', `/api/empresa/aplicacion/${ids.withdrawable}/entrevista`, interviewForm()).expect(201)).body.id;
    await withSession(request(server).delete(`/api/empresa/aplicacion/${ids.withdrawable}/entrevista/${spare}`), as('empresa')).expect(200);
    ids.interview = (await postAs('empresa', `/api/empresa/aplicacion/${ids.application}/entrevista`, interviewForm()).expect(201)).body.id;

    ids.user = (
      await postAs('admin', '/api/usuar/add', { name: 'h2usuario', email: 'h2usuario@correo.test', pass: 'clave1234', role: 'Empresa' }).expect(201)
    ).body.id;
    ids.subArea = (await postAs('admin', '/api/subarea/add', { name: 'Subárea hostil' }).expect(201)).body.id;
    ids.level = (await postAs('admin', '/api/nivel/add', { name: 'Nivel hostil' }).expect(201)).body.id;
    ids.area = (await postAs('admin', '/api/area/add', { area: 'Área hostil', subareas: [ids.subArea] }).expect(201)).body.id;
    ids.candidate = (await postAs('tester', '/api/interview/add', { email: 'candidato.h2@correo.test' }).expect(201)).body.id;
    ({ company: ids.company, spareCompany: ids.spareCompany, invoice: ids.invoice } = await insertCompanyRecords(ctx.dataSource));

    // An invitation whose token we know (the real one only travels by e-mail), claimed by this "browser".
    const [tester] = await ctx.dataSource.query(`SELECT id FROM users WHERE name = 'tester'`);
    await ctx.dataSource.query(
      `INSERT INTO test_invitations (tester_user_id, email, token_hash, expires_at)
       VALUES ($1, 'invitado.h2@correo.test', encode(sha256(convert_to($2, 'UTF8')), 'hex'), now() + interval '1 day')`,
      [tester.id, INVITATION_TOKEN],
    );
    const claimed = await request(server)
      .post(`/api/invitation/${INVITATION_TOKEN}`)
      .send({ actionType: 'create', name: 'Lucía Fernández', dni: '1234567', cuit: '20123456786', terms: true, tokenCaptcha: await solveCaptcha(server) })
      .expect(200);
    claimCookie = ([] as string[])
      .concat(claimed.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('postulate_invitation='))!
      .split(';')[0];
    // Run first (@slow), a shard's file may also wait for the run's template database to be made.
  }, 180_000);

  afterAll(async () => {
    console.log(`Entrada hostil: ${stats.requests} solicitudes, ${stats.serverErrors} errores 5xx`);
    await ctx?.close();
    await inbox?.close();
  });
}

// ---------- The corpus ----------

export let routes: RouteInputs[] = [];

export function allRoutes(): RouteInputs[] {
  if (routes.length) return routes;
  const inputs = routeInputs(ctx.app);
  routes = listRoutes(ctx.app).flatMap((route) => {
    const found = inputs.get(`${route.method} ${route.path}`);
    return found ? [{ ...found, route, params: [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]) }] : [];
  });
  return routes;
}

export const takesInput = (inputs: RouteInputs) => inputs.hasBodyArgument || inputs.query !== undefined || inputs.params.length > 0;

/** The routes that take a body, this shard's share of them (`part` of `parts`, alternating). */
const bodyRoutesOf = (part: number, parts: number) =>
  allRoutes()
    .filter((candidate) => candidate.body)
    .filter((_, index) => index % parts === part);

/**
 * Every body field of the shard's routes: the corpus and wrong types are refused in Spanish or
 * stored verbatim, never a 5xx. Returns the problems found.
 */
export async function probeBodyFields(shard: number, shards: number): Promise<string[]> {
  problems.length = 0;
  for (const inputs of bodyRoutesOf(shard, shards)) {
    const base = BASES[inputs.key];
    // The base request must pass validation, or the payloads would never reach the service.
    const baseResponse = await send(inputs, { body: await base.body!() });
    forgetState();
    if (judge(`${inputs.key} (base)`, baseResponse) !== 'error' && !(base.baseStatus ?? [200, 201]).includes(baseResponse.status)) {
      problems.push(`${inputs.key} (base): ${baseResponse.status} ${JSON.stringify(baseResponse.body)}`);
    }
    for (const raw of ['{"roto":', '[]', '"texto"']) {
      const label = `${inputs.key} cuerpo=${raw}`;
      await unchangedIfRefused(inputs, label, async () => judge(label, await send(inputs, { rawJson: raw })));
    }
    const fields = fieldsOf(inputs.body!, await base.body!()).filter((field) => fieldName(field) !== inputs.fromPath);
    const strings = fields.filter((field) => field.isString);
    if (inputs.multipart) {
      // See SCHEMAS_IN_HANDLER: one field per payload class and per wrong type, rotating.
      // A jsonbody of ids alone ({id, slot}) has no text to carry the payloads.
      for (const [index, payload] of (strings.length > 0 ? stringPayloads(0, undefined) : []).entries()) {
        const field = strings[index % strings.length];
        const value = payload.kind === 'overLong' ? 'a'.repeat((field.maxLength ?? 20_000) + 1) : payload.value;
        await sendWrite(inputs, field, value, { ...payload, value });
      }
      for (const [index, wrong] of WRONG_TYPES.entries()) await sendWrite(inputs, fields[index % fields.length], wrong);
      continue;
    }
    for (const [index, field] of fields.entries()) {
      await sendWrite(inputs, field, wrongTypeFor(index, field.isString));
      if (!field.isString) continue;
      for (const payload of stringPayloads(index, field.maxLength)) await sendWrite(inputs, field, payload.value, payload);
    }
  }
  return problems;
}
