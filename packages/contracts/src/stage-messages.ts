import { z } from './zod.js';
import { listResponseSchema } from './api-schemas.js';
import { APPLICATION_STAGES, STAGE_MESSAGES, type ApplicationStage } from './application-stages.js';
import { CONVERSATION_MESSAGES, MESSAGE_MAX, messageTextSchema } from './applications.js';

/*
 * Issue 20, the recruiter's side: the optional message that goes with a stage change, the
 * company's editable message templates, and the private notes on an application.
 */

/** A template's title, the number of templates a company keeps, and a note's length. */
export const TEMPLATE_TITLE_MAX = 60;
export const TEMPLATES_MAX = 20;
export const NOTE_MAX = 2000;

export const TEMPLATE_MESSAGES = {
  titleRequired: 'Escribí un título para la plantilla',
  titleMax: `El título no puede superar los ${TEMPLATE_TITLE_MAX} caracteres`,
  textRequired: 'Escribí el texto de la plantilla',
  textMax: `El texto no puede superar los ${MESSAGE_MAX} caracteres`,
  tooMany: `Podés tener hasta ${TEMPLATES_MAX} plantillas: borrá alguna para agregar otra`,
  notFound: 'La plantilla no existe',
  placeholders: 'Podés escribir {nombre} (el nombre del postulante) y {aviso} (el título del aviso): se reemplazan para cada postulante.',
  /** The text the company typed fits, but not once a long name or title replaces a placeholder. */
  resolvedTooLong: `Con el nombre del postulante y el título del aviso, el mensaje supera los ${MESSAGE_MAX} caracteres: acortalo`,
  anyStage: 'Cualquier estado',
} as const;

export const NOTE_MESSAGES = {
  title: 'Notas privadas',
  privacy: 'Solo tu empresa ve estas notas.',
  save: 'Guardar nota',
  required: 'Escribí la nota',
  max: `La nota no puede superar los ${NOTE_MAX} caracteres`,
  notFound: 'La nota no existe',
  none: 'Todavía no hay notas sobre esta postulación.',
} as const;

/** The optional message of a stage change: the message centre's rule (trimmed, 1 to 250 characters). */
export const stageMessageSchema = messageTextSchema.describe(
  'Optional message to each applicant whose stage changes, written in their conversation; {nombre} and {aviso} are replaced per applicant',
);

/** The stage dialog's message box: the same rule, and left empty the move goes without a message. */
export const stageMessageFormSchema = z.object({
  mensaje: z.string(CONVERSATION_MESSAGES.messageRequired).trim().max(MESSAGE_MAX, CONVERSATION_MESSAGES.messageMax),
});
export type StageMessageForm = z.infer<typeof stageMessageFormSchema>;

/** The words a template may carry, replaced per applicant on the server. */
export interface TemplateValues {
  /** The applicant's first name. */
  nombre: string;
  /** The ad's title. */
  aviso: string;
}

/** A template's text for one applicant: each {nombre} and {aviso} replaced (other braces stay as written). */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{(nombre|aviso)\}/g, (_, key: keyof TemplateValues) => values[key]);
}

/**
 * The templates every company starts with. Short enough that a 100-character title and a long first
 * name still fit the 250 characters of a message.
 */
export const DEFAULT_MESSAGE_TEMPLATES: readonly { titulo: string; texto: string; estado: ApplicationStage }[] = [
  {
    titulo: 'Preselección',
    estado: 'preseleccionada',
    texto: 'Hola, {nombre}: gracias por postularte a {aviso}. Tu perfil nos interesó y seguís en el proceso. Pronto te contamos los próximos pasos.',
  },
  {
    titulo: 'Invitación a entrevista',
    estado: 'entrevista',
    texto:
      'Hola, {nombre}: queremos conocerte. Te invitamos a una entrevista para el puesto de {aviso}. Respondé este mensaje con tus días y horarios disponibles.',
  },
  {
    titulo: 'Finalista',
    estado: 'finalista',
    texto: 'Hola, {nombre}: quedaste entre los finalistas para el puesto de {aviso}. Gracias por tu tiempo; en los próximos días te contamos la decisión.',
  },
  {
    titulo: 'Contratación',
    estado: 'contratada',
    texto: '¡Felicitaciones, {nombre}! Te elegimos para el puesto de {aviso}. Pronto te escribimos para coordinar el ingreso. ¡Bienvenida/o al equipo!',
  },
  {
    titulo: 'Proceso finalizado',
    estado: 'descartada',
    texto: 'Hola, {nombre}: gracias por tu interés en {aviso} y por tu tiempo. En esta oportunidad seguimos con otros perfiles. ¡Mucha suerte en tu búsqueda!',
  },
];

const stageOrNull = z.enum(APPLICATION_STAGES, STAGE_MESSAGES.invalidStage).nullable();

/** POST /api/empresa/plantillas and /api/empresa/plantillas/{id}: a template's title, text and the stage it suits (null: any). */
export const messageTemplateSaveSchema = z.object({
  titulo: z.string(TEMPLATE_MESSAGES.titleRequired).trim().min(1, TEMPLATE_MESSAGES.titleRequired).max(TEMPLATE_TITLE_MAX, TEMPLATE_MESSAGES.titleMax),
  texto: z.string(TEMPLATE_MESSAGES.textRequired).trim().min(1, TEMPLATE_MESSAGES.textRequired).max(MESSAGE_MAX, TEMPLATE_MESSAGES.textMax),
  estado: stageOrNull.default(null).describe('The stage the template suits, offered first when moving there; null for any'),
});
export type MessageTemplateSave = z.output<typeof messageTemplateSaveSchema>;
export type MessageTemplateSaveInput = z.input<typeof messageTemplateSaveSchema>;

export const messageTemplateSchema = z.object({
  id: z.int(),
  titulo: z.string(),
  texto: z.string(),
  estado: z.enum(APPLICATION_STAGES).nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplateListSchema = listResponseSchema(messageTemplateSchema);
export type MessageTemplateList = z.infer<typeof messageTemplateListSchema>;

/** POST /api/empresa/aplicacion/{id}/notas */
export const applicationNoteSaveSchema = z.object({
  texto: z.string(NOTE_MESSAGES.required).trim().min(1, NOTE_MESSAGES.required).max(NOTE_MAX, NOTE_MESSAGES.max),
});
export type ApplicationNoteSave = z.infer<typeof applicationNoteSaveSchema>;

export const applicationNoteSchema = z.object({
  id: z.int(),
  texto: z.string(),
  autor: z.string().nullable().describe("The author's user name; null once that account is gone"),
  creadaEl: z.iso.datetime().describe('ISO date-time'),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

export const applicationNoteListSchema = listResponseSchema(applicationNoteSchema);
export type ApplicationNoteList = z.infer<typeof applicationNoteListSchema>;
