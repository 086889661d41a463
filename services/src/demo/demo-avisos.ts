import type { AvisoDuration, AvisoStatus, Genero, Modalidad, NivelIdioma, PreguntaTipo, RespuestaSiNo, TipoEmpleo } from '@postulate/contracts';

export interface DemoAviso {
  titulo: string;
  descripcion: string;
  area: string;
  subArea: string;
  workLevel: string;
  /** [province id, locality name], resolved against the localities table. */
  locality: [string, string];
  modalidad: Modalidad;
  tipoEmpleo: TipoEmpleo;
  vacantes: number;
  status: AvisoStatus;
  /** Days before the seed ran, for published (and finished) ads. */
  publishedDaysAgo?: number;
  /** 'Duración de la publicación' (60 when not given): a published ad expires this long after its publication. */
  durationDays?: AvisoDuration;
  /** A finished ad that ended because its time ran out ('Vencido'). */
  expired?: boolean;
  /** The optional settings of the Aviso entity, under its property names (the seed spreads them). */
  permiteMsjDirecto?: boolean;
  discapacidad?: boolean;
  notConfidential?: boolean;
  showSalario?: boolean;
  salarioDesde?: number;
  salarioHasta?: number;
  genero?: Genero;
  edadDesde?: number;
  edadHasta?: number;
  /** Why the job needs the gender or ages asked for (Ley 23.592): the administrator's 'Requisitos' list shows it. */
  motivoRequisito?: string;
  experiencia?: number;
  experienciaExcluyente?: boolean;
  idiomas?: { idioma: string; nivelRead: NivelIdioma; nivelWrite: NivelIdioma }[];
  preguntas?: { pregunta: string; tipo?: PreguntaTipo; respuestaRequerida?: RespuestaSiNo; minimoRequerido?: number }[];
}

/**
 * Ads of the demo company 'Logística del Plata S.A.', an operator with branches around the country:
 * thirteen published across provinces and areas (some confidential, some for people with
 * disability, with and without salary, languages and questions; one expiring in four days; one with
 * the legal minimum age of its licence and the reason), two drafts, one finished and one expired.
 */
export const DEMO_AVISOS: DemoAviso[] = [
  {
    titulo: 'Operario/a de depósito - turno mañana',
    descripcion:
      'Buscamos operarios/as para nuestro centro de distribución de Dock Sud. Tareas: recepción y ' +
      'control de mercadería, armado de pedidos, carga y descarga de camiones y manejo de ' +
      'autoelevador (excluyente contar con carnet habilitante). Ofrecemos relación de dependencia, ' +
      'obra social, comedor en planta y transporte desde Avellaneda centro. Horario de lunes a ' +
      'viernes de 6 a 15 hs.',
    area: 'Logística',
    subArea: 'Depósito',
    workLevel: 'Junior',
    locality: ['06', 'Dock Sud'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Full-time',
    vacantes: 4,
    status: 'published',
    publishedDaysAgo: 2,
  },
  {
    titulo: 'Chofer profesional con licencia E1',
    descripcion:
      'Incorporamos choferes para distribución de última milla en CABA y el conurbano sur. ' +
      'Requisitos: licencia profesional E1 vigente, curso de cargas generales, experiencia mínima ' +
      'de dos años en reparto y buen trato con clientes. Se valora conocimiento de la zona. ' +
      'Ofrecemos unidad asignada, celular corporativo y premios por cumplimiento de entregas.',
    area: 'Logística',
    subArea: 'Choferes',
    workLevel: 'Semi Senior',
    locality: ['02', 'Barracas'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Full-time',
    vacantes: 3,
    status: 'published',
    publishedDaysAgo: 5,
    permiteMsjDirecto: true,
    experiencia: 2,
    experienciaExcluyente: true,
    // An age the law sets, so the administrator's 'Requisitos' list has a justified case in the demo.
    edadDesde: 21,
    motivoRequisito:
      'La licencia profesional clase E1 que exige el puesto se otorga recién a partir de los 21 años (Ley Nacional de Tránsito 24.449, art. 11).',
    preguntas: [{ pregunta: '¿Qué categoría de licencia profesional tenés y hasta cuándo está vigente?' }],
  },
  {
    titulo: 'Analista de comercio exterior',
    descripcion:
      'Sumamos un/a analista para el área de importaciones. Responsabilidades: seguimiento de ' +
      'embarques, gestión de documentación aduanera con despachantes, coordinación con ' +
      'proveedores del exterior y control de costos logísticos. Requisitos: título terciario o ' +
      'universitario en comercio exterior o afines, inglés intermedio y manejo de Excel avanzado. ' +
      'Esquema híbrido: tres días en oficina en Palermo y dos desde casa.',
    area: 'Logística',
    subArea: 'Comercio exterior',
    workLevel: 'Senior',
    locality: ['02', 'Palermo'],
    modalidad: 'Híbrido',
    tipoEmpleo: 'Full-time',
    vacantes: 1,
    status: 'published',
    publishedDaysAgo: 9,
    showSalario: true,
    salarioDesde: 1_600_000,
    salarioHasta: 1_900_000,
    idiomas: [{ idioma: 'Inglés', nivelRead: 'Avanzado', nivelWrite: 'Intermedio' }],
    preguntas: [
      { pregunta: '¿Con qué regímenes aduaneros trabajaste en los últimos dos años?' },
      // A question that sorts (issue 38): the company's list says who meets it.
      { pregunta: '¿Tenés experiencia con el sistema Malvina / SIM de la Aduana?', tipo: 'si_no', respuestaRequerida: 'Sí' },
    ],
  },
  {
    titulo: 'Desarrollador/a backend Node.js para plataforma de seguimiento de envíos',
    descripcion:
      'Nuestro equipo de tecnología construye la plataforma que sigue cada envío desde el depósito ' +
      'hasta la puerta del cliente. Buscamos un/a desarrollador/a backend con experiencia en ' +
      'Node.js y TypeScript para diseñar y mantener servicios que procesan millones de eventos de ' +
      'seguimiento por mes. Vas a trabajar con PostgreSQL, colas de mensajes y APIs REST, ' +
      'participar de las revisiones de código y proponer mejoras de arquitectura. Requisitos: al ' +
      'menos cuatro años de experiencia en desarrollo backend, buen manejo de SQL, pruebas ' +
      'automatizadas e integración continua. Suman conocimientos de logística, mapas y ' +
      'optimización de rutas. Ofrecemos trabajo 100% remoto desde cualquier punto del país, ' +
      'equipo provisto por la empresa, horario flexible, capacitación en inglés, semana extra de ' +
      'vacaciones y bono anual por objetivos. El proceso incluye una entrevista técnica y una ' +
      'charla con el equipo.',
    area: 'Tecnología',
    subArea: 'Desarrollo de software',
    workLevel: 'Senior',
    locality: ['14', 'Córdoba'],
    modalidad: 'Remoto',
    tipoEmpleo: 'Full-time',
    vacantes: 2,
    status: 'published',
    publishedDaysAgo: 1,
    permiteMsjDirecto: true,
    showSalario: true,
    salarioDesde: 2_800_000,
    salarioHasta: 3_500_000,
    experiencia: 4,
    idiomas: [{ idioma: 'Inglés', nivelRead: 'Avanzado', nivelWrite: 'Intermedio' }],
    preguntas: [
      { pregunta: 'Contanos un servicio backend que hayas diseñado y qué harías distinto hoy.' },
      { pregunta: '¿Qué experiencia tenés con PostgreSQL en producción?' },
    ],
  },
  {
    titulo: 'Enfermero/a laboral para servicio médico de planta',
    descripcion:
      'Para el servicio médico de nuestro centro logístico de Pilar buscamos enfermeros/as con ' +
      'título de Licenciatura o Tecnicatura en Enfermería y matrícula vigente. Tareas: atención ' +
      'de primeros auxilios, controles de salud del personal, registro de ausentismo y apoyo en ' +
      'campañas de vacunación y prevención. Turnos rotativos de 6 horas.',
    area: 'Salud',
    subArea: 'Enfermería',
    workLevel: 'Semi Senior',
    locality: ['06', 'Pilar'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Part-time',
    vacantes: 2,
    status: 'published',
    publishedDaysAgo: 3,
    discapacidad: true,
    preguntas: [{ pregunta: '¿Tenés matrícula provincial o nacional vigente? Indicá el número.' }],
  },
  {
    titulo: 'Técnico/a electricista de mantenimiento',
    descripcion:
      'Incorporamos un/a técnico/a electricista para el mantenimiento preventivo y correctivo de ' +
      'cintas transportadoras, tableros y autoelevadores eléctricos en nuestra planta de Rosario. ' +
      'Requisitos: título técnico electromecánico o electricista, lectura de planos eléctricos y ' +
      'experiencia en PLC. Turno rotativo con adicional por nocturnidad.',
    area: 'Producción e industria',
    subArea: 'Mantenimiento',
    workLevel: 'Semi Senior',
    locality: ['82', 'Rosario'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Full-time',
    vacantes: 1,
    status: 'published',
    publishedDaysAgo: 4,
    showSalario: true,
    salarioDesde: 1_400_000,
    salarioHasta: 1_700_000,
    experiencia: 3,
  },
  {
    titulo: 'Vigilador/a para depósito fiscal',
    descripcion:
      'Buscamos vigiladores/as con curso habilitante vigente para el control de accesos y rondas ' +
      'en nuestro depósito fiscal de Ezeiza. Se requiere secundario completo, buena presencia y ' +
      'disponibilidad para trabajar en turnos de 12 horas (esquema 2x2).',
    area: 'Seguridad',
    subArea: 'Vigilancia',
    workLevel: 'Junior',
    locality: ['06', 'Ezeiza'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Full-time',
    vacantes: 5,
    status: 'published',
    publishedDaysAgo: 6,
    preguntas: [{ pregunta: '¿En qué año hiciste el curso de vigilador y en qué provincia?' }],
  },
  {
    titulo: 'Analista contable',
    descripcion:
      'Empresa líder en logística busca analista contable para su casa central. Tareas: ' +
      'conciliaciones bancarias, liquidación de impuestos nacionales y provinciales, asientos de ' +
      'ajuste y apoyo en el cierre mensual. Requisitos: estudiante avanzado/a o graduado/a de ' +
      'Contador Público y manejo de Tango Gestión. Modalidad híbrida.',
    area: 'Administración',
    subArea: 'Contabilidad',
    workLevel: 'Semi Senior',
    locality: ['02', 'Palermo'],
    modalidad: 'Híbrido',
    tipoEmpleo: 'Full-time',
    vacantes: 1,
    status: 'published',
    publishedDaysAgo: 7,
    notConfidential: false,
    salarioDesde: 1_300_000,
    salarioHasta: 1_500_000,
  },
  {
    titulo: 'Representante de atención telefónica - turno tarde',
    descripcion:
      'Sumamos representantes para atender por teléfono y chat las consultas de clientes sobre ' +
      'el estado de sus envíos. Ofrecemos capacitación paga, puesto adaptado y modalidad ' +
      'part-time de 14 a 20 hs. Valoramos secundario completo, buena redacción y manejo de PC.',
    area: 'Atención al cliente',
    subArea: 'Call center',
    workLevel: 'Junior',
    locality: ['90', 'San Miguel de Tucumán'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Part-time',
    vacantes: 6,
    status: 'published',
    publishedDaysAgo: 8,
    discapacidad: true,
    permiteMsjDirecto: true,
  },
  {
    titulo: 'Ejecutivo/a de cuentas corporativas para Cuyo',
    descripcion:
      'Buscamos un/a ejecutivo/a comercial para desarrollar cuentas corporativas de bodegas, ' +
      'industria y comercio exterior en Mendoza y San Juan. Responsabilidades: prospección, ' +
      'armado de propuestas de servicio logístico, negociación y seguimiento de la cartera. ' +
      'Requisitos: experiencia en venta de servicios B2B, movilidad propia e inglés o portugués ' +
      'para clientes del exterior.',
    area: 'Ventas',
    subArea: 'Ventas corporativas',
    workLevel: 'Senior',
    locality: ['50', 'Godoy Cruz'],
    modalidad: 'Híbrido',
    tipoEmpleo: 'Full-time',
    vacantes: 1,
    status: 'published',
    publishedDaysAgo: 10,
    showSalario: true,
    salarioDesde: 2_000_000,
    salarioHasta: 2_600_000,
    idiomas: [
      { idioma: 'Inglés', nivelRead: 'Intermedio', nivelWrite: 'Intermedio' },
      { idioma: 'Portugués', nivelRead: 'Intermedio', nivelWrite: 'Basico' },
    ],
  },
  {
    titulo: 'Jefe/a de tráfico para base de operaciones',
    descripcion:
      'Importante operador logístico busca jefe/a de tráfico para su base en Neuquén, al servicio ' +
      'de la industria petrolera. Liderará un equipo de 20 choferes: programación de viajes, ' +
      'control de flota por GPS, cumplimiento de normas de seguridad vial y relación con ' +
      'clientes. Se requieren cinco años de experiencia en puestos similares.',
    area: 'Logística',
    subArea: 'Transporte y distribución',
    workLevel: 'Jefe / Supervisor',
    locality: ['58', 'Neuquén'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Full-time',
    vacantes: 1,
    status: 'published',
    publishedDaysAgo: 12,
    notConfidential: false,
    experiencia: 5,
    experienciaExcluyente: true,
    preguntas: [
      { pregunta: '¿Con qué sistemas de seguimiento de flota o de programación de viajes trabajaste?' },
      { pregunta: '¿Vivís en Neuquén o podrías mudarte?' },
    ],
  },
  {
    titulo: 'Asistente de Recursos Humanos',
    descripcion:
      'Buscamos asistente de Recursos Humanos para nuestra sucursal Salta. Tareas: carga de ' +
      'novedades para la liquidación de sueldos, control de legajos, coordinación de exámenes ' +
      'preocupacionales y apoyo en búsquedas. Estudiante de Relaciones del Trabajo o afines. ' +
      'Puesto apto para personas con discapacidad.',
    area: 'Administración',
    subArea: 'Recursos Humanos',
    workLevel: 'Junior',
    locality: ['66', 'Salta'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Part-time',
    vacantes: 1,
    status: 'published',
    publishedDaysAgo: 14,
    durationDays: 30,
    discapacidad: true,
    permiteMsjDirecto: true,
  },
  {
    titulo: 'Técnico/a de soporte IT para sucursal',
    descripcion:
      'Necesitamos un/a técnico/a de soporte para la sucursal Mar del Plata: instalación y ' +
      'mantenimiento de PC, impresoras de etiquetas y lectores de códigos de barras, redes ' +
      'locales y atención de usuarios. Jornada por horas, de lunes a viernes.',
    area: 'Tecnología',
    subArea: 'Soporte técnico',
    workLevel: 'Junior',
    locality: ['06', 'Mar del Plata'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Por Horas',
    vacantes: 1,
    status: 'published',
    // Still the oldest published ad, and in the 'last 30 days' window; it expires four days after the seed.
    publishedDaysAgo: 26,
    durationDays: 30,
  },
  {
    titulo: 'Operador/a de autoelevador para temporada alta',
    descripcion:
      'Búsqueda finalizada: operadores/as de autoelevador con carnet habilitante para reforzar el ' +
      'depósito de Bahía Blanca durante la temporada de cosecha.',
    area: 'Logística',
    subArea: 'Depósito',
    workLevel: 'Junior',
    locality: ['06', 'Bahía Blanca'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Temporario',
    vacantes: 3,
    status: 'finished',
    publishedDaysAgo: 45,
  },
  {
    titulo: 'Administrativo/a de facturación para reemplazo por licencia',
    descripcion:
      'Cubrimos una licencia por maternidad en el equipo de facturación de Salta: emisión de ' +
      'facturas electrónicas, control de remitos y conciliación de cobranzas con los clientes de la ' +
      'sucursal. Contrato por seis meses, jornada completa de lunes a viernes.',
    area: 'Administración',
    subArea: 'Facturación y cobranzas',
    workLevel: 'Junior',
    locality: ['66', 'Salta'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Por Contrato',
    vacantes: 1,
    status: 'finished',
    publishedDaysAgo: 40,
    durationDays: 30,
    expired: true,
  },
  {
    titulo: 'Supervisor/a de turno noche para centro de distribución',
    descripcion:
      'Buscamos supervisor/a para liderar un equipo de 15 personas en el turno noche. Tareas: ' +
      'planificación de la preparación de pedidos, control de indicadores de productividad, ' +
      'seguridad e higiene en el depósito y reporte a la jefatura de operaciones. Se requiere ' +
      'experiencia previa liderando equipos en logística.',
    area: 'Logística',
    subArea: 'Depósito',
    workLevel: 'Jefe / Supervisor',
    locality: ['06', 'Avellaneda'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Full-time',
    vacantes: 1,
    status: 'draft',
  },
  {
    titulo: 'Pasantía en administración de compras',
    descripcion:
      'Ofrecemos una pasantía para estudiantes avanzados de Administración o Contabilidad. ' +
      'Acompañará al equipo de compras en la carga de órdenes, la comparación de cotizaciones y ' +
      'el seguimiento de proveedores. Jornada de 4 horas con horario flexible, asignación ' +
      'estímulo según convenio.',
    area: 'Administración',
    subArea: 'Compras',
    workLevel: 'Pasante',
    locality: ['02', 'Parque Patricios'],
    modalidad: 'Presencial',
    tipoEmpleo: 'Pasantia',
    vacantes: 2,
    status: 'draft',
  },
];
