import { firstName, INTERVIEW_MODALITY_LABELS, interviewWhen } from '@postulate/contracts';
import type { QueuedMail } from '../mail/mail.service.js';
import { quoteText } from '../mail/quoted-text.js';
import { interviewIcs } from './interview-ics.js';
import type { InterviewRow } from './interviews.repository.js';

/** What the candidate is told: a new interview, a new time or place, a cancellation, or the reminder. */
export type CandidateNews = 'programada' | 'reprogramada' | 'cancelada' | 'recordatorio';

/** Where e-mails send people, and whom an invitation comes from when the ad hides the company. */
export interface MailContext {
  portalUrl: string;
  /** The portal's sender address (MAIL_FROM's), the organiser of a confidential ad's interviews. */
  portalAddress: string;
  /** DTSTAMP. */
  now: Date;
}

/** The address inside 'Postulate <no-responder@postulate.local>'. */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

const PLAIN_ADDRESS = /^[^\s"<>\\,;:]+@[^\s"<>\\,;:]+$/;

/** The company as the candidate reads it: its name, or none when the ad is confidential. */
export const companyShown = (row: InterviewRow) => (row.not_confidential ? row.razonsocial : null);

/** Where and how, one line each, as the e-mails say it. */
function placeLines(row: InterviewRow): string[] {
  return [
    `Cuándo: ${interviewWhen(row.starts_at, row.duration_minutes)}`,
    `Modalidad: ${INTERVIEW_MODALITY_LABELS[row.modality]}`,
    ...(row.modality === 'presencial' && row.address ? [`Dirección: ${row.address}`] : []),
    ...(row.modality === 'video' && row.link ? [`Enlace: ${row.link}`] : []),
    ...(row.modality === 'telefono' ? ['La empresa te va a llamar al teléfono de tu CV.'] : []),
  ];
}

const SUBJECTS: Record<CandidateNews, (titulo: string) => string> = {
  programada: (titulo) => `Te invitaron a una entrevista: "${titulo}"`,
  reprogramada: (titulo) => `Se reprogramó tu entrevista: "${titulo}"`,
  cancelada: (titulo) => `Se canceló tu entrevista: "${titulo}"`,
  recordatorio: (titulo) => `Recordatorio: tu entrevista para "${titulo}"`,
};

/**
 * The candidate's e-mail about an interview, with the calendar invitation: METHOD:REQUEST for a new
 * or reprogrammed interview (and the reminder, which repeats the current one), METHOD:CANCEL for a
 * cancelled one. Undefined when the applicant has no account any more.
 */
export function candidateMail(row: InterviewRow, news: CandidateNews, context: MailContext): QueuedMail | undefined {
  if (!row.applicant_email) return undefined;
  const company = companyShown(row);
  const who = company ?? 'La empresa';
  const first = firstName(row.name);
  const intro: Record<CandidateNews, string> = {
    programada: `${who} te invita a una entrevista por tu postulación al aviso "${row.titulo}".`,
    reprogramada: `${who} cambió la entrevista por tu postulación al aviso "${row.titulo}". Estos son los datos nuevos:`,
    cancelada: `${who} canceló la entrevista por tu postulación al aviso "${row.titulo}". Ya no tenés que asistir.`,
    recordatorio: `Te recordamos la entrevista por tu postulación al aviso "${row.titulo}".`,
  };
  const listLink = `${context.portalUrl}/mispostulaciones/entrevistas`;
  const text = [
    first ? `Hola, ${first}:` : 'Hola:',
    '',
    intro[news],
    '',
    ...(news === 'cancelada' ? [`Era el ${interviewWhen(row.starts_at, row.duration_minutes)}.`] : placeLines(row)),
    ...(news !== 'cancelada' && row.message ? ['', `${who} te escribió:`, '', ...quoteText(row.message)] : []),
    '',
    news === 'cancelada'
      ? 'Si agregaste la entrevista a tu calendario, el archivo adjunto la quita.'
      : news === 'recordatorio'
        ? 'Si todavía no la agregaste a tu calendario, usá la invitación que te enviamos cuando se programó.'
        : 'Te adjuntamos la invitación para tu calendario (Google Calendar, Outlook o Apple Calendar).',
    ...(news === 'cancelada' ? ['', 'Mirá tus entrevistas en:'] : ['', 'Confirmá tu asistencia o pedí otro horario en:']),
    listLink,
  ].join('\n');
  const organizerAddress = company && PLAIN_ADDRESS.test(row.company_email) ? row.company_email : context.portalAddress;
  const ics = interviewIcs({
    id: row.id,
    sequence: row.sequence,
    method: news === 'cancelada' ? 'CANCEL' : 'REQUEST',
    start: new Date(row.starts_at),
    minutes: row.duration_minutes,
    summary: `Entrevista: ${row.titulo}${company ? ` (${company})` : ''}`,
    description: [
      `Entrevista por tu postulación al aviso "${row.titulo}" en Postulate.`,
      ...(row.message ? ['', row.message] : []),
      '',
      `Confirmá o pedí otro horario en ${listLink}`,
    ].join('\n'),
    modality: row.modality,
    address: row.address,
    link: row.link,
    organizer: { name: company ?? 'Postulate', email: organizerAddress },
    attendee: { name: row.name, email: row.applicant_email },
    stamp: context.now,
  });
  const mail = { to: row.applicant_email, subject: SUBJECTS[news](row.titulo), text };
  // The reminder repeats nothing the calendar does not have: an invitation again could ask once more.
  return news === 'recordatorio' ? mail : { ...mail, calendar: { method: news === 'cancelada' ? 'CANCEL' : 'REQUEST', ics } };
}

const profileLink = (row: InterviewRow, context: MailContext) => `${context.portalUrl}/admin/aviso/${row.aviso_id}/aplicaciones/${row.application_id}`;

/** The company hears the candidate's answer, with the message they wrote. */
export function answerMail(row: InterviewRow, context: MailContext): QueuedMail | undefined {
  if (!row.company_user_email || !row.answer) return undefined;
  const name = row.name ?? 'La persona';
  const confirmed = row.answer === 'confirmada';
  return {
    to: row.company_user_email,
    subject: confirmed ? `${name} confirmó la entrevista para "${row.titulo}"` : `${name} pide otro horario para la entrevista de "${row.titulo}"`,
    text: [
      'Hola:',
      '',
      confirmed
        ? `${name} confirmó la entrevista del ${interviewWhen(row.starts_at, row.duration_minutes)} por el aviso "${row.titulo}".`
        : `${name} no puede asistir a la entrevista del ${interviewWhen(row.starts_at, row.duration_minutes)} por el aviso "${row.titulo}" y te pide otro horario.`,
      ...(row.answer_message ? ['', `${name} escribió:`, '', ...quoteText(row.answer_message)] : []),
      '',
      confirmed ? 'Para ver la postulación, abrí este enlace:' : 'Para reprogramar la entrevista, abrí la postulación:',
      profileLink(row, context),
    ].join('\n'),
  };
}

/** The company's reminder, 24 h before. */
export function companyReminderMail(row: InterviewRow, context: MailContext): QueuedMail | undefined {
  if (!row.company_user_email) return undefined;
  const name = row.name ?? 'la persona';
  const answer =
    row.answer === 'confirmada'
      ? `${name} confirmó su asistencia.`
      : row.answer === 'otro_horario'
        ? `${name} pidió otro horario.`
        : `${name} todavía no confirmó su asistencia.`;
  return {
    to: row.company_user_email,
    subject: `Recordatorio: entrevista con ${name} para "${row.titulo}"`,
    text: [
      'Hola:',
      '',
      `Te recordamos la entrevista con ${name} por el aviso "${row.titulo}".`,
      '',
      ...placeLines(row).filter((line) => !line.startsWith('La empresa te va a llamar')),
      ...(row.modality === 'telefono' ? ['Llamala o llamalo al teléfono de su CV.'] : []),
      '',
      answer,
      '',
      'La postulación:',
      profileLink(row, context),
    ].join('\n'),
  };
}
