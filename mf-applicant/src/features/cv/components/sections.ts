import type { z } from 'zod';
import {
  COUNTRIES,
  EDUCATION_LEVELS,
  NIVELES_IDIOMA,
  SOFTWARE_LEVELS,
  STUDY_STATES,
  STUDY_STATE_LABELS,
  periodText,
  educationSchema,
  languageSchema,
  posgradoSchema,
  softwareSchema,
  specialAbilitySchema,
  workExperienceSchema,
  type CvListSection,
  valueLabel,
} from '@postulate/contracts';

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'select' | 'checkbox';
  options?: readonly { value: string; label: string }[];
  hint?: string;
  required?: boolean;
  /**
   * An end date that is not needed while another field holds a value ('Continúo trabajando aquí'
   * ticked, a study 'En Curso'); `disable` also empties and locks it then.
   */
  openWhen?: { field: string; value: unknown; disable?: boolean };
}

export interface CardText {
  title: string;
  lines: string[];
}

/** One list of cards of the CV: its rule (the shared zod schema), its form fields and its card. */
export interface SectionSpec {
  key: CvListSection;
  title: string;
  /** 'Agregar {noun}' / 'Editar {noun}'. */
  noun: string;
  schema: z.ZodType;
  fields: FieldSpec[];
  card: (item: Record<string, unknown>) => CardText;
}

const options = (values: readonly string[], label: (value: string) => string = (value) => value) => values.map((value) => ({ value, label: label(value) }));

const DATE_HINT = 'dd/mm/aaaa, desde 01/01/1980 hasta hoy';
const studyFields: FieldSpec[] = [
  { name: 'institution', label: 'Institución', kind: 'text', required: true },
  { name: 'country', label: 'País', kind: 'select', options: options(COUNTRIES), required: true },
  { name: 'fechai', label: 'Fecha de inicio', kind: 'date', hint: DATE_HINT, required: true },
  {
    name: 'fechaf',
    label: 'Fecha de finalización',
    kind: 'date',
    hint: DATE_HINT,
    required: true,
    openWhen: { field: 'state', value: 'cursando' },
  },
  {
    name: 'state',
    label: 'Estado',
    kind: 'select',
    options: options(STUDY_STATES, (state) => STUDY_STATE_LABELS[state as keyof typeof STUDY_STATE_LABELS]),
    required: true,
  },
];
const text = (item: Record<string, unknown>, key: string) => String(item[key] ?? '');
const studyLine = (item: Record<string, unknown>) =>
  `${periodText(text(item, 'fechai'), text(item, 'fechaf'))} · ${STUDY_STATE_LABELS[text(item, 'state') as keyof typeof STUDY_STATE_LABELS] ?? ''}`;

export const EDUCATIONS: SectionSpec = {
  key: 'educations',
  title: 'Estudios',
  noun: 'estudio',
  schema: educationSchema,
  fields: [
    { name: 'description', label: 'Título', kind: 'text', required: true },
    { name: 'type', label: 'Tipo de estudio', kind: 'select', options: options(EDUCATION_LEVELS, valueLabel), required: true },
    ...studyFields,
  ],
  card: (item) => ({
    title: text(item, 'description'),
    lines: [`${valueLabel(text(item, 'type'))} · ${text(item, 'institution')} · ${text(item, 'country')}`, studyLine(item)],
  }),
};

export const POSGRADOS: SectionSpec = {
  key: 'posGrados',
  title: 'Posgrados',
  noun: 'posgrado',
  schema: posgradoSchema,
  fields: [{ name: 'description', label: 'Nombre del posgrado', kind: 'text', required: true }, ...studyFields],
  card: (item) => ({
    title: text(item, 'description'),
    lines: [`${text(item, 'institution')} · ${text(item, 'country')}`, studyLine(item)],
  }),
};

export const LANGUAGES: SectionSpec = {
  key: 'languages',
  title: 'Idiomas',
  noun: 'idioma',
  schema: languageSchema,
  fields: [
    { name: 'description', label: 'Idioma', kind: 'text', required: true },
    { name: 'levelOral', label: 'Nivel oral', kind: 'select', options: options(NIVELES_IDIOMA, valueLabel), required: true },
    { name: 'levelWritten', label: 'Nivel escrito', kind: 'select', options: options(NIVELES_IDIOMA, valueLabel), required: true },
  ],
  card: (item) => ({
    title: text(item, 'description'),
    lines: [`Oral: ${valueLabel(text(item, 'levelOral'))} · Escrito: ${valueLabel(text(item, 'levelWritten'))}`],
  }),
};

export const SOFTWARE: SectionSpec = {
  key: 'informaticas',
  title: 'Habilidades informáticas',
  noun: 'habilidad informática',
  schema: softwareSchema,
  fields: [
    { name: 'name', label: 'Programa o herramienta', kind: 'text', required: true },
    { name: 'level', label: 'Nivel', kind: 'select', options: options(SOFTWARE_LEVELS, valueLabel), required: true },
    { name: 'description', label: 'Descripción', kind: 'textarea', required: true },
  ],
  card: (item) => ({ title: `${text(item, 'name')} (${valueLabel(text(item, 'level'))})`, lines: [text(item, 'description')] }),
};

export const SPECIAL_ABILITIES: SectionSpec = {
  key: 'specialAbilities',
  title: 'Habilidades Especiales o Conocimientos',
  noun: 'habilidad o conocimiento',
  schema: specialAbilitySchema,
  fields: [{ name: 'description', label: 'Habilidad o conocimiento', kind: 'textarea', required: true }],
  card: (item) => ({ title: text(item, 'description'), lines: [] }),
};

export const WORK_EXPERIENCE: SectionSpec = {
  key: 'workExperience',
  title: 'Experiencia Laboral',
  noun: 'experiencia',
  schema: workExperienceSchema,
  fields: [
    { name: 'position', label: 'Puesto', kind: 'text', required: true },
    { name: 'bussiness', label: 'Empresa', kind: 'text', required: true },
    { name: 'desde', label: 'Desde', kind: 'date', hint: DATE_HINT, required: true },
    { name: 'hasta', label: 'Hasta', kind: 'date', hint: DATE_HINT, required: true, openWhen: { field: 'continua', value: true, disable: true } },
    { name: 'continua', label: 'Continúo trabajando aquí', kind: 'checkbox' },
    { name: 'description', label: 'Descripción del puesto', kind: 'textarea', required: true },
    { name: 'task', label: 'Tareas', kind: 'textarea', required: true },
    { name: 'nameReferencia', label: 'Nombre de la referencia', kind: 'text' },
    { name: 'positionReference', label: 'Puesto de la referencia', kind: 'text' },
    { name: 'telReference', label: 'Teléfono de la referencia', kind: 'text' },
    { name: 'mailReference', label: 'Email de la referencia', kind: 'text' },
  ],
  card: (item) => ({
    title: `${text(item, 'position')} en ${text(item, 'bussiness')}`,
    lines: [`${text(item, 'desde')} - ${item.continua ? 'Actualidad' : text(item, 'hasta')}`, text(item, 'description'), `Tareas: ${text(item, 'task')}`],
  }),
};

/** randomUUID needs a secure context; the fallback is unique enough within one CV. */
const newItemId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Create-mode values: every field empty, a fresh id for the new card. */
export function emptyItem(spec: SectionSpec): Record<string, unknown> {
  const values: Record<string, unknown> = { id: newItemId() };
  for (const field of spec.fields) values[field.name] = field.kind === 'checkbox' ? false : '';
  return values;
}
