import type { AvisoStatus, Modalidad, TipoEmpleo } from '@postulate/contracts';

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
  /** Days before the seed ran, for published ads. */
  publishedDaysAgo?: number;
}

/** Ads of the demo company 'Logística del Plata S.A.': three published, two drafts. */
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
