import type { AvisoStatus } from './avisos.js';

/**
 * Issue 20: where an application stands. The company moves it through these stages (the API's
 * words, lower case without accents); opening the applicant's profile takes a new one to 'vista'.
 */
export const APPLICATION_STAGES = ['nueva', 'vista', 'preseleccionada', 'entrevista', 'finalista', 'contratada', 'descartada'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** What the company reads for each stage. */
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  nueva: 'Nueva',
  vista: 'Vista',
  preseleccionada: 'Preseleccionada',
  entrevista: 'Entrevista',
  finalista: 'Finalista',
  contratada: 'Contratada',
  descartada: 'Descartada',
};

/** What the applicant reads: the same stages in the words job seekers know. */
export const APPLICANT_STATUSES = [
  'Enviada',
  'CV visto',
  'En proceso',
  'Entrevista',
  'Finalista',
  'Contratado/a',
  'La empresa siguió con otros candidatos',
  'Proceso finalizado',
  'Postulación retirada',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

const APPLICANT_STATUS_OF: Record<ApplicationStage, ApplicantStatus> = {
  nueva: 'Enviada',
  vista: 'CV visto',
  preseleccionada: 'En proceso',
  entrevista: 'Entrevista',
  finalista: 'Finalista',
  contratada: 'Contratado/a',
  // Discarded while the ad is still published: the process goes on, without them. Said plainly.
  descartada: 'La empresa siguió con otros candidatos',
};

/**
 * The applicant's word for a stage; a withdrawal ends it for good, and a finished ad ends every
 * process still open ('Proceso finalizado': the company closed it).
 */
export function applicantStatus(stage: ApplicationStage, avisoStatus: AvisoStatus, withdrawn = false): ApplicantStatus {
  if (withdrawn) return 'Postulación retirada';
  if (avisoStatus === 'finished' && stage !== 'contratada') return 'Proceso finalizado';
  return APPLICANT_STATUS_OF[stage];
}

/** Whether the applicant may still withdraw: the ad is open and the company neither hired nor discarded them. */
export function canWithdraw(stage: ApplicationStage, avisoStatus: AvisoStatus): boolean {
  return avisoStatus !== 'finished' && stage !== 'contratada' && stage !== 'descartada';
}

export const STAGE_MESSAGES = {
  invalidStage: 'El estado no es válido',
  noneChosen: 'Elegí al menos una postulación',
  tooMany: 'Se pueden cambiar hasta 100 postulaciones a la vez',
  repeated: 'Una postulación aparece más de una vez',
  notFound: 'Alguna de las postulaciones no existe o no es de un aviso de tu empresa: no se cambió ninguna',
} as const;

/** Whether Mis Postulaciones offers 'Retirar postulación' for a status (the server decides again on the click). */
export const isWithdrawable = (estado: ApplicantStatus) =>
  estado !== 'Contratado/a' && estado !== 'La empresa siguió con otros candidatos' && estado !== 'Proceso finalizado' && estado !== 'Postulación retirada';

/** 'Retirar postulación': the applicant's control and what the company reads afterwards. */
export const WITHDRAWAL_MESSAGES = {
  action: 'Retirar postulación',
  withdrawn: 'Retiraste tu postulación.',
  companyLabel: 'Retirada por el postulante',
  notOpen: 'Esta postulación ya no está abierta: no se puede retirar',
  companyCannotMoveOne: 'El postulante retiró esta postulación: ya no se puede cambiar su estado',
  companyCannotMove: 'Alguna de las postulaciones fue retirada por el postulante: no se cambió ninguna',
  reapply: 'Retiraste tu postulación a este aviso: cada aviso acepta una sola postulación',
} as const;

/** The confirm dialog's text before withdrawing. */
export const withdrawQuestion = (titulo: string) => `¿Querés retirar tu postulación a "${titulo}"? La empresa dejará de verla como activa.`;

/**
 * Told on `window` by the applicant remote when what the top-bar badge counts may have changed (the
 * list was seen, a conversation read): the shell reads the counts again. A DOM event, because
 * remotes never import the shell.
 */
export const NOVEDADES_EVENT = 'postulate:novedades';

/** The badge's accessible name: '1 novedad', '3 novedades'. */
export const novedadesLabel = (total: number) => (total === 1 ? '1 novedad' : `${total} novedades`);

/** The company's answer record on its ads, from `GET /api/home/aviso/{id}`'s `respuesta`. */
export function answerRecordText(record: { porcentaje: number; medianaDias: number | null }): string {
  const share = `Responde al ${record.porcentaje} % de los postulantes`;
  if (record.medianaDias === null) return share;
  const days = record.medianaDias === 0 ? 'menos de 1 día' : record.medianaDias === 1 ? '1 día' : `${record.medianaDias} días`;
  return `${share} · en una mediana de ${days}`;
}

/**
 * 'Días sin respuesta' (issue 39): an application waits for the company while it is not withdrawn,
 * still in 'Nueva' or 'Vista', and the company has neither moved it to a stage of its choice (the
 * automatic discard of a finished ad is nobody's answer) nor sent the applicant a message: the rule
 * of the answer record. The recruiter's list marks it from 7 days, and again from 15; the
 * dashboard counts the ones waiting more than 15.
 */
export const WAITING_MARK_DAYS = 7;
export const WAITING_LONG_DAYS = 15;

/** '1 día sin respuesta', '9 días sin respuesta'; under a day, 'Menos de 1 día sin respuesta'. */
export function waitingText(days: number): string {
  return `${days === 0 ? 'Menos de 1 día' : days === 1 ? '1 día' : `${days} días`} sin respuesta`;
}

/** The mark of a long wait, in words (never colour alone): '15+ días sin respuesta', '7+ días sin respuesta', or none. */
export function waitingMark(days: number): string | null {
  if (days >= WAITING_LONG_DAYS) return `${WAITING_LONG_DAYS}+ días sin respuesta`;
  return days >= WAITING_MARK_DAYS ? `${WAITING_MARK_DAYS}+ días sin respuesta` : null;
}

/** The dashboard's line: '1 postulación espera respuesta hace más de 15 días', 'N postulaciones esperan…'. */
export function waitingLongText(total: number): string {
  return total === 1
    ? `1 postulación espera respuesta hace más de ${WAITING_LONG_DAYS} días`
    : `${total} postulaciones esperan respuesta hace más de ${WAITING_LONG_DAYS} días`;
}
