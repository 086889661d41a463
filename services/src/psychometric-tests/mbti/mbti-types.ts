/**
 * Our own Spanish portraits of the 16 four-letter types, for the report. They describe work
 * preferences, never abilities, and carry no name of any published instrument. Written in neutral
 * gender (qualities, not adjectives that agree with the person), since the candidate reads them too.
 */
export const MBTI_TYPES: Record<string, { title: string; description: string }> = {
  ISTJ: {
    title: 'Responsabilidad y método',
    description:
      'Prefiere lo concreto y comprobado, y cumple lo que promete. Trabaja con orden, respeta los procedimientos y se siente a gusto cuando las reglas son claras. Aporta constancia y precisión a tareas que otros encuentran repetitivas; puede necesitar tiempo para aceptar cambios que no vienen bien fundamentados.',
  },
  ISFJ: {
    title: 'Atención y lealtad',
    description:
      'Se ocupa de las personas de manera práctica y silenciosa. Recuerda detalles, sostiene rutinas que le sirven al equipo y se compromete a largo plazo. Brinda un trato cuidadoso y confiable; le cuesta decir que no y puede cargar con más de lo que le corresponde.',
  },
  INFJ: {
    title: 'Reflexión y propósito',
    description:
      'Busca sentido en lo que hace y piensa en el efecto de sus decisiones sobre los demás. Combina intuición sobre las personas con capacidad para planificar a largo plazo. Suele dar buenos consejos y defiende sus valores con firmeza; necesita espacios tranquilos para pensar.',
  },
  INTJ: {
    title: 'Estrategia e independencia',
    description:
      'Arma planes de largo alcance y busca mejorar los sistemas en los que trabaja. Analiza con rigor, se fija metas altas y avanza con autonomía. Aporta visión y método; puede parecer distante cuando se concentra en las ideas más que en el clima del grupo.',
  },
  ISTP: {
    title: 'Practicidad y resolución',
    description:
      'Entiende cómo funcionan las cosas probándolas. Mantiene la calma ante los imprevistos y encuentra soluciones rápidas y eficaces con los recursos disponibles. Valora la libertad de acción; las reuniones largas y las normas sin sentido práctico le resultan pesadas.',
  },
  ISFP: {
    title: 'Sensibilidad y adaptación',
    description:
      'Vive el presente con atención a los detalles y a cómo se sienten los demás. Trabaja mejor con libertad para hacer las cosas a su manera y en un ambiente cordial. Aporta amabilidad, buen gusto y flexibilidad; evita el conflicto abierto aunque tenga una opinión firme.',
  },
  INFP: {
    title: 'Ideales y compromiso',
    description:
      'Se guía por valores personales profundos y busca un trabajo que tenga sentido. Tiene creatividad, comprensión y apertura a distintas miradas. Se compromete mucho con lo que le importa; las tareas puramente rutinarias o muy competitivas le quitan energía.',
  },
  INTP: {
    title: 'Análisis y curiosidad',
    description:
      'Disfruta entender a fondo ideas y problemas complejos. Detecta inconsistencias, propone modelos y cuestiona lo establecido con argumentos. Aporta precisión conceptual e independencia de criterio; puede demorar decisiones mientras sigue explorando alternativas.',
  },
  ESTP: {
    title: 'Audacia y acción',
    description:
      'Se mueve rápido, negocia con soltura y resuelve en el momento. Le atraen los desafíos concretos, el trato directo y los resultados visibles. Aporta energía y pragmatismo en situaciones cambiantes; la planificación detallada a largo plazo le resulta menos atractiva.',
  },
  ESFP: {
    title: 'Calidez y vitalidad',
    description:
      'Contagia entusiasmo y disfruta trabajar con gente. Tiene sentido práctico, capacidad de observación y atención a lo que los demás necesitan en el momento. Aporta buen clima y capacidad de reacción; puede dispersarse cuando una tarea exige mucha planificación o trabajo solitario.',
  },
  ENFP: {
    title: 'Entusiasmo e inspiración',
    description:
      'Ve posibilidades en todas partes y contagia ideas y energía. Conecta con las personas con facilidad y motiva a otros a sumarse a proyectos nuevos. Aporta creatividad y calidez; le conviene apoyarse en otros para cerrar detalles y sostener la rutina.',
  },
  ENTP: {
    title: 'Ingenio y desafío',
    description:
      'Le entusiasman los problemas nuevos y discutir ideas desde varios ángulos. Improvisa con agilidad, detecta oportunidades y cuestiona las soluciones de siempre. Aporta inventiva y chispa al equipo; puede perder interés cuando el desafío pasa a ser pura ejecución.',
  },
  ESTJ: {
    title: 'Organización y ejecución',
    description:
      'Pone orden, define responsabilidades y hace que las cosas se cumplan en tiempo y forma. Confía en los métodos que funcionan y dice lo que piensa con claridad. Aporta estructura y capacidad de gestión; puede resultar inflexible ante formas de trabajo distintas de la suya.',
  },
  ESFJ: {
    title: 'Cooperación y servicio',
    description:
      'Cuida la armonía del grupo y está pendiente de que todos estén bien atendidos. Asume responsabilidades, disfruta del trato con la gente y respeta los compromisos y las costumbres del equipo. Aporta organización con calidez humana; las críticas o el conflicto le pesan más que a otras personas.',
  },
  ENFJ: {
    title: 'Comunicación y referencia',
    description:
      'Entiende qué motiva a cada persona y sabe reunir al grupo detrás de un objetivo común. Comunica con convicción, da apoyo y promueve el desarrollo de los demás. Aporta liderazgo cercano; puede postergar sus propias necesidades por las del equipo.',
  },
  ENTJ: {
    title: 'Decisión y visión de conducción',
    description:
      'Fija objetivos ambiciosos, organiza recursos y toma decisiones con rapidez. Piensa en términos de estrategia y eficiencia, y asume la conducción con naturalidad. Aporta dirección y empuje; le conviene cuidar la escucha para no pasar por alto a las personas.',
  },
};
