/** Enumerations of an ad (aviso), as the spec lists them. */
export const MODALIDADES = ['Presencial', 'Híbrido', 'Remoto'] as const;
export type Modalidad = (typeof MODALIDADES)[number];

export const TIPOS_EMPLEO = [
  'Full-time',
  'Part-time',
  'Por Horas',
  'Temporario',
  'Por Contrato',
  'Pasantia',
  'Fines de Semana',
  'Freelance',
  'Voluntario',
] as const;
export type TipoEmpleo = (typeof TIPOS_EMPLEO)[number];

/**
 * How a stored value the spec spells without its accent or with a typo reads on screen; the stored
 * value (database, API, URLs) stays as the spec has it (issue 35).
 */
const STORED_VALUE_LABELS: Partial<Record<string, string>> = { Pasantia: 'Pasantía', Basico: 'Básico', Univeritario: 'Universitario' };
export const valueLabel = (value: string): string => STORED_VALUE_LABELS[value] ?? value;

/**
 * draft = 'no publicado', review = 'en revisión' (held before publishing, issue 39: not public, like
 * a draft), published = 'publicado', finished = 'finalizado', hidden = 'oculto' (taken out of the
 * search after reports, issue 39: HIDDEN_REASONS says why).
 */
export const AVISO_STATUSES = ['draft', 'review', 'published', 'finished', 'hidden'] as const;
export type AvisoStatus = (typeof AVISO_STATUSES)[number];

export const GENEROS = ['Indistinto', 'Masculino', 'Femenino', 'Otro'] as const;
export type Genero = (typeof GENEROS)[number];

/** Language levels of an ad's required languages (and of the CV's languages). */
export const NIVELES_IDIOMA = ['Basico', 'Intermedio', 'Avanzado', 'Nativo'] as const;
export type NivelIdioma = (typeof NIVELES_IDIOMA)[number];

/** 'Duración de la publicación': the days a published ad runs before it expires ('Vencido'). */
export const AVISO_DURATIONS = [30, 60, 90] as const;
export type AvisoDuration = (typeof AVISO_DURATIONS)[number];
export const AVISO_DEFAULT_DURATION: AvisoDuration = 60;
/** The company is e-mailed this many days before its ad expires. */
export const AVISO_EXPIRY_NOTICE_DAYS = 3;

/** Longest ad description the spec allows. */
export const AVISO_DESCRIPCION_MAX = 12000;
