import { z } from './zod.js';
import { idSchema } from './admin.js';
import { APPLICANT_STATUSES } from './application-stages.js';
import { avisoSourceSchema } from './aviso-stats.js';
import { cvSchema } from './cv.js';
import { readClosedAnswer, type AnswerReading, type PreguntaTipo } from './screening-questions.js';

// ---------- Applying ----------

/** The apply flow's texts: the spec's words where it fixes them, ours (marked) where it is silent. */
export const APPLY_MESSAGES = {
  apply: 'Postularme para este trabajo',
  completeCv: 'Completá tu CV para postularte a este y más trabajos',
  answerOne: 'Respondé esta pregunta',
  answerMin: 'Complete un breve comentario para la respuesta',
  cancel: 'Cancelar la postulación',
  sending: 'intentando aplicar',
  success: 'Felicidades, ya estás aplicando para este trabajo.',
  // Ours from here on.
  answerMax: 'La respuesta no puede superar los 250 caracteres',
  alreadyApplied: 'Ya estás aplicando para este trabajo',
  answersMismatch: 'Las respuestas no corresponden a las preguntas del aviso',
  tooManyAnswers: 'Se enviaron demasiadas respuestas',
  applicationNotFound: 'La postulación no existe',
  confidential: 'Confidencial',
} as const;

/** 'Respondé esta pregunta' for one question, 'Respondé estas N preguntas' for more. */
export const answerFormTitle = (count: number) => (count === 1 ? APPLY_MESSAGES.answerOne : `Respondé estas ${count} preguntas`);

export const ANSWER_MAX = 250;

/** An answer as sent: its question's type decides what it may hold (readAnswer, which the API applies next). */
export const applyAnswerSchema = z.object({
  idPregunta: idSchema,
  respuesta: z.string(APPLY_MESSAGES.answerMin).trim().min(1, APPLY_MESSAGES.answerMin).max(ANSWER_MAX, APPLY_MESSAGES.answerMax),
});

/**
 * One answer read by its question's type: a free text of 4 to 250 characters (the spec's), Sí or
 * No, or a whole number ('1.000'); the text kept, or why it cannot be.
 */
export function readAnswer(tipo: PreguntaTipo, text: string): AnswerReading {
  if (tipo !== 'texto') return readClosedAnswer(tipo, text);
  const trimmed = text.trim();
  if (trimmed.length < 4) return { message: APPLY_MESSAGES.answerMin };
  return trimmed.length > ANSWER_MAX ? { message: APPLY_MESSAGES.answerMax } : { value: trimmed };
}

/** POST /api/aplica/aplica: the ad and one answer per question of the ad. */
export const applySchema = z.object({
  idAviso: idSchema,
  respuestas: z.array(applyAnswerSchema, APPLY_MESSAGES.answersMismatch).max(50, APPLY_MESSAGES.tooManyAnswers).default([]),
  origen: avisoSourceSchema.default('directo').describe("Where the applicant came to the ad from (the ad link's `?origen=`)"),
});
export type ApplyRequest = z.infer<typeof applySchema>;
export type ApplyRequestInput = z.input<typeof applySchema>;

// A Sí/No answer nobody picked reads null in the form: an empty answer, refused in its words.
const answersFormShape = z.object({
  respuestas: z.array(
    z.object({
      idPregunta: idSchema,
      respuesta: z
        .string()
        .nullable()
        .transform((value) => value ?? ''),
    }),
  ),
});
export type ApplyAnswersForm = z.infer<typeof answersFormShape>;
export type ApplyAnswersFormInput = z.input<typeof answersFormShape>;

/** The answers form of an ad's questions, in their order: each answer read as the API reads it (readAnswer). */
export const applyAnswersFormSchemaFor = (preguntas: readonly { tipo: PreguntaTipo }[]) =>
  answersFormShape
    .superRefine((value, ctx) => {
      value.respuestas.forEach((answer, index) => {
        const reading = readAnswer(preguntas[index]?.tipo ?? 'texto', answer.respuesta);
        if (reading.message !== undefined) ctx.addIssue({ code: 'custom', path: ['respuestas', index, 'respuesta'], message: reading.message });
      });
    })
    .transform((value) => ({
      respuestas: value.respuestas.map((answer, index) => ({
        ...answer,
        respuesta: readAnswer(preguntas[index]?.tipo ?? 'texto', answer.respuesta).value ?? answer.respuesta,
      })),
    }));

/** An answer as stored with the application: the question's text as it read when the applicant answered. */
export const applicationAnswerSchema = z.object({ idPregunta: z.int(), pregunta: z.string(), respuesta: z.string() });
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

/** POST /api/aplica/aplica (201 new, 200 when this applicant had already applied) and GET /api/aplica/aviso/{id}. */
export const applicationStatusSchema = z.object({
  id: z.int(),
  idAviso: z.int(),
  postuladoEl: z.iso.datetime().describe('ISO date-time'),
  retiradaEl: z.iso.datetime().nullable().describe("When the applicant withdrew it ('Retirar postulación'); null while it stands"),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** GET /api/aplica/aviso/{idAviso}: whether the applicant already applied to the ad. */
export const avisoApplicationStateSchema = z.object({ postulacion: applicationStatusSchema.nullable() });
export type AvisoApplicationState = z.infer<typeof avisoApplicationStateSchema>;

/** A row of Mis Postulaciones: GET /api/aplica/?page&size. */
export const applicationListItemSchema = z.object({
  id: z.int(),
  idAviso: z.int(),
  titulo: z.string(),
  publicadoEl: z.iso.datetime().nullable().describe("ISO date-time of the ad's publication"),
  nombreEmpresa: z.string().nullable().describe("null when the ad hides the company: shown as 'Confidencial'"),
  area: z.string(),
  postuladoEl: z.iso.datetime().describe('ISO date-time of the application'),
  hasNewMessage: z.boolean().describe('The company wrote since the applicant last opened the conversation'),
  permiteMsjDirecto: z.boolean().describe("Whether the ad allows direct messages (the spec's canCommunicate)"),
  estado: z
    .enum(APPLICANT_STATUSES)
    .describe(
      "Where the application stands, in the applicant's words ('La empresa siguió con otros candidatos' when discarded on a published ad, 'Proceso finalizado' once the ad finished, 'Postulación retirada' once withdrawn)",
    ),
  estadoDesde: z.iso.datetime().describe('Since when (ISO date-time)'),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** GET /api/aplica/novedades: what the top-bar badge counts. */
export const novedadesSchema = z.object({
  mensajes: z.int().min(0).describe('Company messages the applicant has not read'),
  cambios: z.int().min(0).describe('Applications whose status changed since the applicant last opened Mis Postulaciones'),
  total: z.int().min(0),
});
export type Novedades = z.infer<typeof novedadesSchema>;

/** GET /api/aplica/get/{id}: one of the applicant's applications, with the CV and answers as sent. */
export const applicationDetailSchema = applicationStatusSchema.extend({
  titulo: z.string(),
  respuestas: z.array(applicationAnswerSchema),
  cv: cvSchema.nullable().describe('The CV as it was sent with the application'),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

// ---------- Messages ----------

export const MESSAGE_MAX = 250;

export const CONVERSATION_MESSAGES = {
  noDirectMessages: 'La empresa no permite mensajes directos',
  selectCompany: 'Seleccione alguna empresa para ver los mensajes',
  companyFirst: 'El primer mensaje lo tiene que dar la empresa',
  placeholder: 'Escribí un nuevo mensaje acá',
  // Ours from here on.
  messageRequired: 'Escribí un mensaje',
  messageMax: 'El mensaje no puede superar los 250 caracteres',
  notFound: 'La conversación no existe',
  noMessages: 'Todavía no hay mensajes en esta conversación',
} as const;

export const messageTextSchema = z
  .string(CONVERSATION_MESSAGES.messageRequired)
  .trim()
  .min(1, CONVERSATION_MESSAGES.messageRequired)
  .max(MESSAGE_MAX, CONVERSATION_MESSAGES.messageMax);

/** GET /api/message/?idAviso */
export const messageQuerySchema = z.object({ idAviso: idSchema });

/** The new-message box of both message centres (applicant and company). */
export const messageFormSchema = z.object({ message: messageTextSchema });
export type MessageForm = z.infer<typeof messageFormSchema>;

/** POST /api/message/add: an applicant writes in the conversation of their application to the ad. */
export const messageSendSchema = z.object({ idAviso: idSchema, message: messageTextSchema });
export type MessageSend = z.infer<typeof messageSendSchema>;

export const conversationMessageSchema = z.object({
  id: z.int(),
  nameTransmitter: z.string().describe("The sender's name: the company's, or the applicant's CV name"),
  senderRole: z.enum(['Empresa', 'Postulante']),
  message: z.string(),
  ulmod: z.string().describe("'day-month-year hh:mm', Argentina's time"),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSchema = z.object({
  id: z.int(),
  idAviso: z.int(),
  idCompany: z.int(),
  idPostulante: z.int().nullable(),
  messages: z.array(conversationMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/message/?idAviso and every send: the conversation (null before the company writes) and canCommunicate. */
export const conversationViewSchema = z.object({ conversation: conversationSchema.nullable(), canCommunicate: z.boolean() });
export type ConversationView = z.infer<typeof conversationViewSchema>;
