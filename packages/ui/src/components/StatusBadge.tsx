import { APPLICATION_STAGE_LABELS, WITHDRAWAL_MESSAGES, type ApplicantStatus, type ApplicationStage } from '@postulate/contracts';
import './StatusBadge.css';

/** One look per step of a selection process, the same on the applicant's and the company's screens. */
export type StatusTone = 'sent' | 'seen' | 'progress' | 'interview' | 'finalist' | 'hired' | 'declined' | 'closed' | 'withdrawn';

const APPLICANT_TONE: Record<ApplicantStatus, StatusTone> = {
  Enviada: 'sent',
  'CV visto': 'seen',
  'En proceso': 'progress',
  Entrevista: 'interview',
  Finalista: 'finalist',
  'Contratado/a': 'hired',
  'La empresa siguió con otros candidatos': 'declined',
  'Proceso finalizado': 'closed',
  'Postulación retirada': 'withdrawn',
};

const STAGE_TONE: Record<ApplicationStage | 'retirada', StatusTone> = {
  nueva: 'sent',
  vista: 'seen',
  preseleccionada: 'progress',
  entrevista: 'interview',
  finalista: 'finalist',
  contratada: 'hired',
  descartada: 'declined',
  retirada: 'withdrawn',
};

export type StatusBadgeProps =
  /** An application as its applicant reads it (Mis Postulaciones). */
  | { status: ApplicantStatus; stage?: never }
  /** An application as the company reads it; 'retirada' when the applicant withdrew it. */
  | { stage: ApplicationStage | 'retirada'; status?: never };

/**
 * An application's status as a pill: each step its own colour (text at 4.5:1 or more on its
 * background) and border, and always its words, so colour is never the only signal.
 */
export function StatusBadge(props: StatusBadgeProps) {
  const [tone, label] =
    props.status !== undefined
      ? [APPLICANT_TONE[props.status], props.status]
      : [STAGE_TONE[props.stage], props.stage === 'retirada' ? WITHDRAWAL_MESSAGES.companyLabel : APPLICATION_STAGE_LABELS[props.stage]];
  return <span className={`pl-status pl-status--${tone}`}>{label}</span>;
}
