/**
 * Fair wording of job ads (Ley 23.592 on discriminatory acts, Res. MTEySS 11-E/2018): an offer may
 * not restrict by sex, gender, age, physical traits, marital status or family responsibilities,
 * residence or served sentences unless the job justifies it. The wizard warns, it never blocks: the
 * word list below is data, and `checkFairWording` reads an ad's title, description and questions.
 * Zod-free, so the wizard runs it as the company types without loading any schema.
 */

export const FAIR_WORDING_MESSAGES = {
  /** Shown in step 5 when 'Género' is not 'Indistinto' or an age range is set. */
  requirementRule:
    'La Ley 23.592 y la Resolución 11-E/2018 del Ministerio de Trabajo prohíben restringir una oferta de empleo por sexo, género o edad, salvo que el puesto lo justifique.',
  requirementAsk: 'Contanos por qué el puesto lo requiere: el motivo se muestra en el aviso, junto al requisito, y lo revisa la administración del portal.',
  motivoRequired: 'Indicá el motivo del requisito de género o edad',
  motivoMax: 'El motivo no puede superar los 300 caracteres',
  /** Above the word check's findings. */
  findingsTitle: 'Revisá estas palabras: la ley no permite que un aviso excluya personas sin una razón del puesto.',
} as const;

/** Longest reason for a gender or age requirement. */
export const MOTIVO_REQUISITO_MAX = 300;

/** 'Indistinto' is no restriction: anything else, or an age limit, asks for the reason. */
export function restrictsCandidates(values: { genero?: unknown; edadDesde?: unknown; edadHasta?: unknown }): boolean {
  const given = (age: unknown) => age !== null && age !== undefined && String(age).trim() !== '';
  return (Boolean(values.genero) && values.genero !== 'Indistinto') || given(values.edadDesde) || given(values.edadHasta);
}

export type FairWordingKind = 'genero' | 'edad' | 'apariencia' | 'estadoCivil' | 'residencia' | 'antecedentes';

/** Where a finding is: the title, the description or the nth question ('preguntas.0'). */
export type FairWordingField = 'titulo' | 'descripcion' | `preguntas.${number}`;

export interface FairWordingFinding {
  campo: FairWordingField;
  tipo: FairWordingKind;
  /** The words as the company wrote them. */
  texto: string;
  /** Where they are in the field: [inicio, fin). */
  inicio: number;
  fin: number;
  motivo: string;
  sugerencia: string;
  /** The neutral form that can replace `texto` as it is ('Vendedor/a'); null when the fix needs rewriting. */
  reemplazo: string | null;
  /** 'info' for what some jobs may legally ask (a criminal record certificate); 'aviso' otherwise. */
  nivel: 'aviso' | 'info';
}

/**
 * A job title written in one gender. `masculino` is left out when the masculine form is already
 * common to both ('gerente'), `femenino` when there is none ('barman'). `soloTitulo`: the word is
 * also an everyday adjective or noun ('tareas administrativas', 'una consultora de RR.HH.'), so only
 * the title is checked. `otrasPalabras`: other words spelt the same but for their accents, never
 * flagged ('Secretaría de Trabajo').
 */
export interface GenderedTitle {
  masculino?: string;
  femenino?: string;
  /** The neutral form when it is not the masculine + '/a'. */
  neutro?: string;
  soloTitulo?: boolean;
  otrasPalabras?: readonly string[];
}

/** Common Argentine job titles written for one gender. Common-gender titles (recepcionista, chofer, analista, gerente) are not here. */
export const GENDERED_TITLES: readonly GenderedTitle[] = [
  { masculino: 'vendedor', femenino: 'vendedora' },
  { masculino: 'secretario', femenino: 'secretaria', otrasPalabras: ['secretaría', 'secretarías'] },
  { masculino: 'mozo', femenino: 'moza' },
  { masculino: 'camarero', femenino: 'camarera' },
  { masculino: 'cajero', femenino: 'cajera' },
  { masculino: 'cocinero', femenino: 'cocinera' },
  { masculino: 'repositor', femenino: 'repositora' },
  { masculino: 'empleado', femenino: 'empleada' },
  { masculino: 'operario', femenino: 'operaria' },
  { masculino: 'administrativo', femenino: 'administrativa', soloTitulo: true },
  { masculino: 'encargado', femenino: 'encargada', soloTitulo: true },
  { masculino: 'contador', femenino: 'contadora' },
  { masculino: 'abogado', femenino: 'abogada' },
  { masculino: 'ingeniero', femenino: 'ingeniera' },
  { masculino: 'técnico', femenino: 'técnica', soloTitulo: true },
  { masculino: 'mucamo', femenino: 'mucama' },
  { masculino: 'niñero', femenino: 'niñera' },
  { masculino: 'enfermero', femenino: 'enfermera' },
  { masculino: 'médico', femenino: 'médica', soloTitulo: true },
  { masculino: 'programador', femenino: 'programadora' },
  { masculino: 'desarrollador', femenino: 'desarrolladora' },
  { masculino: 'diseñador', femenino: 'diseñadora' },
  { masculino: 'promotor', femenino: 'promotora' },
  { masculino: 'operador', femenino: 'operadora' },
  { masculino: 'supervisor', femenino: 'supervisora' },
  { masculino: 'coordinador', femenino: 'coordinadora' },
  { masculino: 'maestro', femenino: 'maestra' },
  { masculino: 'profesor', femenino: 'profesora' },
  { masculino: 'vigilador', femenino: 'vigiladora' },
  { masculino: 'cuidador', femenino: 'cuidadora' },
  { masculino: 'asesor', femenino: 'asesora' },
  { masculino: 'consultor', femenino: 'consultora', soloTitulo: true },
  { femenino: 'gerenta', neutro: 'Gerente' },
  { masculino: 'jefe', femenino: 'jefa' },
  { masculino: 'peluquero', femenino: 'peluquera' },
  { masculino: 'costurero', femenino: 'costurera' },
  { masculino: 'panadero', femenino: 'panadera' },
  { masculino: 'carnicero', femenino: 'carnicera' },
  { masculino: 'soldador', femenino: 'soldadora' },
  { masculino: 'mecánico', femenino: 'mecánica', soloTitulo: true },
  { masculino: 'farmacéutico', femenino: 'farmacéutica', soloTitulo: true },
  { masculino: 'azafato', femenino: 'azafata', neutro: 'Tripulante de cabina' },
  { masculino: 'barman', neutro: 'Bartender' },
  { masculino: 'tesorero', femenino: 'tesorera' },
  { masculino: 'psicólogo', femenino: 'psicóloga' },
  { masculino: 'kinesiólogo', femenino: 'kinesióloga' },
  { masculino: 'odontólogo', femenino: 'odontóloga' },
  { masculino: 'arquitecto', femenino: 'arquitecta' },
  { masculino: 'repartidor', femenino: 'repartidora' },
  { masculino: 'portero', femenino: 'portera' },
  { masculino: 'jardinero', femenino: 'jardinera' },
  { femenino: 'dependienta', neutro: 'Dependiente' },
];

/**
 * A wording the law does not allow, as a regular expression over the text in lower case without
 * accents ('años' is 'anos'), matched as whole words.
 */
export interface FairWordingPhrase {
  tipo: FairWordingKind;
  patron: string;
}

/** Figures that are not an age: 'hasta 10 años de experiencia', 'menos de 30 días', 'más de 50 empleados'. */
const NOT_AGE = String.raw`(?!\s+(?:anos\s+)?(?:de\s+)?(?:experiencia|antiguedad|trayectoria|en\s+(?:el|la|puestos|cargos|tareas|funciones))|\s*(?:%|dias|meses|semanas|horas|hs|minutos|km|kg|kilos|cuadras|metros|personas|empleados|sucursales)(?!\p{L}))`;

/** Age limits, explicit sex or gender, appearance, marital or family status, residence, criminal record. */
export const FAIR_WORDING_PHRASES: readonly FairWordingPhrase[] = [
  // Explicit sex or gender ('sin distinción de sexo' is not flagged).
  {
    tipo: 'genero',
    patron: String.raw`(?:solo|solamente|unicamente|exclusivamente|preferentemente|preferiblemente)\s+(?:para\s+)?(?:hombres?|mujeres?|varon(?:es)?|chic[oa]s|senoritas?|caballeros?|damas?|sexo\s+(?:masculino|femenino))`,
  },
  { tipo: 'genero', patron: String.raw`(?:sexo|genero)\s*:?\s*(?:masculino|femenino)` },
  { tipo: 'genero', patron: String.raw`(?:hombres?|mujeres?|varon(?:es)?|masculino|femenino)\s*,?\s+(?:excluyente|preferentemente|unicamente|indispensable)` },
  { tipo: 'genero', patron: String.raw`senoritas?|muchach[oa]s?|chicas?` },
  // Age.
  { tipo: 'edad', patron: String.raw`(?:menor|menores|no\s+mayor|no\s+mayores)\s+de\s+(?:los\s+)?\d{2}(?:\s+anos)?${NOT_AGE}` },
  // 'Mayor de 18 años' is the legal age to work, not a limit.
  { tipo: 'edad', patron: String.raw`mayor(?:es)?\s+de\s+(?:los\s+)?(?:19|[2-9]\d)(?:\s+anos)?${NOT_AGE}` },
  { tipo: 'edad', patron: String.raw`(?:hasta|no\s+mas\s+de)\s+(?:los\s+)?\d{2}\s+anos${NOT_AGE}` },
  { tipo: 'edad', patron: String.raw`(?:entre\s+(?:los\s+)?)?\d{2}\s+(?:y|a)\s+(?:los\s+)?\d{2}\s+anos${NOT_AGE}` },
  { tipo: 'edad', patron: String.raw`(?:edad|edades)\s+(?:maxima|limite|tope|requerida|entre|de\s+\d{2})|(?:limite|rango|tope)\s+de\s+edad(?:es)?` },
  { tipo: 'edad', patron: String.raw`joven(?:es)?` },
  // Appearance and physical traits ('trabajo en altura' is a job's task, not a trait).
  { tipo: 'apariencia', patron: String.raw`(?:(?:muy|excelente|buena|impecable|optima)\s+)+presencia|presencia\s+(?:agradable|impecable|fisica)` },
  { tipo: 'apariencia', patron: String.raw`(?:aspecto|apariencia)\s+(?:fisic[oa]|agradable)|buen\s+fisico|(?:contextura|complexion)(?:\s+fisica)?` },
  { tipo: 'apariencia', patron: String.raw`(?:altura|estatura)\s+(?:minima|maxima|de\s+\d|superior)|estatura|mida\s+(?:mas|menos)\s+de` },
  { tipo: 'apariencia', patron: String.raw`delgad[oa]s?|flac[oa]s?|atractiv[oa]s?|tez\s+(?:blanca|clara)|peso\s+(?:acorde|adecuado|proporcional)` },
  { tipo: 'apariencia', patron: String.raw`(?:sin|no\s+tener)\s+(?:tatuajes|piercings?)|(?:foto|fotografia)\s+de\s+cuerpo\s+entero` },
  // Marital status and family responsibilities.
  { tipo: 'estadoCivil', patron: String.raw`estado\s+civil|solter[oa]s?|casad[oa]s?|divorciad[oa]s?|viud[oa]s?` },
  {
    tipo: 'estadoCivil',
    patron: String.raw`sin\s+(?:hij[oa]s|pareja|familia\s+a\s+cargo|(?:cargas|responsabilidades)\s+(?:de\s+familia|familiares))|(?:no\s+)?embarazadas?`,
  },
  // Residence.
  { tipo: 'residencia', patron: String.raw`que\s+(?:viva|vivan|resida|residan|se\s+domicilie)\s+(?:en|cerca|por|a\s+menos)` },
  {
    tipo: 'residencia',
    patron: String.raw`(?:residir|vivir|residencia|domicilio|domiciliad[oa]s?|radicad[oa]s?|residentes?)\s+(?:en|cerca|por\s+la\s+zona|dentro)|zona\s+de\s+residencia`,
  },
  // Criminal record: a certificate is required by law for some jobs (private security, childcare).
  {
    tipo: 'antecedentes',
    patron: String.raw`(?:sin|no\s+tener|no\s+poseer)\s+antecedentes(?:\s+penales)?|antecedentes\s+penales|(?:certificado\s+de\s+)?buena\s+conducta|certificado\s+de\s+antecedentes`,
  },
];

const MOTIVOS: Record<FairWordingKind, { motivo: string; sugerencia: string }> = {
  genero: {
    motivo: 'Dirige la oferta a un solo sexo o género.',
    sugerencia: 'Quitalo; si el puesto lo justifica, elegí el género en el paso 5 y explicá el motivo.',
  },
  edad: {
    motivo: 'Pone un límite de edad.',
    sugerencia: 'Describí la experiencia o los conocimientos que buscás en lugar de una edad.',
  },
  apariencia: {
    motivo: 'Pide rasgos físicos o de apariencia que no hacen a las tareas.',
    sugerencia: 'Quitalo o describí lo que el puesto necesita, por ejemplo «trato cordial con clientes» o «uniforme provisto».',
  },
  estadoCivil: {
    motivo: 'Pide un estado civil o una situación familiar.',
    sugerencia: 'Quitalo; si el puesto exige viajar o horarios extendidos, decilo así.',
  },
  residencia: {
    motivo: 'Exige vivir en un lugar determinado.',
    sugerencia: 'Indicá dónde se trabaja y en qué horario, en lugar de dónde debe vivir la persona.',
  },
  antecedentes: {
    motivo: 'Pedir no tener antecedentes penales excluye a quien ya cumplió una condena: solo corresponde cuando una ley lo exige para el puesto.',
    sugerencia: 'Si una norma lo exige para este puesto (por ejemplo, seguridad privada), mencionala; si no, quitalo.',
  },
};

const GENDERED_MOTIVO = 'Nombra el puesto en un solo género.';

/** Lower case without accents, with each character's position in the original text. */
function normalized(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const plain = text[index].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    out += plain;
    for (let k = 0; k < plain.length; k++) origin.push(index);
  }
  origin.push(text.length);
  return { text: out, origin };
}

const plain = (word: string) => normalized(word).text;
const pluralOf = (word: string) => (/[aeiouáéíóú]$/.test(word) ? `${word}s` : `${word}es`);
const wordPattern = (source: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`, 'gu');

interface TitleForm {
  form: string;
  title: GenderedTitle;
  plural: boolean;
}

/** The flagged forms: the masculine singular (its plural is the generic for mixed groups), the feminine singular and plural. */
const TITLE_FORMS: TitleForm[] = GENDERED_TITLES.flatMap((title) => [
  ...(title.masculino ? [{ form: plain(title.masculino), title, plural: false }] : []),
  ...(title.femenino
    ? [
        { form: plain(title.femenino), title, plural: false },
        { form: plain(pluralOf(title.femenino)), title, plural: true },
      ]
    : []),
]);
const TITLE_BY_FORM = new Map(TITLE_FORMS.map((entry) => [entry.form, entry]));
const TITLES_PATTERN = wordPattern([...TITLE_BY_FORM.keys()].sort((a, b) => b.length - a.length).join('|'));
/** Every form of a title, to see 'vendedores y vendedoras' as already inclusive. */
const formsOf = (title: GenderedTitle) =>
  [title.masculino, title.femenino].filter((form): form is string => Boolean(form)).flatMap((form) => [plain(form), plain(pluralOf(form))]);

const PHRASES = FAIR_WORDING_PHRASES.map((phrase) => ({ tipo: phrase.tipo, pattern: wordPattern(phrase.patron) }));

/** The neutral form, in the case the company wrote (VENDEDORA → VENDEDOR/A, vendedoras → vendedores/as). */
function neutralFor(entry: TitleForm, written: string): string {
  const { title } = entry;
  const base = title.masculino ?? '';
  const neutral = title.neutro ?? (entry.plural ? `${pluralOf(base)}/as` : `${base}/a`);
  if (written === written.toUpperCase()) return neutral.toUpperCase();
  if (written[0] === written[0].toUpperCase()) return neutral[0].toUpperCase() + neutral.slice(1);
  return title.neutro ? neutral : neutral.toLowerCase();
}

/** Already inclusive: 'vendedor/a', 'vendedor(a)', 'vendedor@s', 'vendedora/vendedor', 'vendedores y vendedoras'. */
function inclusive(text: string, start: number, end: number, title: GenderedTitle): boolean {
  const after = text.slice(end);
  const before = text.slice(0, start);
  if (/^\s*[/(@]/.test(after) || /[/)]\s*$/.test(before)) return true;
  const forms = formsOf(title);
  const next = /^\s+(?:o|y|e|u)\s+([\p{L}]+)/u.exec(after);
  const previous = /([\p{L}]+)\s+(?:o|y|e|u)\s+$/u.exec(before);
  return Boolean((next && forms.includes(next[1])) || (previous && forms.includes(previous[1])));
}

function checkField(campo: FairWordingField, original: string): FairWordingFinding[] {
  const { text, origin } = normalized(original);
  const found: FairWordingFinding[] = [];
  const at = (start: number, end: number) => ({ inicio: origin[start], fin: origin[end - 1] + 1 });

  for (const match of text.matchAll(TITLES_PATTERN)) {
    const entry = TITLE_BY_FORM.get(match[0])!;
    const start = match.index;
    const end = start + match[0].length;
    if (entry.title.soloTitulo && campo !== 'titulo') continue;
    if (inclusive(text, start, end, entry.title)) continue;
    const { inicio, fin } = at(start, end);
    const texto = original.slice(inicio, fin);
    if (entry.title.otrasPalabras?.includes(texto.toLowerCase())) continue;
    const reemplazo = neutralFor(entry, texto);
    found.push({
      campo,
      tipo: 'genero',
      texto,
      inicio,
      fin,
      motivo: GENDERED_MOTIVO,
      sugerencia: `Escribí «${reemplazo}» para invitar a todas las personas.`,
      reemplazo,
      nivel: 'aviso',
    });
  }
  for (const { tipo, pattern } of PHRASES) {
    for (const match of text.matchAll(pattern)) {
      const { inicio, fin } = at(match.index, match.index + match[0].length);
      found.push({
        campo,
        tipo,
        texto: original.slice(inicio, fin),
        inicio,
        fin,
        ...MOTIVOS[tipo],
        reemplazo: null,
        nivel: tipo === 'antecedentes' ? 'info' : 'aviso',
      });
    }
  }

  // One finding per stretch of text (the longest), and one per wording in a field.
  found.sort((a, b) => a.inicio - b.inicio || b.fin - a.fin);
  const kept: FairWordingFinding[] = [];
  const seen = new Set<string>();
  for (const finding of found) {
    const last = kept.at(-1);
    if (last && finding.inicio < last.fin) continue;
    const key = `${finding.tipo}:${plain(finding.texto).replace(/\s+/g, ' ')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(finding);
  }
  return kept;
}

/** The ad's wordings to review, field by field (title, description, then each question). */
export function checkFairWording(ad: { titulo?: string; descripcion?: string; preguntas?: readonly string[] }): FairWordingFinding[] {
  return [
    ...checkField('titulo', ad.titulo ?? ''),
    ...checkField('descripcion', ad.descripcion ?? ''),
    ...(ad.preguntas ?? []).flatMap((pregunta, index) => checkField(`preguntas.${index}`, pregunta)),
  ];
}

/** The field's text with the finding's words replaced by its neutral form; unchanged when the text moved on since the check. */
export function applyFairWording(text: string, finding: Pick<FairWordingFinding, 'inicio' | 'fin' | 'texto' | 'reemplazo'>): string {
  if (finding.reemplazo === null || text.slice(finding.inicio, finding.fin) !== finding.texto) return text;
  return text.slice(0, finding.inicio) + finding.reemplazo + text.slice(finding.fin);
}

/**
 * Issue 38: what a question to applicants may never ask (Ley 23.592; Ley 23.551 for union
 * membership). Unlike the wordings above, which the wizard only flags, a question matching one is
 * refused, by the wizard and by the API, with its reason. Patterns as FAIR_WORDING_PHRASES'.
 */
export type RefusedQuestionKind = 'edad' | 'estadoCivil' | 'hijos' | 'religion' | 'politica' | 'sindicato' | 'salud' | 'apariencia';

export const REFUSED_QUESTIONS: readonly { tipo: RefusedQuestionKind; patron: string }[] = [
  // 'mayor de edad' is the legal age to work; 'años de experiencia' is not an age.
  {
    tipo: 'edad',
    patron: String.raw`(?<!(?:mayor|menor)\s+de\s+)edad(?:es)?|cuantos\s+anos\s+(?:tenes|tiene|cumpl\p{L}*)|fecha\s+de\s+nacimiento|ano\s+(?:de\s+)?nacimiento|naciste|(?:sos|es)\s+(?:mayor|menor)\s+de\s+(?:19|[2-9]\d)`,
  },
  {
    tipo: 'estadoCivil',
    patron: String.raw`estado\s+civil|casad[oa]s?|solter[oa]s?|divorciad[oa]s?|viud[oa]s?|(?:tenes|tiene)\s+(?:pareja|novi[oa])|conviv(?:is|e|es)\s+con`,
  },
  {
    tipo: 'hijos',
    patron: String.raw`hij[oa]s?|embaraz\p{L}*|(?:planeas|pensas|queres|busca(?:s|n)?)\s+(?:tener\s+)?(?:hijos|familia|un\s+bebe)|familia\s+a\s+cargo|(?:cargas|responsabilidades)\s+(?:de\s+familia|familiares)|maternidad|paternidad`,
  },
  { tipo: 'religion', patron: String.raw`religi\p{L}*|credo|creencias?|catolic[oa]s?|evangelic[oa]s?|judi[oa]s?|musulman[ae]?s?|ate[oa]s?|iglesia|templo` },
  {
    tipo: 'politica',
    patron: String.raw`(?:afiliacion|afiliad[oa]|ideas?|ideologia|preferencias?|orientacion|opinion(?:es)?|simpatias?|militancia)\s+politic[oa]s?|partidos?\s+politicos?|ideologia|(?:a|por)\s+quien\s+vot\p{L}*|votaste|milit(?:as|aste|o)|peronista|kirchnerista|libertari[oa]`,
  },
  { tipo: 'sindicato', patron: String.raw`sindica\p{L}*|gremi\p{L}*|delegad[oa]\s+(?:de\s+)?(?:base|personal)` },
  {
    tipo: 'salud',
    patron: String.raw`enfermedad(?:es)?|enferm[oa]s?|(?:estado|problemas?)\s+de\s+salud|(?:tu|su)\s+salud|salud\s+(?:fisica|mental)|medicacion|medicamentos?|tratamientos?\s+(?:medicos?|psicologicos?|psiquiatricos?)|diagnostic\p{L}*|cronic[oa]s?|vih|hiv|diabet\p{L}*|depresion|ansiedad|psiquiatr\p{L}*|operad[oa]\s+de|cirugias?|alergi\p{L}*|licencias?\s+medicas?`,
  },
  {
    tipo: 'apariencia',
    patron: String.raw`(?:tu|su)\s+(?:altura|estatura|peso|aspecto)|cuanto\s+(?:medis|mide|pesas|pesa)|estatura|peso\s+(?:actual|corporal)|tatuajes?|tatuad[oa]s?|piercings?|contextura|color\s+de\s+(?:piel|pelo|cabello|ojos)|(?:foto|fotografia)\s+de\s+cuerpo\s+entero|(?:buena|excelente)\s+presencia|apariencia|aspecto\s+fisico`,
  },
];

const REFUSAL_REASONS: Record<RefusedQuestionKind, string> = {
  edad: 'No se puede preguntar la edad (Ley 23.592): preguntá por la experiencia o los conocimientos que el puesto necesita.',
  estadoCivil: 'No se puede preguntar el estado civil ni por la pareja (Ley 23.592).',
  hijos:
    'No se puede preguntar por hijos, embarazos ni planes de familia (Ley 23.592): si el puesto pide viajar u horarios extendidos, preguntá por la disponibilidad.',
  religion: 'No se puede preguntar la religión ni las creencias (Ley 23.592).',
  politica: 'No se puede preguntar por ideas, afiliaciones ni votos políticos (Ley 23.592).',
  sindicato: 'No se puede preguntar por la afiliación a un sindicato o gremio (Leyes 23.592 y 23.551).',
  salud: 'No se puede preguntar por la salud, enfermedades ni tratamientos (Ley 23.592): la aptitud para el puesto se evalúa en el examen preocupacional.',
  apariencia: 'No se puede preguntar por el aspecto físico, la altura, el peso ni los tatuajes (Ley 23.592).',
};

const REFUSAL_PATTERNS = REFUSED_QUESTIONS.map((refusal) => ({ tipo: refusal.tipo, pattern: wordPattern(refusal.patron) }));

/** Why a question may not be asked, or null when it may. */
export function questionRefusal(pregunta: string): { tipo: RefusedQuestionKind; motivo: string } | null {
  const text = plain(pregunta);
  const refused = REFUSAL_PATTERNS.find(({ pattern }) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  });
  return refused ? { tipo: refused.tipo, motivo: REFUSAL_REASONS[refused.tipo] } : null;
}
