// Zod-free: the shared report component reads these, and the home's bundle must carry no schema.

/**
 * The three timed tests. The API keeps the spec's identifiers (`mbti` included); users only ever
 * read the titles below.
 */
export const TEST_KINDS = ['toulouse', 'mbti', 'cards'] as const;
export type TestKind = (typeof TEST_KINDS)[number];

export const TEST_INFO: Record<TestKind, { number: 1 | 2 | 3; title: string; minutes: number }> = {
  toulouse: { number: 1, title: 'Test de concentración', minutes: 10 },
  mbti: { number: 2, title: 'Test de personalidad', minutes: 40 },
  cards: { number: 3, title: 'Test de razonamiento con matrices', minutes: 60 },
};

/** Texts of the tests: the spec's words where it fixes them, ours where it is silent. */
export const TESTS_MESSAGES = {
  completed: 'Completado',
  start: 'Comenzar test',
  begin: 'Comenzar',
  finished: 'Finalizado',
  nextStep: 'Siguiente Paso',
  next: 'Siguiente',
  finish: 'Finalizar',
  toulouseDuration: 'La prueba dura diez minutos',
  toulouseDone: 'Genial! Finalizaste este test.',
  finishError: 'Error al finalizar este test. Por favor, vuelve a intentarlo. Si el problema persiste, envíanos un mensaje.',
  pendingTitle: 'Faltan Test por hacer',
  pendingBody: 'Tenés aún Tests por hacer',
  wordPrompt: 'Cuál palabra te representa mejor',
  feelingPrompt: 'Cuál alternativa se aproxima más a tu forma de sentir o de actuar',
  /** Ours. */
  unknownTest: 'El test no existe',
  alreadyFinished: 'Ya completaste este test: no se puede volver a empezar',
  notStarted: 'Todavía no comenzaste este test',
  timeIsUp: 'El tiempo de este test terminó: las respuestas enviadas después del límite no se guardan',
  invalidAnswer: 'La respuesta no es válida',
  tooManyAnswers: 'Se enviaron demasiadas respuestas juntas',
  reportNotFound: 'No encontramos resultados de tests para esta persona',
  /** The personality questionnaire is orientation: who reads it and how. */
  noPreference: 'Sin preferencia clara',
  mbtiOrientation: 'Orientativo: no debe usarse para seleccionar ni descartar candidatos.',
  mbtiWithheld: 'La persona no compartió su resultado del test de personalidad.',
  mbtiShareLabel: 'Compartir mi resultado del test de personalidad con las empresas',
  mbtiShareHint:
    'Es una orientación para vos. Si lo compartís, las empresas a las que te postulás lo ven con la aclaración de que no debe usarse para seleccionar ni descartar candidatos. Podés cambiarlo cuando quieras.',
  mbtiShared: 'Tu resultado del test de personalidad se comparte con las empresas.',
  mbtiNotShared: 'Tu resultado del test de personalidad no se comparte.',
  mbtiShareWithTesterLabel: 'Compartir mi resultado del test de personalidad con quien me invitó',
  mbtiShareWithTesterHint:
    'Es una orientación para vos. Si lo compartís, quien te invitó lo ve con la aclaración de que no debe usarse para seleccionar ni descartar candidatos. Podés cambiarlo cuando quieras.',
} as const;
