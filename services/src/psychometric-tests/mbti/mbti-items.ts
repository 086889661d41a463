import { MBTI_STEPS, type MbtiContent } from '@postulate/contracts';

export type MbtiLetter = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';
export type MbtiPair = 'EI' | 'SN' | 'TF' | 'JP';

export interface MbtiQuestion {
  id: number;
  pair: MbtiPair;
  text: string | null;
  a: { label: string; letter: MbtiLetter };
  b: { label: string; letter: MbtiLetter };
}

const PAIR_OF: Record<MbtiLetter, MbtiPair> = { E: 'EI', I: 'EI', S: 'SN', N: 'SN', T: 'TF', F: 'TF', J: 'JP', P: 'JP' };

/** [text or null for a word pair, option A, its letter, option B, its letter]; ids follow the order. */
type Row = [string | null, string, MbtiLetter, string, MbtiLetter];

/**
 * Written for Postulate. Each pair of letters gets 22 to 24 items, and each letter sits on option A
 * in about half of its pair's items, so neither position nor pole is favoured.
 */
const ROWS: Row[] = [
  // Step 1: questions 1-26.
  [
    'En una reunión con gente que no conocés, por lo general…',
    'Charlás con muchas personas, incluso desconocidas',
    'E',
    'Hablás sobre todo con quienes ya conocés',
    'I',
  ],
  ['Te considerás una persona más bien…', 'Práctica y con los pies en la tierra', 'S', 'Imaginativa y llena de ideas', 'N'],
  [
    'Cuando tenés que tomar una decisión importante, pesa más…',
    'Lo que indican los hechos y la lógica',
    'T',
    'Cómo va a afectar a las personas involucradas',
    'F',
  ],
  ['Para un fin de semana largo preferís…', 'Dejar todo organizado de antemano', 'J', 'Ver qué surge en el momento', 'P'],
  ['Después de una semana muy intensa, recuperás energía…', 'Pasando un rato tranquilo a solas', 'I', 'Saliendo con amigos', 'E'],
  [
    'Al aprender algo nuevo te resulta más fácil…',
    'Entender primero la idea general y sus posibilidades',
    'N',
    'Seguir paso a paso con ejemplos concretos',
    'S',
  ],
  [
    'Un compañero te muestra un trabajo con errores. Lo más probable es que…',
    'Cuides cómo se lo decís para no desanimarlo',
    'F',
    'Le señales los errores de forma directa',
    'T',
  ],
  ['Cuando tenés una fecha de entrega…', 'Te gusta terminar con tiempo de sobra', 'J', 'Rendís mejor con la presión del final', 'P'],
  ['En el trabajo preferís…', 'Intercambiar ideas en voz alta con el equipo', 'E', 'Pensar las cosas por tu cuenta antes de compartirlas', 'I'],
  ['Te llaman más la atención…', 'Los detalles y los datos concretos', 'S', 'Las conexiones y los significados de fondo', 'N'],
  ['Preferís que te reconozcan por ser…', 'Una persona justa y coherente', 'T', 'Una persona cálida y comprensiva', 'F'],
  ['Tu lugar de trabajo suele estar…', 'Con cosas a mano, en un desorden que entendés vos', 'P', 'Ordenado, con cada cosa en su lugar', 'J'],
  ['Cuando suena el teléfono y no sabés quién es…', 'Preferís que atienda otra persona o dejar que suene', 'I', 'Atendés con ganas de saber quién es', 'E'],
  ['Al contar algo que te pasó…', 'Relatás los hechos tal como fueron, en orden', 'S', 'Contás la impresión general y lo que te hizo pensar', 'N'],
  ['En una discusión te importa más…', 'Mantener la armonía del grupo', 'F', 'Llegar a la conclusión correcta', 'T'],
  ['Las listas de tareas…', 'Te ayudan y las seguís', 'J', 'Las hacés, pero rara vez las seguís al pie de la letra', 'P'],
  ['En un grupo nuevo, por lo general…', 'Tardás en darte a conocer', 'I', 'Enseguida te conocen todos', 'E'],
  ['Te atrae más un trabajo que…', 'Te permita inventar formas nuevas de hacer las cosas', 'N', 'Use métodos probados que dan resultados', 'S'],
  ['Cuando alguien te cuenta un problema, tu primer impulso es…', 'Proponerle una solución', 'T', 'Escucharlo y acompañarlo', 'F'],
  ['Cuando cambian los planes a último momento…', 'Te adaptás sin problema, hasta te divierte', 'P', 'Te incomoda y preferís lo acordado', 'J'],
  ['Te describirías como alguien…', 'Abierto y fácil de conocer', 'E', 'Reservado y de pocas palabras', 'I'],
  ['A la hora de decidir, confiás más en…', 'Tu experiencia', 'S', 'Tu intuición', 'N'],
  ['Te molesta más que alguien sea…', 'Poco considerado', 'F', 'Poco razonable', 'T'],
  ['En un viaje preferís…', 'Decidir sobre la marcha', 'P', 'Tener un itinerario con horarios', 'J'],
  ['Los fines de semana te gusta…', 'Tener planes con otras personas', 'E', 'Tener tiempo libre para vos', 'I'],
  ['Ante una tarea nueva preferís…', 'Buscar tu propia manera de hacerla', 'N', 'Seguir las instrucciones al pie de la letra', 'S'],
  // Step 2: word pairs 27-58.
  [null, 'Sociable', 'E', 'Reservado', 'I'],
  [null, 'Concreto', 'S', 'Abstracto', 'N'],
  [null, 'Lógica', 'T', 'Sentimiento', 'F'],
  [null, 'Planificado', 'J', 'Espontáneo', 'P'],
  [null, 'Callado', 'I', 'Conversador', 'E'],
  [null, 'Teórico', 'N', 'Práctico', 'S'],
  [null, 'Compasivo', 'F', 'Firme', 'T'],
  [null, 'Flexible', 'P', 'Puntual', 'J'],
  [null, 'Expresivo', 'E', 'Discreto', 'I'],
  [null, 'Hechos', 'S', 'Ideas', 'N'],
  [null, 'Analizar', 'T', 'Empatizar', 'F'],
  [null, 'Organizar', 'J', 'Improvisar', 'P'],
  [null, 'Sereno', 'I', 'Entusiasta', 'E'],
  [null, 'Soñador', 'N', 'Realista', 'S'],
  [null, 'Afectuoso', 'F', 'Objetivo', 'T'],
  [null, 'Casual', 'P', 'Sistemático', 'J'],
  [null, 'Comunicativo', 'E', 'Reflexivo', 'I'],
  [null, 'Presente', 'S', 'Futuro', 'N'],
  [null, 'Razón', 'T', 'Corazón', 'F'],
  [null, 'Decidido', 'J', 'Abierto a opciones', 'P'],
  [null, 'Intimidad', 'I', 'Multitud', 'E'],
  [null, 'Simbólico', 'N', 'Literal', 'S'],
  [null, 'Tolerante', 'F', 'Crítico', 'T'],
  [null, 'Explorar', 'P', 'Concluir', 'J'],
  [null, 'Fiesta', 'E', 'Lectura', 'I'],
  [null, 'Experiencia', 'S', 'Inspiración', 'N'],
  [null, 'Convencer', 'T', 'Conmover', 'F'],
  [null, 'Rutina', 'J', 'Variedad', 'P'],
  [null, 'Escuchar', 'I', 'Hablar', 'E'],
  [null, 'Inventar', 'N', 'Construir', 'S'],
  [null, 'Amable', 'F', 'Eficiente', 'T'],
  [null, 'Sorpresa', 'P', 'Programa', 'J'],
  // Step 3: questions 59-78.
  ['Cuando tenés un problema…', 'Lo hablás con otros para ordenar tus ideas', 'E', 'Lo pensás en silencio hasta tenerlo claro', 'I'],
  ['Ante un aparato nuevo…', 'Leés el manual y seguís los pasos', 'S', 'Lo probás e intuís cómo funciona', 'N'],
  ['Si un amigo te pide opinión sobre un proyecto flojo…', 'Le decís con franqueza lo que no funciona', 'T', 'Destacás lo bueno y suavizás las críticas', 'F'],
  ['Antes de empezar una tarea…', 'Armás un plan', 'J', 'Arrancás y vas viendo', 'P'],
  ['En una capacitación en grupo…', 'Preferís escuchar y tomar nota', 'I', 'Participás y hacés preguntas en voz alta', 'E'],
  ['Te interesan más…', 'Las posibilidades de lo que podría ser', 'N', 'Las cosas como son hoy', 'S'],
  [
    'Para vos, alguien que conduce un equipo tiene que ser ante todo…',
    'Una persona que se preocupa por su gente',
    'F',
    'Una persona que toma decisiones acertadas',
    'T',
  ],
  ['Las decisiones…', 'Preferís dejarlas abiertas por si aparece algo mejor', 'P', 'Te gusta tomarlas pronto y dar el tema por cerrado', 'J'],
  ['Un día ideal termina…', 'En una reunión con mucha gente', 'E', 'En casa, con un buen libro o una serie', 'I'],
  ['Cuando describís un lugar, te fijás en…', 'Los colores, las medidas y los detalles', 'S', 'El clima general y lo que te transmite', 'N'],
  ['Cuando hay que aplicar una regla…', 'La aplicás igual para todos', 'T', 'Tenés en cuenta la situación de cada uno', 'F'],
  ['Cuando salís de compras…', 'Llevás una lista y la respetás', 'J', 'Te tentás con lo que aparece', 'P'],
  ['Cuando conocés a alguien…', 'Te cuesta romper el hielo', 'I', 'Sacás tema de conversación con facilidad', 'E'],
  ['Preferís trabajar con alguien que…', 'Tenga visión y hable del futuro', 'N', 'Dé indicaciones claras y concretas', 'S'],
  ['Una película triste…', 'Te emociona con facilidad', 'F', 'La mirás con cierta distancia', 'T'],
  ['Las rutinas…', 'Te aburren rápido', 'P', 'Te dan tranquilidad', 'J'],
  ['Trabajar en un espacio abierto con mucha gente…', 'Te cansa; preferís un lugar tranquilo', 'I', 'Te entusiasma y te da energía', 'E'],
  ['Al resolver un problema…', 'Buscás un enfoque distinto', 'N', 'Usás lo que funcionó otras veces', 'S'],
  ['En un debate…', 'Te enfocás en los argumentos', 'T', 'Te fijás en cómo se sienten los demás', 'F'],
  ['Cuando organizás una salida con amigos…', 'Definís día, hora y lugar', 'J', 'Preferís coordinar sobre la hora', 'P'],
  // Step 4: word pairs 79-93.
  [null, 'Animado', 'E', 'Tranquilo', 'I'],
  [null, 'Panorama', 'N', 'Detalle', 'S'],
  [null, 'Análisis', 'T', 'Empatía', 'F'],
  [null, 'Adaptación', 'P', 'Previsión', 'J'],
  [null, 'Privado', 'I', 'Público', 'E'],
  [null, 'Realidad', 'S', 'Posibilidad', 'N'],
  [null, 'Comprensivo', 'F', 'Exigente', 'T'],
  [null, 'Orden', 'J', 'Libertad', 'P'],
  [null, 'Charla', 'E', 'Silencio', 'I'],
  [null, 'Innovación', 'N', 'Tradición', 'S'],
  [null, 'Verdad', 'T', 'Tacto', 'F'],
  [null, 'Improvisación', 'P', 'Agenda', 'J'],
  [null, 'Soledad', 'I', 'Compañía', 'E'],
  [null, 'Método', 'S', 'Intuición', 'N'],
  [null, 'Calidez', 'F', 'Justicia', 'T'],
];

export const MBTI_ITEMS: MbtiQuestion[] = ROWS.map(([text, aLabel, aLetter, bLabel, bLetter], index) => ({
  id: index + 1,
  pair: PAIR_OF[aLetter],
  text,
  a: { label: aLabel, letter: aLetter },
  b: { label: bLabel, letter: bLetter },
}));

/** What the browser shows: texts and options, never the letter each option counts for. */
export function mbtiContent(): MbtiContent {
  return {
    steps: MBTI_STEPS.map(({ step, first, last, prompt }) => ({
      step,
      prompt,
      items: MBTI_ITEMS.slice(first - 1, last).map((item) => ({
        id: item.id,
        text: item.text,
        options: [
          { key: 'A', label: item.a.label },
          { key: 'B', label: item.b.label },
        ],
      })),
    })),
  };
}
