import { z } from './zod.js';
import { listResponseSchema } from './api-schemas.js';

/*
 * Issue 38, point 3: the company's own rating (1 to 5 stars) and tags on an application. Both are
 * the company's: the list filters and sorts by them, the CSV export carries them, and no answer to
 * the applicant ever names them.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A tag's length once trimmed, and how many one application carries. */
export const TAG_MAX = 30;
export const TAGS_PER_APPLICATION_MAX = 10;
/** The text a tag search or the list's tag filter takes: longer than a tag finds nothing, without being refused. */
export const TAG_SEARCH_MAX = 100;
/** How many of the company's tags the field suggests at once. */
export const TAG_SUGGESTIONS_MAX = 10;

export const LABEL_MESSAGES = {
  ratingTitle: 'Calificación',
  ratingInvalid: `La calificación debe ser de ${RATING_MIN} a ${RATING_MAX} estrellas`,
  ratingFilterInvalid: `La calificación mínima debe ser de ${RATING_MIN} a ${RATING_MAX} estrellas`,
  clearRating: 'Quitar calificación',
  unrated: 'Sin calificar',
  tagsTitle: 'Etiquetas',
  privacy: 'Solo tu empresa ve la calificación y las etiquetas.',
  tagRequired: 'Escribí la etiqueta',
  tagMax: `La etiqueta no puede superar los ${TAG_MAX} caracteres`,
  tagInvalid: 'La etiqueta no puede tener comas ni punto y coma',
  tooManyTags: `Una postulación puede tener hasta ${TAGS_PER_APPLICATION_MAX} etiquetas: quitá alguna para agregar otra`,
  noTags: 'Sin etiquetas',
  addTag: 'Agregar etiqueta',
  searchMax: `La búsqueda de etiquetas no puede superar los ${TAG_SEARCH_MAX} caracteres`,
} as const;

/** '1 estrella', '2 estrellas'…: the star input's labels and the list's words for a rating. */
export const starsLabel = (stars: number): string => (stars === 1 ? '1 estrella' : `${stars} estrellas`);

/** Spaces, tabs and line breaks (\s without U+FEFF, which is no space one types). */
const SPACES = /[ \t\n\v\f\r\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/g;

/** A tag as written: spaces collapsed, trimmed. */
export const tagName = (text: string): string => text.replace(SPACES, ' ').replace(/^ | $/g, '');

/**
 * What makes two tags one: case, accents and spacing ignored, so 'Inglés', 'ingles' and ' INGLES '
 * are the same tag of a company (kept once, under the first spelling).
 */
export const tagKey = (text: string): string => tagName(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A tag: spaces and line breaks collapsed, trimmed, 1 to 30 characters, no comma nor semicolon (the
 * export lists tags with commas, in a file split on semicolons) and no other control character.
 */
export const tagSchema = z
  .string(LABEL_MESSAGES.tagRequired)
  .transform(tagName)
  .pipe(
    z
      .string()
      .min(1, LABEL_MESSAGES.tagRequired)
      .max(TAG_MAX, LABEL_MESSAGES.tagMax)
      .regex(/^[^,;\p{Cc}]*$/u, LABEL_MESSAGES.tagInvalid),
  );

/** POST /api/empresa/aplicacion/{id}/calificacion: 1 to 5 stars, or null to clear it. */
export const applicationRatingSaveSchema = z.object({
  calificacion: z
    .int(LABEL_MESSAGES.ratingInvalid)
    .min(RATING_MIN, LABEL_MESSAGES.ratingInvalid)
    .max(RATING_MAX, LABEL_MESSAGES.ratingInvalid)
    .nullable()
    .describe('1 to 5 stars; null clears the rating'),
});
export type ApplicationRatingSave = z.infer<typeof applicationRatingSaveSchema>;

/** POST /api/empresa/aplicacion/{id}/etiquetas and …/etiquetas/borrar: one tag to add or take off. */
export const applicationTagSaveSchema = z.object({ etiqueta: tagSchema.describe('The tag (case and accents ignored when compared)') });
export type ApplicationTagSave = z.infer<typeof applicationTagSaveSchema>;

/** An application's rating and tags, as every write answers them. */
export const applicationLabelsSchema = z.object({
  id: z.int(),
  calificacion: z.int().min(RATING_MIN).max(RATING_MAX).nullable().describe('1 to 5 stars; null when not rated'),
  etiquetas: z.array(z.string()).describe("The application's tags, in alphabetical order"),
});
export type ApplicationLabels = z.infer<typeof applicationLabelsSchema>;

/** GET /api/empresa/etiquetas?q=ing: the company's tags in use that contain the text (case and accents ignored). */
export const tagSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .max(TAG_SEARCH_MAX, LABEL_MESSAGES.searchMax)
    .optional()
    .transform((value) => tagKey(value ?? ''))
    .describe('Text the tag contains; empty: the most used tags'),
});
export type TagSuggestionsQuery = z.input<typeof tagSuggestionsQuerySchema>;

export const tagSuggestionSchema = z.object({ nombre: z.string(), usos: z.int().min(1).describe('How many applications carry it') });
export type TagSuggestion = z.infer<typeof tagSuggestionSchema>;
export const tagSuggestionListSchema = listResponseSchema(tagSuggestionSchema);
export type TagSuggestionList = z.infer<typeof tagSuggestionListSchema>;

/** The list's filters by label: at least so many stars, and one tag. */
export const labelFilterShape = {
  calificacion: z.coerce
    .number(LABEL_MESSAGES.ratingFilterInvalid)
    .int(LABEL_MESSAGES.ratingFilterInvalid)
    .min(RATING_MIN, LABEL_MESSAGES.ratingFilterInvalid)
    .max(RATING_MAX, LABEL_MESSAGES.ratingFilterInvalid)
    .optional()
    .describe('Only the applications rated at least this many stars'),
  etiqueta: z
    .string(LABEL_MESSAGES.tagRequired)
    .transform(tagName)
    .pipe(z.string().max(TAG_SEARCH_MAX, LABEL_MESSAGES.searchMax))
    .optional()
    .transform((value) => value || undefined)
    .describe('Only the applications carrying this tag (case and accents ignored)'),
};
