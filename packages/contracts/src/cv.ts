import { z } from './zod.js';
import { emailSchema } from './auth.js';
import { NIVELES_IDIOMA } from './avisos.js';
import { cuilSchema, DNI_LENGTH_MESSAGE, DNI_PATTERN, identityDigits } from './cuil.js';
import { dmyDateSchema, dmyToNumber, isAdult, todayDmy } from './dates.js';
import { MESSAGES } from './messages.js';
import { PROVINCES } from './provinces.js';

// ---------- Enumerations ----------

/** The spec lists 23 without naming them: Argentina first, then its neighbours and the main origins of migrants. */
export const NATIONALITIES = [
  'Argentina',
  'Uruguaya',
  'Chilena',
  'Paraguaya',
  'Boliviana',
  'Brasileña',
  'Peruana',
  'Venezolana',
  'Colombiana',
  'Ecuatoriana',
  'Cubana',
  'Dominicana',
  'Haitiana',
  'Mexicana',
  'Estadounidense',
  'Española',
  'Italiana',
  'Portuguesa',
  'Francesa',
  'Alemana',
  'China',
  'Coreana',
  'Otra',
] as const;
export type Nationality = (typeof NATIONALITIES)[number];

/** Where a degree was earned; 23 like the spec's list. */
export const COUNTRIES = [
  'Argentina',
  'Uruguay',
  'Chile',
  'Paraguay',
  'Bolivia',
  'Brasil',
  'Perú',
  'Venezuela',
  'Colombia',
  'Ecuador',
  'Cuba',
  'República Dominicana',
  'México',
  'Estados Unidos',
  'Canadá',
  'España',
  'Italia',
  'Portugal',
  'Francia',
  'Alemania',
  'Reino Unido',
  'China',
  'Otro',
] as const;
export type Country = (typeof COUNTRIES)[number];

export const MARITAL_STATUSES = ['Solter@', 'Casad@', 'Divorciad@', 'Viud@'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
/**
 * What a person reads for each stored value: the API keeps the spec's '@' codes, which are not
 * Spanish anyone writes. The CV records no gender, so both endings show.
 */
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  'Solter@': 'Soltero/a',
  'Casad@': 'Casado/a',
  'Divorciad@': 'Divorciado/a',
  'Viud@': 'Viudo/a',
};

/** Spelled as the spec writes it ('Univeritario'). */
export const EDUCATION_LEVELS = ['Secundario', 'Terciario', 'Univeritario', 'Posgrado', 'Master', 'Otro tipo'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The spec keeps the software levels external; these are ours. */
export const SOFTWARE_LEVELS = ['Basico', 'Intermedio', 'Avanzado', 'Experto'] as const;
export type SoftwareLevel = (typeof SOFTWARE_LEVELS)[number];

export const STUDY_STATES = ['cursando', 'graduado', 'abandonado'] as const;
export type StudyState = (typeof STUDY_STATES)[number];
export const STUDY_STATE_LABELS: Record<StudyState, string> = {
  cursando: 'En Curso',
  graduado: 'Graduado',
  abandonado: 'Abandonado',
};

/** The nine security flags; the last six carry a date (`${flag}Date`). */
export const SECURITY_FLAGS = [
  'analitico',
  'biometricos',
  'turnoRotativo',
  'antecedentes',
  'clu',
  'cursoCaba',
  'portacion',
  'reincidencia',
  'vigilador',
] as const;
export type SecurityFlag = (typeof SECURITY_FLAGS)[number];
export const DATED_SECURITY_FLAGS = ['antecedentes', 'clu', 'cursoCaba', 'portacion', 'reincidencia', 'vigilador'] as const;
export type DatedSecurityFlag = (typeof DATED_SECURITY_FLAGS)[number];

/** Labels as the company side's filters name them. */
export const SECURITY_FLAG_LABELS: Record<SecurityFlag, string> = {
  analitico: 'Analítico',
  biometricos: 'Biométricos',
  turnoRotativo: 'Turnos rotativos',
  antecedentes: 'Antecedentes Policiales',
  clu: 'CLU',
  cursoCaba: 'Curso CABA',
  portacion: 'Portación',
  reincidencia: 'Reincidencia',
  vigilador: 'Curso de Vigilador',
};

// ---------- Limits ----------

export const CV_LIMITS = {
  birthMin: '01/01/1950',
  birthMax: '31/12/2028',
  historyMin: '01/01/1980',
  /** Decided in issue 14: up to today (the legacy's 31/12/2024 was its own 'today'). */
  historyMax: todayDmy,
  /** Decided in issue 14: the portal's policy is for people of 18 or more. */
  minimumAge: 18,
  securityMin: '01/01/1980',
  securityMax: '31/12/2074',
  /** Generic text fields: 2 to 50 characters; textareas up to 250. */
  textMax: 50,
  textareaMax: 250,
  /** Items per list, so a whole CV always fits one request. */
  itemsMax: 20,
  photoMaxBytes: 500_000,
  photoSize: 200,
  /** Ours: the spec gives no cap for the security document. */
  documentMaxBytes: 2_000_000,
} as const;

export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

// ---------- Messages ----------

/** The spec's words where it fixes them, ours (marked) where it is silent. */
export const CV_MESSAGES = {
  nameMin: MESSAGES.nameMin,
  dateRequired: 'Debe confirmar una fecha',
  // Ours: work and study dates go from 01/01/1980 up to today.
  dateAfterToday: 'La fecha no puede ser posterior a hoy',
  dateBeforeHistory: `La fecha no puede ser anterior al ${CV_LIMITS.historyMin}`,
  nationalityRequired: 'Debe indicar la nacionalidad',
  maritalStatusRequired: 'Debe indicar el estado civil',
  telMin: 'El teléfono debe tener al menos 6 caracteres',
  directionMin: 'La dirección debe tener al menos 6 caracteres',
  localityRequired: 'Debe completar la localidad',
  securityDateRequired: 'Debe ingresar una fecha para este campo',
  // Ours from here on.
  textMax: `No puede superar los ${CV_LIMITS.textMax} caracteres`,
  textareaMax: `No puede superar los ${CV_LIMITS.textareaMax} caracteres`,
  dniDigits: 'El DNI debe tener solo números',
  dniLength: DNI_LENGTH_MESSAGE,
  /** Ours: the policy's minimum age. */
  underage: 'Para usar Postulate tenés que tener al menos 18 años',
  provinceRequired: 'Debe indicar la provincia',
  localityOutsideProvince: 'La localidad no pertenece a la provincia elegida',
  descriptionMin: 'La descripción debe tener al menos 4 caracteres',
  companyMin: 'La empresa debe tener al menos 4 caracteres',
  positionMin: 'El puesto debe tener al menos 4 caracteres',
  taskMin: 'Las tareas deben tener al menos 4 caracteres',
  titleMin: 'El título debe tener al menos 4 caracteres',
  institutionMin: 'La institución debe tener al menos 2 caracteres',
  studyTypeRequired: 'Debe indicar el tipo de estudio',
  countryRequired: 'Debe indicar el país',
  stateRequired: 'Debe indicar el estado',
  languageMin: 'El idioma debe tener al menos 4 caracteres',
  levelOralRequired: 'Debe indicar el nivel oral',
  levelWrittenRequired: 'Debe indicar el nivel escrito',
  softwareMin: 'El programa debe tener al menos 2 caracteres',
  levelRequired: 'Debe indicar el nivel',
  referenceMin: 'Debe tener al menos 2 caracteres',
  dateOrder: 'La fecha de fin no puede ser anterior a la de inicio',
  tooManyItems: `Cada sección admite hasta ${CV_LIMITS.itemsMax} ítems`,
  duplicateItem: 'Hay dos ítems con el mismo identificador',
  invalidItem: 'El ítem no es válido',
  invalidVersion: 'La versión del CV no es válida',
  staleVersion:
    'Tu CV cambió en otra pestaña o dispositivo mientras lo editabas, así que no guardamos este cambio. ' +
    'Recargá la página para ver la última versión y volvé a hacerlo.',
  unsavedTitle: 'Tenés cambios sin guardar',
  unsavedBody: '¿Querés salir igual? Lo que cambiaste y no guardaste se va a perder.',
  nothingSaved: 'No se guardó ningún cambio: corregí lo marcado y volvé a guardar.',
  personalFirst: 'Completá y guardá primero tus datos personales',
  invalidFile: 'El archivo adjunto no corresponde a este CV',
  fileMissing: 'Adjuntá un archivo',
  photoType: 'La foto debe ser una imagen PNG o JPEG',
  photoTooLarge: 'La foto no puede superar los 500 KB (500000 bytes)',
  photoUnreadable: 'No pudimos leer la foto: el archivo está dañado o no es una imagen PNG o JPEG',
  photoTooManyPixels: 'La foto tiene demasiados píxeles: usá una imagen de menos de 4000 x 4000',
  documentType: 'El documento debe ser un PDF o una imagen PNG o JPEG',
  documentTooLarge: 'El documento no puede superar los 2 MB',
  documentUnreadable: 'No pudimos leer el documento: el archivo está dañado',
  documentActive: 'El PDF tiene código o acciones automáticas (JavaScript, apertura de programas) y no se acepta: guardalo de nuevo como PDF sin ellos',
  fileTooLarge: 'El archivo es demasiado grande: la foto admite hasta 500 KB y el documento hasta 2 MB',
  attachmentKind: "Indique si el archivo es la foto ('fotoPerfil') o el documento de seguridad ('documentoSeguridad')",
} as const;

// ---------- Building blocks ----------

const text = (min: number, minMessage: string, max: number = CV_LIMITS.textMax) =>
  z
    .string(minMessage)
    .trim()
    .min(min, minMessage)
    .max(max, max === CV_LIMITS.textareaMax ? CV_MESSAGES.textareaMax : CV_MESSAGES.textMax);

/** An optional text: empty is fine, anything else needs 2 to 50 characters. */
const optionalText = z
  .string()
  .trim()
  .max(CV_LIMITS.textMax, CV_MESSAGES.textMax)
  .refine((value) => value === '' || value.length >= 2, CV_MESSAGES.referenceMin)
  .default('');

const historyDate = dmyDateSchema(CV_LIMITS.historyMin, CV_LIMITS.historyMax, CV_MESSAGES.dateRequired, {
  early: CV_MESSAGES.dateBeforeHistory,
  late: CV_MESSAGES.dateAfterToday,
});

const choice = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) => z.enum(values, message);

/** Items get their id in the browser (crypto.randomUUID) so edit and delete can find them. */
const itemId = z.string(CV_MESSAGES.invalidItem).min(1, CV_MESSAGES.invalidItem).max(64, CV_MESSAGES.invalidItem);

/** An end date that may stay empty (a job still held, a study in course); when typed, a history date. */
const endDate = z.string(CV_MESSAGES.dateRequired).trim().max(10, CV_MESSAGES.dateRequired).default('');

/**
 * The end date's rule: required unless the item is still open (a job held, a study in course), a
 * history date when given, and not before the start. It runs even when other fields fail
 * (ALWAYS), so one submit shows its error with all the others.
 */
function endDateRule(path: string, start: string, isOpen: (item: Record<string, unknown>) => boolean) {
  return (item: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const end = typeof item[path] === 'string' ? (item[path] as string).trim() : '';
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (end === '') {
      if (!isOpen(item)) issue(CV_MESSAGES.dateRequired);
    } else {
      const checked = historyDate.safeParse(end);
      const from = dmyToNumber(String(item[start] ?? ''));
      const to = dmyToNumber(end);
      if (!checked.success) issue(checked.error.issues[0].message);
      else if (from !== null && to !== null && to < from) issue(CV_MESSAGES.dateOrder);
    }
  };
}
const ALWAYS = { when: () => true };

/** A stored file of the CV (photo, security document), shown through GET /api/files/{id}. */
export const cvFileSchema = z.object({
  id: z.string(CV_MESSAGES.invalidFile).min(1, CV_MESSAGES.invalidFile).max(64, CV_MESSAGES.invalidFile),
  nombre: z.string(CV_MESSAGES.invalidFile).max(255, CV_MESSAGES.invalidFile),
  tipo: z.enum(DOCUMENT_TYPES, CV_MESSAGES.invalidFile),
});
export type CvFile = z.infer<typeof cvFileSchema>;

// ---------- Sections ----------

const provinceIds = PROVINCES.map((province) => province.id) as [string, ...string[]];

export const cvLocationSchema = z.object(
  {
    id: z.string(CV_MESSAGES.localityRequired).min(1, CV_MESSAGES.localityRequired).max(20, CV_MESSAGES.localityRequired),
    label: z.string().max(200).default(''),
  },
  CV_MESSAGES.localityRequired,
);

/** Datos personales: the fields of the first tab. */
export const cvPersonalSchema = z.object({
  name: text(4, CV_MESSAGES.nameMin),
  fecha: dmyDateSchema(CV_LIMITS.birthMin, CV_LIMITS.birthMax, CV_MESSAGES.dateRequired).refine(
    (text) => isAdult(text, CV_LIMITS.minimumAge),
    CV_MESSAGES.underage,
  ),
  nationality: choice(NATIONALITIES, CV_MESSAGES.nationalityRequired),
  dni: z
    .string(CV_MESSAGES.dniDigits)
    .overwrite(identityDigits)
    .regex(/^\d*$/, CV_MESSAGES.dniDigits)
    .refine((value) => value === '' || DNI_PATTERN.test(value), CV_MESSAGES.dniLength)
    .default(''),
  cuit: cuilSchema,
  maritalStatus: choice(MARITAL_STATUSES, CV_MESSAGES.maritalStatusRequired),
  tel: text(6, CV_MESSAGES.telMin),
  mail: emailSchema,
  direction: text(6, CV_MESSAGES.directionMin),
  province: z.enum(provinceIds, CV_MESSAGES.provinceRequired),
  location: cvLocationSchema,
  /** Set only by the server from an upload; the browser sends back what it got, or null to remove it. */
  fotoPerfil: cvFileSchema.nullable().default(null),
});
export type CvPersonal = z.infer<typeof cvPersonalSchema>;
export type CvPersonalInput = z.input<typeof cvPersonalSchema>;

/** How a CV shows a period: 'Desde 01/03/2024' while it has no end (a study in course). */
export const periodText = (start: string, end: string): string => (end ? `${start} - ${end}` : `Desde ${start}`);

export const workExperienceSchema = z
  .object({
    id: itemId,
    description: text(4, CV_MESSAGES.descriptionMin, CV_LIMITS.textareaMax),
    bussiness: text(4, CV_MESSAGES.companyMin),
    position: text(4, CV_MESSAGES.positionMin),
    task: text(4, CV_MESSAGES.taskMin, CV_LIMITS.textareaMax),
    desde: historyDate,
    /** Empty while still working there. */
    hasta: endDate,
    /** Still working there. */
    continua: z.boolean().default(false),
    nameReferencia: optionalText,
    positionReference: optionalText,
    telReference: optionalText,
    mailReference: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || emailSchema.safeParse(value).success, MESSAGES.emailFormat)
      .default(''),
  })
  .superRefine(
    endDateRule('hasta', 'desde', (item) => item.continua === true),
    ALWAYS,
  )
  // A job still held has no end date, whatever the form had in it.
  .transform((item) => (item.continua ? { ...item, hasta: '' } : item));
export type WorkExperience = z.infer<typeof workExperienceSchema>;
export type WorkExperienceInput = z.input<typeof workExperienceSchema>;

const studyShape = {
  id: itemId,
  country: choice(COUNTRIES, CV_MESSAGES.countryRequired),
  institution: text(2, CV_MESSAGES.institutionMin),
  fechai: historyDate,
  /** May stay empty while the study is 'En Curso'. */
  fechaf: endDate,
  state: choice(STUDY_STATES, CV_MESSAGES.stateRequired),
};
const studyEndDate = endDateRule('fechaf', 'fechai', (item) => item.state === 'cursando');

export const educationSchema = z
  .object({ ...studyShape, description: text(4, CV_MESSAGES.titleMin), type: choice(EDUCATION_LEVELS, CV_MESSAGES.studyTypeRequired) })
  .superRefine(studyEndDate, ALWAYS);
export type Education = z.infer<typeof educationSchema>;
export type EducationInput = z.input<typeof educationSchema>;

export const posgradoSchema = z.object({ ...studyShape, description: text(4, CV_MESSAGES.nameMin) }).superRefine(studyEndDate, ALWAYS);
export type Posgrado = z.infer<typeof posgradoSchema>;
export type PosgradoInput = z.input<typeof posgradoSchema>;

export const languageSchema = z.object({
  id: itemId,
  description: text(4, CV_MESSAGES.languageMin),
  levelOral: choice(NIVELES_IDIOMA, CV_MESSAGES.levelOralRequired),
  levelWritten: choice(NIVELES_IDIOMA, CV_MESSAGES.levelWrittenRequired),
});
export type Language = z.infer<typeof languageSchema>;
export type LanguageInput = z.input<typeof languageSchema>;

export const softwareSchema = z.object({
  id: itemId,
  name: text(2, CV_MESSAGES.softwareMin),
  description: text(4, CV_MESSAGES.descriptionMin, CV_LIMITS.textareaMax),
  level: choice(SOFTWARE_LEVELS, CV_MESSAGES.levelRequired),
});
export type Software = z.infer<typeof softwareSchema>;
export type SoftwareInput = z.input<typeof softwareSchema>;

export const specialAbilitySchema = z.object({
  id: itemId,
  description: text(4, CV_MESSAGES.descriptionMin, CV_LIMITS.textareaMax),
});
export type SpecialAbility = z.infer<typeof specialAbilitySchema>;
export type SpecialAbilityInput = z.input<typeof specialAbilitySchema>;

const securityDate = dmyDateSchema(CV_LIMITS.securityMin, CV_LIMITS.securityMax, CV_MESSAGES.securityDateRequired);

/** Experiencia en Seguridad: each date is required (and checked) only when its box is ticked. */
export const seguridadSchema = z
  .object({
    ...(Object.fromEntries(SECURITY_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<SecurityFlag, z.ZodDefault<z.ZodBoolean>>),
    ...(Object.fromEntries(DATED_SECURITY_FLAGS.map((flag) => [`${flag}Date`, z.string().trim().max(10).default('')])) as Record<
      `${DatedSecurityFlag}Date`,
      z.ZodDefault<z.ZodString>
    >),
    documento: cvFileSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    for (const flag of DATED_SECURITY_FLAGS) {
      const key = `${flag}Date` as const;
      if (value[flag] && !securityDate.safeParse(value[key]).success) {
        ctx.addIssue({ code: 'custom', path: [key], message: CV_MESSAGES.securityDateRequired });
      }
    }
  })
  // An unticked box keeps no date, so a stale one never shows up on the CV.
  .transform((value) => {
    const cleared = { ...value };
    for (const flag of DATED_SECURITY_FLAGS) if (!value[flag]) cleared[`${flag}Date`] = '';
    return cleared;
  });
export type Seguridad = z.infer<typeof seguridadSchema>;
export type SeguridadInput = z.input<typeof seguridadSchema>;

const list = <Item extends z.ZodType<{ id: string }>>(item: Item) =>
  z
    .array(item)
    .max(CV_LIMITS.itemsMax, CV_MESSAGES.tooManyItems)
    .default([])
    .refine((items) => new Set(items.map((entry) => entry.id)).size === items.length, CV_MESSAGES.duplicateItem);

/** The sections that are lists of cards, in tab order. */
export const CV_LIST_SECTIONS = ['educations', 'posGrados', 'languages', 'informaticas', 'specialAbilities', 'workExperience'] as const;
export type CvListSection = (typeof CV_LIST_SECTIONS)[number];

/** Everything of a CV besides the personal data, empty: what a first save adds to the Datos personales. */
export function emptyCvSections(): Omit<Cv, keyof CvPersonal> {
  const dates = Object.fromEntries(DATED_SECURITY_FLAGS.map((flag) => [`${flag}Date`, ''])) as Record<`${DatedSecurityFlag}Date`, string>;
  const flags = Object.fromEntries(SECURITY_FLAGS.map((flag) => [flag, false])) as Record<SecurityFlag, boolean>;
  return {
    workExperience: [],
    educations: [],
    posGrados: [],
    languages: [],
    informaticas: [],
    specialAbilities: [],
    seguridad: { ...flags, ...dates, documento: null },
  };
}

/** The whole CV, saved in one piece under the applicant's id. */
export const cvSchema = cvPersonalSchema.extend({
  workExperience: list(workExperienceSchema),
  educations: list(educationSchema),
  posGrados: list(posgradoSchema),
  languages: list(languageSchema),
  informaticas: list(softwareSchema),
  specialAbilities: list(specialAbilitySchema),
  seguridad: seguridadSchema.default(() => emptyCvSections().seguridad),
});
export type Cv = z.infer<typeof cvSchema>;
export type CvInput = z.input<typeof cvSchema>;

const versionSchema = z.int(CV_MESSAGES.invalidVersion).min(0, CV_MESSAGES.invalidVersion).max(2_147_483_647, CV_MESSAGES.invalidVersion);

/** POST /api/cv/update/{id}: the whole CV plus the version it was edited from (0 for a first save). */
export const cvSaveSchema = z.object({ version: versionSchema, cv: cvSchema });
export type CvSave = z.infer<typeof cvSaveSchema>;
export type CvSaveInput = z.input<typeof cvSaveSchema>;

export const CV_ATTACHMENTS = ['fotoPerfil', 'documentoSeguridad'] as const;
export type CvAttachment = (typeof CV_ATTACHMENTS)[number];

/** The `jsonbody` part of POST /api/cv/updatemp/{id}: the same save plus which slot the `file` part fills. */
export const cvSaveWithFileSchema = cvSaveSchema.extend({ adjunto: z.enum(CV_ATTACHMENTS, CV_MESSAGES.attachmentKind) });
export type CvSaveWithFile = z.infer<typeof cvSaveWithFileSchema>;

/** GET /api/cv/get/{id} and every save: version 0 and cv null until the first save. */
export const cvResponseSchema = z.object({
  id: z.int().describe("The applicant's id"),
  version: z.int().min(0).describe('Sent back with the next save: a save from an older version is refused (409)'),
  cv: cvSchema.nullable(),
  updatedAt: z.iso.datetime().nullable().describe('ISO date-time of the last save'),
});
export type CvResponse = z.infer<typeof cvResponseSchema>;
