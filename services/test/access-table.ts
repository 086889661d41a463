import type { Role } from '@postulate/contracts';
import { interviewFields } from '@postulate/contracts';
import { validCv } from './applicants.js';

/** The five callers every route is tried with: a visitor and one demo user per role. */
export const BASE_CALLERS = ['visitor', 'postulante', 'empresa', 'tester', 'admin'] as const;
export type BaseCaller = (typeof BASE_CALLERS)[number];

/**
 * Callers acting on someone else's resource: a second applicant, company or tester on the demo
 * user's, and the browser holding the claim of the test invitation (its owner; every other caller
 * lacks the claim).
 */
export type OtherCaller = 'otherApplicant' | 'otherCompany' | 'otherTester' | 'invitee';
export type Caller = BaseCaller | OtherCaller;

/**
 * allowed: past the guard and the ownership checks (anything but 401, 403 and 5xx; a validation 400 counts).
 * denied: 401 for the visitor, 403 for a signed-in role, with nothing but an error message.
 * foreign: someone else's resource, with nothing but an error message and never 2xx. The app answers
 * 404 for a record addressed by its id (ad, application, conversation, candidate, file), 403 where
 * the path names another applicant (Mi CV, the test report) and 409 for an invitation link that
 * another browser claimed.
 */
export type Outcome = 'allowed' | 'denied' | 'foreign';

/** The resources the cells act on; the suite creates them before running the matrix. */
export interface Fixtures {
  /** Of the demo postulante, who applied to `avisoId` with a CV and a photo. */
  applicantId: number;
  applicationId: number;
  photoId: string;
  /** The demo company's published ad, with direct messages, and the conversation it opened. */
  avisoId: number;
  avisoForm: unknown;
  conversationId: number;
  /** Other ads of the demo company: drafts to delete and to keep unpublished, one to finish. */
  draftAvisoId: number;
  unpublishedAvisoId: number;
  finishAvisoId: number;
  /** The demo company's logo, a public file. */
  logoId: string;
  /** The demo tester's candidates: one claimed through `invitationToken`, one to modify. */
  interviewId: number;
  spareInvitation: { id: number; email: string };
  invitationToken: string;
  /** Someone's user account for the administrator's user routes. */
  userId: number;
  areaId: number;
  subAreaId: number;
  levelId: number;
  /** The demo company, with a document in slot 1 and an invoice with its PDF. */
  companyId: number;
  invoiceId: number;
  /** One of the demo company's message templates, and its private note on `applicationId`. */
  templateId: number;
  noteId: number;
  /** The demo company's interview with the demo postulante, on `applicationId`. */
  companyInterviewId: number;
  /** A job alert of the demo postulante. */
  alertId: number;
  /** An administrator's decision that hid an ad of the demo company. */
  decisionId: number;
}

export interface CellRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Sent as multipart/form-data with the body in the `jsonbody` part, as the upload routes expect. */
  multipart?: boolean;
}

export interface AccessCase {
  expect: Record<BaseCaller, Outcome> & Partial<Record<OtherCaller, Outcome>>;
  request?: (fixtures: Fixtures) => CellRequest;
}

export interface AccessRow extends AccessCase {
  /** The same route on another resource, with its own outcomes (a public route must still hide a private one). */
  also?: (AccessCase & { resource: string })[];
  /** Changes the callers' own state (logout): runs after every other row. */
  last?: boolean;
}

const ROLE_OF: Record<Exclude<BaseCaller, 'visitor'>, Role> = {
  postulante: 'Postulante',
  empresa: 'Empresa',
  tester: 'Tester',
  admin: 'Administrador',
};

const PUBLIC: AccessRow['expect'] = { visitor: 'allowed', postulante: 'allowed', empresa: 'allowed', tester: 'allowed', admin: 'allowed' };
const SIGNED_IN: AccessRow['expect'] = { ...PUBLIC, visitor: 'denied' };
/** A public route every caller reaches but that must refuse them all (the resource is not theirs). */
const NOBODY: AccessRow['expect'] = { visitor: 'foreign', postulante: 'foreign', empresa: 'foreign', tester: 'foreign', admin: 'foreign' };

/** Signed-in users of these roles only. */
function only(...roles: Role[]): AccessRow['expect'] {
  const expect = { visitor: 'denied' } as AccessRow['expect'];
  for (const [caller, role] of Object.entries(ROLE_OF)) expect[caller as BaseCaller] = roles.includes(role) ? 'allowed' : 'denied';
  return expect;
}

const APPLICANT_OWNED = { ...only('Postulante'), otherApplicant: 'foreign' } as const;
const COMPANY_OWNED = { ...only('Empresa'), otherCompany: 'foreign' } as const;
const TESTER_OWNED = { ...only('Tester'), otherTester: 'foreign' } as const;
const INVITATION = { ...NOBODY, invitee: 'allowed' } as const;
/** The demo company's documents and invoices: its own users and administrators; the tester has another company. */
const COMPANY_RECORDS = { ...only('Empresa', 'Administrador', 'Tester'), tester: 'foreign', otherCompany: 'foreign' } as const;

/** A valid interview three days from now (a refused body would hide the ownership check). */
const interviewForm = () => ({ ...interviewFields(new Date(Date.now() + 3 * 86_400_000)), duracion: 30, modalidad: 'telefono' });

const invitationForm = { name: 'Lucía Fernández', dni: '1234567', cuit: '20123456786', terms: true };
/** Well-formed but never issued: the account routes answer 400 without touching anything. */
const UNKNOWN_TOKEN = 'x'.repeat(43);

/**
 * Who may call each route of the API, keyed '<METHOD> <path as the app declares it>'. Every route
 * the running app serves needs a row here, and every row a route. Writes send a body the route
 * refuses (400) unless a valid one is needed to reach the ownership check.
 */
export const ACCESS_TABLE: Record<string, AccessRow> = {
  // Applications, applicant side
  'GET /api/aplica': { expect: only('Postulante') },
  'POST /api/aplica/aplica': {
    expect: only('Postulante'),
    request: (f) => ({ body: { idAviso: f.avisoId } }),
    also: [{ resource: 'a draft', expect: { ...only('Postulante'), postulante: 'foreign' }, request: (f) => ({ body: { idAviso: f.unpublishedAvisoId } }) }],
  },
  'GET /api/aplica/aviso/:idAviso': { expect: only('Postulante'), request: (f) => ({ params: { idAviso: f.avisoId } }) },
  'GET /api/aplica/get/:id': { expect: APPLICANT_OWNED, request: (f) => ({ params: { id: f.applicationId } }) },
  'GET /api/aplica/novedades': { expect: only('Postulante') },
  'POST /api/aplica/novedades/visto': { expect: only('Postulante') },
  // Withdrawing cannot be undone: after every other row, which still use the application.
  'POST /api/aplica/retirar/:id': { expect: APPLICANT_OWNED, request: (f) => ({ params: { id: f.applicationId } }), last: true },

  // Reference lists: public reads, administrator writes
  'GET /api/area': { expect: PUBLIC },
  'GET /api/area/get/:id': { expect: PUBLIC, request: (f) => ({ params: { id: f.areaId } }) },
  'POST /api/area/add': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'POST /api/area/update/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.areaId }, body: {} }) },
  'POST /api/area/delete.php': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'GET /api/subarea': { expect: PUBLIC },
  'GET /api/subarea/get/:id': { expect: PUBLIC, request: (f) => ({ params: { id: f.subAreaId } }) },
  'POST /api/subarea/add': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'POST /api/subarea/update/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.subAreaId }, body: {} }) },
  'POST /api/subarea/delete.php': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'GET /api/nivel': { expect: PUBLIC },
  'GET /api/nivel/get/:id': { expect: PUBLIC, request: (f) => ({ params: { id: f.levelId } }) },
  'POST /api/nivel/add': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'POST /api/nivel/update/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.levelId }, body: {} }) },
  'POST /api/nivel/delete.php': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'POST /api/nivel/report.php': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'POST /api/subarea/report.php': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'POST /api/area/report.php': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'POST /api/usuar/report.php': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'GET /api/location': { expect: PUBLIC, request: () => ({ query: { province: '02' } }) },
  'GET /api/province': { expect: PUBLIC },

  // Accounts and session
  'GET /api/captcha/challenge': { expect: PUBLIC },
  'POST /api/usuar/login': { expect: PUBLIC, request: () => ({ body: {} }) },
  // 'Denunciar aviso': anyone reading an ad; a draft is nobody's to report.
  'POST /api/home/aviso/:id/denuncia': {
    expect: PUBLIC,
    request: (f) => ({ params: { id: f.avisoId }, body: {} }),
    also: [{ resource: 'a draft', expect: NOBODY, request: (f) => ({ params: { id: f.unpublishedAvisoId }, body: { motivo: 'pide_dinero' } }) }],
  },
  'GET /api/usuar/session': { expect: PUBLIC },
  'POST /api/usuar/logout': { expect: SIGNED_IN, last: true },
  'POST /api/usuar/newprofile': { expect: PUBLIC, request: () => ({ body: {} }) },
  'POST /api/usuar/newprofilemp': { expect: PUBLIC, request: () => ({ body: {}, multipart: true }) },
  'GET /api/usuar/confirm/:token': { expect: PUBLIC, request: () => ({ params: { token: UNKNOWN_TOKEN } }) },
  'GET /api/usuar/desbloqueo/:token': { expect: PUBLIC, request: () => ({ params: { token: UNKNOWN_TOKEN } }) },
  'POST /api/usuar/login/recoverpass/:name': { expect: PUBLIC, request: () => ({ params: { name: 'nadie' }, body: {} }) },
  'POST /api/usuar/updatepass/:token': { expect: PUBLIC, request: () => ({ params: { token: UNKNOWN_TOKEN }, body: {} }) },

  // The administrator's users
  'GET /api/usuar': { expect: only('Administrador') },
  'GET /api/usuar/get/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.userId } }) },
  'GET /api/usuar/empresas': { expect: only('Administrador') },
  'POST /api/usuar/add': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'POST /api/usuar/update/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.userId }, body: {} }) },
  'POST /api/usuar/unlock/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.userId } }) },

  // Mi CV and its private files
  'GET /api/cv/get/:id': { expect: APPLICANT_OWNED, request: (f) => ({ params: { id: f.applicantId } }) },
  // A stale version: the owner gets 409 and nothing changes.
  'POST /api/cv/update/:id': { expect: APPLICANT_OWNED, request: (f) => ({ params: { id: f.applicantId }, body: { version: 0, cv: validCv() } }) },
  'POST /api/cv/updatemp/:id': { expect: APPLICANT_OWNED, request: (f) => ({ params: { id: f.applicantId }, body: {}, multipart: true }) },
  // The owner and the company they applied to; the tester's company got no application from them.
  'GET /api/cv/archivo/:fileId': {
    expect: { ...only('Postulante', 'Empresa'), tester: 'foreign', otherApplicant: 'foreign', otherCompany: 'foreign' },
    request: (f) => ({ params: { fileId: f.photoId } }),
  },
  'GET /api/files/:id': {
    expect: PUBLIC,
    request: (f) => ({ params: { id: f.logoId } }),
    also: [{ resource: 'a CV photo', expect: NOBODY, request: (f) => ({ params: { id: f.photoId } }) }],
  },

  // The applicant's privacy, messages and tests
  'GET /api/postulante/misdatos': { expect: only('Postulante') },
  'GET /api/notificaciones': { expect: only('Postulante', 'Empresa') },
  'POST /api/notificaciones': { expect: only('Postulante', 'Empresa'), request: () => ({ body: {} }) },
  // The token is the credential: anyone may try one; a token this portal did not sign is refused (400).
  'POST /api/notificaciones/baja/:token': { expect: PUBLIC, request: () => ({ params: { token: UNKNOWN_TOKEN } }) },
  'GET /api/notificaciones/baja/:token': { expect: PUBLIC, request: () => ({ params: { token: UNKNOWN_TOKEN } }) },
  'POST /api/postulante/eliminar': { expect: only('Postulante'), request: () => ({ body: {} }) },
  'GET /api/message': { expect: APPLICANT_OWNED, request: (f) => ({ query: { idAviso: f.avisoId } }) },
  'POST /api/message/add': { expect: APPLICANT_OWNED, request: (f) => ({ body: { idAviso: f.avisoId, message: 'Gracias, ahí estaré.' } }) },
  'POST /api/message/leido/:id': { expect: APPLICANT_OWNED, request: (f) => ({ params: { id: f.conversationId } }) },
  'GET /api/alertas': { expect: only('Postulante') },
  'GET /api/aplica/marcas': { expect: only('Postulante'), request: (f) => ({ query: { q: 'matriz de acceso', aviso: f.avisoId } }) },
  'POST /api/alertas': { expect: only('Postulante'), request: () => ({ body: {} }) },
  'POST /api/alertas/:id': { expect: APPLICANT_OWNED, request: (f) => ({ params: { id: f.alertId }, body: { q: 'soldador', frecuencia: 'semanal' } }) },
  'POST /api/alertas/:id/eliminar': { expect: APPLICANT_OWNED, request: (f) => ({ params: { id: f.alertId } }) },
  'GET /api/test': { expect: only('Postulante') },
  'GET /api/test/ajustes': { expect: only('Postulante') },
  'POST /api/test/ajustes': { expect: only('Postulante'), request: () => ({ body: {} }) },
  'GET /api/ajustes': { expect: only('Administrador') },
  'POST /api/ajustes/:id/decision': { expect: only('Administrador'), request: () => ({ params: { id: 999_999 }, body: {} }) },
  'POST /api/test/:test/start': { expect: only('Postulante'), request: () => ({ params: { test: 'mbti' } }) },
  'POST /api/test/:test/answers': { expect: only('Postulante'), request: () => ({ params: { test: 'mbti' }, body: { answers: [] } }) },
  'POST /api/test/:test/finish': { expect: only('Postulante'), request: () => ({ params: { test: 'mbti' } }) },
  'GET /api/test/report/:applicantId': { expect: APPLICANT_OWNED, request: (f) => ({ params: { applicantId: f.applicantId } }) },
  'GET /api/test/mbti/compartir': { expect: only('Postulante') },
  'POST /api/test/mbti/compartir': { expect: only('Postulante'), request: () => ({ body: { share: false } }) },

  // The company's ads, applications and messages
  'GET /api/empresa/dashboard': { expect: only('Empresa') },
  'POST /api/empresa/add_aviso': { expect: only('Empresa'), request: () => ({ body: {} }) },
  'GET /api/empresa/aviso/:id': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.avisoId } }) },
  'GET /api/empresa/aviso/:id/estadisticas': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.avisoId } }) },
  'POST /api/empresa/update_aviso': { expect: COMPANY_OWNED, request: (f) => ({ body: { id: f.avisoId, aviso: f.avisoForm } }) },
  // Published already: publishing again changes nothing.
  'POST /api/empresa/publish_aviso': { expect: COMPANY_OWNED, request: (f) => ({ body: { id: f.avisoId } }) },
  'POST /api/empresa/finish_aviso': { expect: COMPANY_OWNED, request: (f) => ({ body: { id: f.finishAvisoId } }) },
  'POST /api/empresa/delete_aviso': { expect: COMPANY_OWNED, request: (f) => ({ body: { id: f.draftAvisoId } }) },
  // Finished by the row above (or still published: 409); a second run answers the same draft.
  'POST /api/empresa/republish_aviso': { expect: COMPANY_OWNED, request: (f) => ({ body: { id: f.finishAvisoId } }) },
  // Any of the company's ads, whatever its state: a new draft each time.
  'POST /api/empresa/aviso/:id/copia': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.avisoId } }) },
  'GET /api/empresa/aviso/:id/aplicaciones': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.avisoId } }) },
  'GET /api/empresa/aplicacion/:id': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.applicationId } }) },
  'GET /api/empresa/aplicacion/:id/vecinas': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.applicationId } }) },
  'GET /api/empresa/aplicacion/:id/informe': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.applicationId } }) },
  'GET /api/empresa/aplicacion/:id/mensajes': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.applicationId } }) },
  'POST /api/empresa/aplicacion/:id/mensajes': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.applicationId }, body: { message: 'Te esperamos el lunes a las 10.' } }),
  },
  'POST /api/empresa/aplicaisread': { expect: COMPANY_OWNED, request: (f) => ({ body: { id: f.applicationId } }) },
  'POST /api/empresa/aplicaisfauvorite': { expect: COMPANY_OWNED, request: (f) => ({ body: { id: f.applicationId, favourite: true } }) },
  'POST /api/empresa/setReadMessages': { expect: COMPANY_OWNED, request: (f) => ({ body: { id: f.conversationId } }) },
  'POST /api/empresa/aplicacion/:id/estado': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.applicationId }, body: { estado: 'preseleccionada' } }),
  },
  'POST /api/empresa/aplicaciones/estado': { expect: COMPANY_OWNED, request: (f) => ({ body: { ids: [f.applicationId], estado: 'entrevista' } }) },
  'POST /api/empresa/aviso/:id/aplicaciones/descartar-no-cumplen': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.avisoId } }) },
  'GET /api/empresa/plantillas': { expect: only('Empresa') },
  'POST /api/empresa/plantillas': { expect: only('Empresa'), request: () => ({ body: {} }) },
  // Changed before it is deleted (rows run in this order).
  'POST /api/empresa/plantillas/:id': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.templateId }, body: { titulo: 'Entrevista', texto: 'Te esperamos el lunes, {nombre}.' } }),
  },
  'POST /api/empresa/plantillas/:id/borrar': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.templateId } }) },
  'GET /api/empresa/aplicacion/:id/notas': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.applicationId } }) },
  'POST /api/empresa/aplicacion/:id/notas': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.applicationId }, body: { texto: 'Buena entrevista.' } }),
  },
  'POST /api/empresa/notas/:id/borrar': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.noteId } }) },
  'POST /api/empresa/aplicacion/:id/calificacion': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.applicationId }, body: { calificacion: 4 } }),
  },
  'POST /api/empresa/aplicacion/:id/etiquetas': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.applicationId }, body: { etiqueta: 'Inglés' } }),
  },
  'POST /api/empresa/aplicacion/:id/etiquetas/borrar': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.applicationId }, body: { etiqueta: 'Inglés' } }),
  },
  'GET /api/empresa/etiquetas': { expect: only('Empresa'), request: () => ({ query: { q: 'ing' } }) },
  // Interviews: the fixture's interview is reprogrammed, answered, then cancelled (rows run in this order).
  'POST /api/empresa/aplicacion/:id/entrevista': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.applicationId }, body: interviewForm() }) },
  'GET /api/empresa/aplicacion/:id/entrevista': { expect: COMPANY_OWNED, request: (f) => ({ params: { id: f.applicationId } }) },
  'GET /api/empresa/entrevistas': { expect: only('Empresa') },
  'PUT /api/empresa/aplicacion/:id/entrevista/:idEntrevista': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.applicationId, idEntrevista: f.companyInterviewId }, body: interviewForm() }),
  },
  'GET /api/aplica/entrevistas': { expect: only('Postulante') },
  'POST /api/aplica/entrevista/:idEntrevista/respuesta': {
    expect: APPLICANT_OWNED,
    request: (f) => ({ params: { idEntrevista: f.companyInterviewId }, body: { respuesta: 'confirmada' } }),
  },
  'DELETE /api/empresa/aplicacion/:id/entrevista/:idEntrevista': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.applicationId, idEntrevista: f.companyInterviewId } }),
  },
  'GET /api/empresa/perfil': { expect: only('Empresa', 'Tester') },
  'POST /api/empresa/perfil': { expect: only('Empresa', 'Tester'), request: () => ({ body: {} }) },
  'POST /api/empresa/perfilmp': { expect: only('Empresa', 'Tester'), request: () => ({ body: {}, multipart: true }) },

  // Company verification and invoices (the provider-edit view)
  'GET /api/empresa': { expect: only('Administrador') },
  'POST /api/empresa/report.php': {
    expect: { ...only('Administrador', 'Empresa'), otherCompany: 'foreign' },
    request: (f) => ({ body: { idAviso: f.avisoId, tab: 'all' } }),
  },
  'GET /api/empresa/usuarios': { expect: only('Administrador') },
  'GET /api/empresa/get/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.companyId } }) },
  'GET /api/empresa/get/:id/perfil': { expect: only('Administrador'), request: (f) => ({ params: { id: f.companyId } }) },
  'POST /api/empresa/update/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.companyId }, body: {} }) },
  'POST /api/empresa/link/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.companyId }, body: {} }) },
  'GET /api/empresa/documentos': { expect: only('Empresa', 'Tester') },
  'GET /api/empresa/get/:id/documentos': { expect: only('Administrador'), request: (f) => ({ params: { id: f.companyId } }) },
  'POST /api/empresa/add_file.php': { expect: COMPANY_RECORDS, request: (f) => ({ body: { id: f.companyId, slot: 9 }, multipart: true }) },
  'POST /api/empresa/documento/revisar': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'GET /api/empresa/documento/:id/:slot': { expect: COMPANY_RECORDS, request: (f) => ({ params: { id: f.companyId, slot: 1 } }) },
  'GET /api/avisos/requisitos': { expect: only('Administrador') },
  // Issue 39: the ads held before publishing; a published ad is not in review (409), and changes nothing.
  'GET /api/admin/avisos/revision': { expect: only('Administrador') },
  'POST /api/admin/avisos/:id/aprobar': { expect: only('Administrador'), request: (f) => ({ params: { id: f.avisoId } }) },
  'POST /api/admin/avisos/:id/rechazar': {
    expect: only('Administrador'),
    request: (f) => ({ params: { id: f.avisoId }, body: { motivo: 'Pide un pago para postularse' } }),
  },
  // Issue 39: the reports queue; the fixture ad has no open report (409) and a decision without an appeal (409): nothing changes.
  'GET /api/admin/denuncias': { expect: only('Administrador') },
  'POST /api/admin/denuncias/aviso/:id': {
    expect: only('Administrador'),
    request: (f) => ({ params: { id: f.avisoId }, body: { accion: 'ocultar', motivo: 'Pide un pago para postularse' } }),
  },
  'POST /api/admin/denuncias/apelacion/:id': {
    expect: only('Administrador'),
    request: (f) => ({ params: { id: f.decisionId }, body: { restablecer: true, motivo: 'Aclarado' } }),
  },
  'POST /api/empresa/moderacion/:id/apelacion': {
    expect: COMPANY_OWNED,
    request: (f) => ({ params: { id: f.decisionId }, body: { texto: 'El pago era el aporte de ley.' } }),
  },
  'GET /api/factura': { expect: only('Administrador', 'Empresa', 'Tester') },
  'POST /api/factura/report.php': { expect: only('Administrador', 'Empresa', 'Tester'), request: () => ({ body: {} }) },
  'POST /api/factura/add': { expect: only('Administrador'), request: () => ({ body: {} }) },
  'POST /api/factura/update/:id': { expect: only('Administrador'), request: (f) => ({ params: { id: f.invoiceId }, body: {} }) },
  'POST /api/factura/add_file.php': { expect: only('Administrador'), request: () => ({ body: {}, multipart: true }) },
  'GET /api/factura/archivo/:id/:slot': { expect: COMPANY_RECORDS, request: (f) => ({ params: { id: f.invoiceId, slot: 'pdf' } }) },

  // The tester's candidates and the invitation link they send
  'GET /api/interview': { expect: only('Tester') },
  'POST /api/interview/add': { expect: only('Tester'), request: () => ({ body: {} }) },
  'GET /api/interview/get/:id': { expect: TESTER_OWNED, request: (f) => ({ params: { id: f.interviewId } }) },
  'GET /api/interview/report/:id': { expect: TESTER_OWNED, request: (f) => ({ params: { id: f.interviewId } }) },
  'POST /api/interview/update/:id': {
    expect: TESTER_OWNED,
    request: (f) => ({ params: { id: f.spareInvitation.id }, body: { email: f.spareInvitation.email } }),
  },
  'GET /api/invitation/:token': { expect: INVITATION, request: (f) => ({ params: { token: f.invitationToken } }) },
  'POST /api/invitation/:token': {
    expect: INVITATION,
    request: (f) => ({ params: { token: f.invitationToken }, body: { actionType: 'update', ...invitationForm } }),
  },
  'GET /api/invitation/:token/test': { expect: INVITATION, request: (f) => ({ params: { token: f.invitationToken } }) },
  'POST /api/invitation/:token/test/:test/start': { expect: INVITATION, request: (f) => ({ params: { token: f.invitationToken, test: 'mbti' } }) },
  'POST /api/invitation/:token/test/:test/answers': {
    expect: INVITATION,
    request: (f) => ({ params: { token: f.invitationToken, test: 'mbti' }, body: { answers: [] } }),
  },
  'POST /api/invitation/:token/test/:test/finish': { expect: INVITATION, request: (f) => ({ params: { token: f.invitationToken, test: 'mbti' } }) },
  'GET /api/invitation/:token/report': { expect: INVITATION, request: (f) => ({ params: { token: f.invitationToken } }) },
  'POST /api/invitation/:token/test/mbti/compartir': { expect: INVITATION, request: (f) => ({ params: { token: f.invitationToken }, body: { share: false } }) },

  // Public pages, health and the API documentation
  'GET /api/home': { expect: PUBLIC },
  'GET /api/home/aviso/:id': {
    expect: PUBLIC,
    request: (f) => ({ params: { id: f.avisoId } }),
    also: [{ resource: 'a draft', expect: NOBODY, request: (f) => ({ params: { id: f.unpublishedAvisoId } }) }],
  },
  'GET /api/home/aviso/:id/compartir': {
    expect: PUBLIC,
    request: (f) => ({ params: { id: f.avisoId } }),
    also: [{ resource: 'a draft', expect: NOBODY, request: (f) => ({ params: { id: f.unpublishedAvisoId } }) }],
  },
  'GET /api/home/aviso/:id/imagen.png': {
    expect: PUBLIC,
    request: (f) => ({ params: { id: f.avisoId } }),
    also: [{ resource: 'a draft', expect: NOBODY, request: (f) => ({ params: { id: f.unpublishedAvisoId } }) }],
  },
  'POST /api/home/aviso/:id/vista': { expect: PUBLIC, request: (f) => ({ params: { id: f.avisoId }, body: { origen: 'compartido' } }) },
  'GET /api/home/feed': { expect: PUBLIC },
  'GET /api/home/sitemap.xml': { expect: PUBLIC },
  'GET /api/home/robots.txt': { expect: PUBLIC },
  'GET /api/health': { expect: PUBLIC },
  'GET /api/docs': { expect: PUBLIC },
  'GET /api/docs/': { expect: PUBLIC },
  'GET /api/docs/index.html': { expect: PUBLIC },
  'GET /api/docs/swagger-ui-init.js': { expect: PUBLIC },
  'GET /api/docs/docs/swagger-ui-init.js': { expect: PUBLIC },
  'GET /api/docs/LICENSE': { expect: PUBLIC },
  'GET /api/docs-json': { expect: PUBLIC },
  'GET /api/docs-yaml': { expect: PUBLIC },
};
