import { z } from './zod.js';
import { dmyToNumber } from './dates.js';

// Issue 38, point 1: the company schedules an interview from an application; the candidate gets a
// calendar invitation by e-mail and confirms or asks for another time from Mis Postulaciones.

export const INTERVIEW_MODALITIES = ['presencial', 'video', 'telefono'] as const;
export type InterviewModality = (typeof INTERVIEW_MODALITIES)[number];

export const INTERVIEW_MODALITY_LABELS: Record<InterviewModality, string> = {
  presencial: 'Presencial',
  video: 'Videollamada',
  telefono: 'Teléfono',
};

/** 'programada' until the company cancels it. */
export const INTERVIEW_STATES = ['programada', 'cancelada'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

/** The candidate's answer: it goes back to none when the company reprograms the interview. */
export const INTERVIEW_ANSWERS = ['confirmada', 'otro_horario'] as const;
export type InterviewAnswer = (typeof INTERVIEW_ANSWERS)[number];

export const INTERVIEW_ANSWER_LABELS: Record<InterviewAnswer, string> = {
  confirmada: 'Confirmada',
  otro_horario: 'Pide otro horario',
};

export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 240;
export const INTERVIEW_DURATION_DEFAULT = 60;
export const INTERVIEW_ADDRESS_MAX = 200;
export const INTERVIEW_LINK_MAX = 500;
export const INTERVIEW_MESSAGE_MAX = 1000;
export const INTERVIEW_ANSWER_MESSAGE_MAX = 500;
/** How far ahead an interview may be: a year, so a mistyped year is caught. */
export const INTERVIEW_DAYS_AHEAD_MAX = 365;
/** The time zone interviews are typed, shown and sent in. */
export const INTERVIEW_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export const INTERVIEW_MESSAGES = {
  dateInvalid: 'Ingresá la fecha como dd/mm/aaaa',
  timeInvalid: 'Ingresá la hora como hh:mm (de 00:00 a 23:59)',
  past: 'La entrevista tiene que ser en una fecha y hora futuras',
  tooFar: `La entrevista puede programarse hasta ${INTERVIEW_DAYS_AHEAD_MAX} días hacia adelante`,
  durationInvalid: `La duración tiene que ser de ${INTERVIEW_DURATION_MIN} a ${INTERVIEW_DURATION_MAX} minutos`,
  modalityInvalid: 'Elegí la modalidad: presencial, videollamada o teléfono',
  addressRequired: 'Ingresá la dirección de la entrevista presencial',
  addressTooLong: `La dirección puede tener hasta ${INTERVIEW_ADDRESS_MAX} caracteres`,
  linkRequired: 'Ingresá el enlace de la videollamada',
  linkInvalid: 'El enlace de la videollamada tiene que empezar con https://',
  linkTooLong: `El enlace puede tener hasta ${INTERVIEW_LINK_MAX} caracteres`,
  messageTooLong: `El mensaje puede tener hasta ${INTERVIEW_MESSAGE_MAX} caracteres`,
  answerInvalid: 'Elegí una respuesta: confirmar o pedir otro horario',
  answerMessageTooLong: `El mensaje puede tener hasta ${INTERVIEW_ANSWER_MESSAGE_MAX} caracteres`,
  notFound: 'La entrevista no existe',
  applicationNotFound: 'La postulación no existe',
  withdrawn: 'El postulante retiró esta postulación: no se puede programar una entrevista',
  avisoFinished: 'El aviso está finalizado: no se puede programar una entrevista',
  applicantGone: 'La persona eliminó su cuenta: no se puede programar una entrevista',
  alreadyScheduled: 'Esta postulación ya tiene una entrevista programada: reprogramala o cancelala',
  cancelled: 'La entrevista fue cancelada',
  alreadyHappened: 'La entrevista ya pasó',
  scheduled: 'Programamos la entrevista y le enviamos la invitación por correo',
  rescheduled: 'Reprogramamos la entrevista y le enviamos la actualización por correo',
  cancelledDone: 'Cancelamos la entrevista y le avisamos por correo',
  confirmedDone: 'Confirmaste la entrevista. Le avisamos a la empresa',
  otherTimeDone: 'Le pedimos a la empresa otro horario',
  cancelQuestion: '¿Querés cancelar la entrevista? La persona recibe la cancelación por correo.',
} as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const HOUR_MS = 3_600_000;

/** Argentina is UTC−3 all year: the instant of a dd/MM/yyyy and HH:mm typed there, or null when either is not a real one. */
export function interviewInstant(fecha: string, hora: string): Date | null {
  const day = dmyToNumber(fecha.trim());
  const time = TIME_PATTERN.exec(hora.trim());
  if (day === null || !time) return null;
  const year = Math.floor(day / 10_000);
  const month = Math.floor(day / 100) % 100;
  return new Date(Date.UTC(year, month - 1, day % 100, Number(time[1]), Number(time[2])) + 3 * HOUR_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the form's fields, in Argentina: { fecha: 'dd/MM/yyyy', hora: 'HH:mm' }. */
export function interviewFields(instant: Date | string): { fecha: string; hora: string } {
  const local = new Date(new Date(instant).getTime() - 3 * HOUR_MS);
  return {
    fecha: `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`,
    hora: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** 'martes 15/12/2026, de 10:00 a 11:00 (hora de Argentina)': how every screen and e-mail says when. */
export function interviewWhen(instant: Date | string, minutes: number): string {
  const start = new Date(instant);
  const end = new Date(start.getTime() + minutes * 60_000);
  const weekday = WEEKDAYS[new Date(start.getTime() - 3 * HOUR_MS).getUTCDay()];
  const { fecha, hora } = interviewFields(start);
  return `${weekday} ${fecha}, de ${hora} a ${interviewFields(end).hora} (hora de Argentina)`;
}

/** 'Presencial en Av. Corrientes 1234', 'Videollamada', 'Teléfono'. */
export function interviewPlace(item: { modalidad: InterviewModality; direccion: string | null }): string {
  return item.modalidad === 'presencial' && item.direccion ? `Presencial en ${item.direccion}` : INTERVIEW_MODALITY_LABELS[item.modalidad];
}

/** A trimmed optional text: empty means none. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((text) => (text ? text : undefined));

/**
 * The interview the company schedules or reprograms: day and time typed in Argentina, in the future
 * (within a year), 15 to 240 minutes, and where: an address in person, an https link by video,
 * nothing more by phone (the company calls the number on the CV). The same rule runs in the form
 * and in the API; the server also checks the future on its own clock.
 */
export const interviewSaveSchema = z
  .object({
    fecha: z.string(INTERVIEW_MESSAGES.dateInvalid).trim(),
    hora: z.string(INTERVIEW_MESSAGES.timeInvalid).trim(),
    duracion: z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value),
      z
        .int(INTERVIEW_MESSAGES.durationInvalid)
        .min(INTERVIEW_DURATION_MIN, INTERVIEW_MESSAGES.durationInvalid)
        .max(INTERVIEW_DURATION_MAX, INTERVIEW_MESSAGES.durationInvalid),
    ),
    modalidad: z.enum(INTERVIEW_MODALITIES, INTERVIEW_MESSAGES.modalityInvalid),
    direccion: optionalText(INTERVIEW_ADDRESS_MAX, INTERVIEW_MESSAGES.addressTooLong),
    enlace: optionalText(INTERVIEW_LINK_MAX, INTERVIEW_MESSAGES.linkTooLong),
    mensaje: optionalText(INTERVIEW_MESSAGE_MAX, INTERVIEW_MESSAGES.messageTooLong),
  })
  .superRefine((value, ctx) => {
    if (dmyToNumber(value.fecha) === null) ctx.addIssue({ code: 'custom', path: ['fecha'], message: INTERVIEW_MESSAGES.dateInvalid });
    else if (!TIME_PATTERN.test(value.hora)) ctx.addIssue({ code: 'custom', path: ['hora'], message: INTERVIEW_MESSAGES.timeInvalid });
    else {
      const start = interviewInstant(value.fecha, value.hora)!.getTime();
      if (start <= Date.now()) ctx.addIssue({ code: 'custom', path: ['fecha'], message: INTERVIEW_MESSAGES.past });
      else if (start > Date.now() + INTERVIEW_DAYS_AHEAD_MAX * 24 * HOUR_MS)
        ctx.addIssue({ code: 'custom', path: ['fecha'], message: INTERVIEW_MESSAGES.tooFar });
    }
    if (value.modalidad === 'presencial' && !value.direccion)
      ctx.addIssue({ code: 'custom', path: ['direccion'], message: INTERVIEW_MESSAGES.addressRequired });
    if (value.modalidad === 'video') {
      if (!value.enlace) ctx.addIssue({ code: 'custom', path: ['enlace'], message: INTERVIEW_MESSAGES.linkRequired });
      else if (!isHttpsLink(value.enlace)) ctx.addIssue({ code: 'custom', path: ['enlace'], message: INTERVIEW_MESSAGES.linkInvalid });
    }
  })
  // What does not apply to the modality is not kept: a phone interview has no address or link.
  .transform((value) => ({
    ...value,
    direccion: value.modalidad === 'presencial' ? value.direccion : undefined,
    enlace: value.modalidad === 'video' ? value.enlace : undefined,
  }));
export type InterviewSave = z.output<typeof interviewSaveSchema>;
export type InterviewSaveInput = z.input<typeof interviewSaveSchema>;

/** An https address with a host, nothing a calendar could take for something else (no spaces or line breaks). */
export function isHttpsLink(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The candidate's answer from Mis Postulaciones, with an optional message the company reads. */
export const interviewAnswerSchema = z.object({
  respuesta: z.enum(INTERVIEW_ANSWERS, INTERVIEW_MESSAGES.answerInvalid),
  mensaje: optionalText(INTERVIEW_ANSWER_MESSAGE_MAX, INTERVIEW_MESSAGES.answerMessageTooLong),
});
export type InterviewAnswerRequest = z.output<typeof interviewAnswerSchema>;
export type InterviewAnswerInput = z.input<typeof interviewAnswerSchema>;

/** An interview as both sides read it; `empresa` is null when the ad is confidential. */
export const interviewSchema = z.object({
  id: z.int(),
  idAplicacion: z.int(),
  idAviso: z.int(),
  titulo: z.string(),
  nombre: z.string().nullable().describe("The candidate's name, as the CV says"),
  empresa: z.string().nullable(),
  inicio: z.string().describe('The start, ISO 8601 in UTC'),
  duracion: z.int(),
  modalidad: z.enum(INTERVIEW_MODALITIES),
  direccion: z.string().nullable(),
  enlace: z.string().nullable(),
  mensaje: z.string().nullable(),
  estado: z.enum(INTERVIEW_STATES),
  respuesta: z.enum(INTERVIEW_ANSWERS).nullable(),
  respuestaMensaje: z.string().nullable(),
  respondidaEl: z.string().nullable(),
  secuencia: z.int().min(0).describe("The calendar invitation's SEQUENCE: it grows with each change"),
});
export type Interview = z.output<typeof interviewSchema>;

/** The company's upcoming interviews, optionally of one ad. */
export const upcomingInterviewsQuerySchema = z.object({
  aviso: z.preprocess((value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value), z.int().min(1).optional()),
});
export type UpcomingInterviewsQuery = z.output<typeof upcomingInterviewsQuerySchema>;
