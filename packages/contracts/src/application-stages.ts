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
export const APPLICANT_STATUSES = ['Enviada', 'CV visto', 'En proceso', 'Entrevista', 'Finalista', 'Contratado/a', 'Proceso finalizado'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

const APPLICANT_STATUS_OF: Record<ApplicationStage, ApplicantStatus> = {
  nueva: 'Enviada',
  vista: 'CV visto',
  preseleccionada: 'En proceso',
  entrevista: 'Entrevista',
  finalista: 'Finalista',
  contratada: 'Contratado/a',
  descartada: 'Proceso finalizado',
};

/** The applicant's word for a stage; a finished ad ends every process still open. */
export function applicantStatus(stage: ApplicationStage, avisoStatus: AvisoStatus): ApplicantStatus {
  if (avisoStatus === 'finished' && stage !== 'contratada') return 'Proceso finalizado';
  return APPLICANT_STATUS_OF[stage];
}

export const STAGE_MESSAGES = {
  invalidStage: 'El estado no es válido',
  noneChosen: 'Elegí al menos una postulación',
  tooMany: 'Se pueden cambiar hasta 100 postulaciones a la vez',
  repeated: 'Una postulación aparece más de una vez',
  notFound: 'Alguna de las postulaciones no existe o no es de un aviso de tu empresa: no se cambió ninguna',
} as const;
