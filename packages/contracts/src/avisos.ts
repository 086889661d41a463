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

/** draft = 'no publicado', published = 'publicado', finished = 'finalizado'. */
export const AVISO_STATUSES = ['draft', 'published', 'finished'] as const;
export type AvisoStatus = (typeof AVISO_STATUSES)[number];

export const GENEROS = ['Indistinto', 'Masculino', 'Femenino', 'Otro'] as const;
export type Genero = (typeof GENEROS)[number];

/** Language levels of an ad's required languages (and of the CV's languages). */
export const NIVELES_IDIOMA = ['Basico', 'Intermedio', 'Avanzado', 'Nativo'] as const;
export type NivelIdioma = (typeof NIVELES_IDIOMA)[number];

/** Longest ad description the spec allows. */
export const AVISO_DESCRIPCION_MAX = 12000;
