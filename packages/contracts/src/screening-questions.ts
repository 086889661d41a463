// Without zod: the ad page, the apply form and the company's list read answers with it.

/**
 * Issue 38: an ad's questions are free text (as the spec's), Sí/No, or a whole number, and a Sí/No or
 * number question may carry the answer the job needs ('¿Tenés licencia profesional E1?' → Sí;
 * 'Años de experiencia con autoelevadores' → 2 or more). The applicant reads the requirement before
 * answering and is never stopped: the company's list says who meets every requirement.
 */
export const PREGUNTA_TIPOS = ['texto', 'si_no', 'numero'] as const;
export type PreguntaTipo = (typeof PREGUNTA_TIPOS)[number];

/** What the company picks in the question's dialog. */
export const PREGUNTA_TIPO_LABELS: Record<PreguntaTipo, string> = {
  texto: 'Respuesta libre',
  si_no: 'Sí o No',
  numero: 'Un número',
};

export const RESPUESTAS_SI_NO = ['Sí', 'No'] as const;
export type RespuestaSiNo = (typeof RESPUESTAS_SI_NO)[number];

/** Largest whole number a question may ask for or an applicant may answer. */
export const NUMERO_RESPUESTA_MAX = 1_000_000;

export const SCREENING_MESSAGES = {
  siNo: 'Elegí Sí o No',
  numero: 'Escribí un número entero, por ejemplo 2',
  numeroDecimales: 'Escribí un número entero, sin decimales: por ejemplo 2',
  numeroNegativo: 'El número no puede ser negativo',
  numeroGrande: `El número no puede superar ${NUMERO_RESPUESTA_MAX.toLocaleString('es-AR')}`,
  requisitoSoloSiNo: 'Solo una pregunta de Sí o No puede pedir una respuesta Sí o No',
  minimoSoloNumero: 'Solo una pregunta de número puede pedir un mínimo',
  cumple: 'Cumple requisitos',
  noCumple: 'No cumple',
  /** Beside a question with a requirement, before the applicant answers. */
  neverBlocks: 'Podés postularte igual aunque no lo cumplas: la empresa ve tu respuesta.',
} as const;

/** The company's list filter by requirements, and what it reads. */
export const REQUIREMENT_FILTERS = ['cumple', 'no_cumple'] as const;
export type RequirementFilter = (typeof REQUIREMENT_FILTERS)[number];
export const REQUIREMENT_FILTER_LABELS: Record<RequirementFilter, string> = {
  cumple: 'Cumple requisitos',
  no_cumple: 'No cumple',
};

/** 'Descartar a quienes no cumplen': one step for every open application that fails a requirement. */
export const UNQUALIFIED_DISCARD = {
  action: 'Descartar a quienes no cumplen',
  confirm: (count: number) =>
    `${count === 1 ? 'Se va a descartar 1 postulación abierta que no cumple' : `Se van a descartar ${count} postulaciones abiertas que no cumplen`} los requisitos del aviso, ` +
    'en cualquier pestaña o página de la lista. Cada persona recibe el correo de cortesía de la etapa «Descartada».',
  done: (count: number) =>
    count === 0
      ? 'No quedan postulaciones abiertas que no cumplan los requisitos'
      : count === 1
        ? 'Se descartó 1 postulación que no cumple los requisitos'
        : `Se descartaron ${count} postulaciones que no cumplen los requisitos`,
} as const;

/** The requirement of a question, as the company set it. */
export interface ScreeningQuestion {
  tipo: PreguntaTipo;
  respuestaRequerida: RespuestaSiNo | null;
  minimoRequerido: number | null;
}

export type AnswerReading = { value: string; message?: undefined } | { value?: undefined; message: string };

const WHOLE_NUMBER = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/**
 * A whole number as Argentines write it: '2', '1000' or '1.000' (a point between groups of three
 * digits); null for text that is not one, with the reason.
 */
export function readWholeNumber(text: string): { value: number; message?: undefined } | { value?: undefined; message: string } {
  const trimmed = text.trim();
  if (/^-\s*\d/.test(trimmed)) return { message: SCREENING_MESSAGES.numeroNegativo };
  if (/^\d+[.,]\d{1,2}$/.test(trimmed)) return { message: SCREENING_MESSAGES.numeroDecimales };
  if (!/^\d{1,7}$/.test(trimmed) && !/^[1-9]\d{0,2}(\.\d{3}){1,2}$/.test(trimmed)) return { message: SCREENING_MESSAGES.numero };
  const value = Number(trimmed.replace(/\./g, ''));
  return value > NUMERO_RESPUESTA_MAX ? { message: SCREENING_MESSAGES.numeroGrande } : { value };
}

/** 'si', 'SÍ', ' no ' → 'Sí' / 'No'; null for anything else. */
export function readSiNo(text: string): RespuestaSiNo | null {
  const plain = text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return plain === 'si' ? 'Sí' : plain === 'no' ? 'No' : null;
}

/**
 * An answer to a Sí/No or number question as it is kept ('Sí', '1.000'), or why it cannot be read.
 * Free-text answers have their own rule (applySchema's length).
 */
export function readClosedAnswer(tipo: Exclude<PreguntaTipo, 'texto'>, text: string): AnswerReading {
  if (tipo === 'si_no') {
    const answer = readSiNo(text);
    return answer ? { value: answer } : { message: SCREENING_MESSAGES.siNo };
  }
  const number = readWholeNumber(text);
  return number.message !== undefined ? { message: number.message } : { value: WHOLE_NUMBER.format(number.value) };
}

/** Whether a question asks for a particular answer. */
export const hasRequirement = (question: ScreeningQuestion): boolean =>
  (question.tipo === 'si_no' && question.respuestaRequerida !== null) || (question.tipo === 'numero' && question.minimoRequerido !== null);

/** 'Se requiere: Sí', 'Se requiere: 2 o más'; null without a requirement. */
export function answerRequirementText(question: ScreeningQuestion): string | null {
  if (question.tipo === 'si_no' && question.respuestaRequerida !== null) return `Se requiere: ${question.respuestaRequerida}`;
  if (question.tipo === 'numero' && question.minimoRequerido !== null) return `Se requiere: ${WHOLE_NUMBER.format(question.minimoRequerido)} o más`;
  return null;
}

/**
 * Whether an answer meets its question's requirement: null when the question asks for none, or
 * when the answer cannot be read as the question's type (a question changed after the applicant
 * answered it): nobody is set aside for what they could not have answered.
 */
export function answerMeets(question: ScreeningQuestion, respuesta: string | undefined): boolean | null {
  if (!hasRequirement(question) || respuesta === undefined) return null;
  if (question.tipo === 'si_no') {
    const answer = readSiNo(respuesta);
    return answer === null ? null : answer === question.respuestaRequerida;
  }
  const number = readWholeNumber(respuesta);
  return number.value === undefined ? null : number.value >= question.minimoRequerido!;
}

/**
 * Whether an application meets every requirement of its ad's questions: false when an answer
 * fails one, true when every requirement is answered and met, null when the ad asks for none or
 * some answer cannot be judged (and none fails).
 */
export function meetsRequirements(
  questions: readonly (ScreeningQuestion & { id: number })[],
  answers: readonly { idPregunta: number; respuesta: string }[],
): boolean | null {
  const byQuestion = new Map(answers.map((answer) => [answer.idPregunta, answer.respuesta]));
  const outcomes = questions.filter(hasRequirement).map((question) => answerMeets(question, byQuestion.get(question.id)));
  if (outcomes.length === 0) return null;
  if (outcomes.includes(false)) return false;
  return outcomes.includes(null) ? null : true;
}
