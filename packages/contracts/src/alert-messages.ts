import { provinceLabel } from './provinces.js';

// Zod-free: the home's 'Crear alerta' button loads these without the schemas of alerts.ts.

/** At most this many saved searches per applicant. */
export const MAX_JOB_ALERTS = 10;

/** The longest text a saved search keeps (the home splits it into at most 50 terms of 100 characters). */
export const ALERT_QUERY_MAX_LENGTH = 1_000;

export const ALERT_MESSAGES = {
  create: 'Crear alerta',
  created: 'Alerta creada: cada día te enviaremos por correo los avisos nuevos de esta búsqueda.',
  seeAlerts: 'Ver mis alertas',
  loginToCreate: 'Ingresá para crear una alerta',
  limit: `Podés tener hasta ${MAX_JOB_ALERTS} alertas. Eliminá alguna en Mis alertas para crear otra.`,
  duplicate: 'Ya tenés una alerta con esta búsqueda',
  empty: 'Buscá al menos una palabra o una provincia para crear una alerta',
  tooLong: 'La búsqueda es demasiado larga',
  invalidSearch: 'La búsqueda no es válida',
  invalidProvince: 'Debe indicar una provincia válida',
  tooManyProvinces: 'Demasiadas provincias',
  invalidArea: 'Debe indicar un área válida',
  notFound: 'La alerta no existe o ya fue eliminada',
  deleteQuestion: '¿Eliminar esta alerta? Dejarás de recibir sus avisos nuevos por correo.',
  deleted: 'Alerta eliminada',
  none: 'Todavía no tenés alertas. Buscá avisos en el inicio y tocá "Crear alerta" para recibir los nuevos por correo.',
} as const;

/** A saved search as the applicant reads it: 'desarrollador, chofer · Córdoba, Santa Fe · Área: Tecnología'. */
export function alertSearchInWords(search: { terms: readonly string[]; provinces: readonly string[]; areaName?: string | null }): string {
  const parts = [
    search.terms.join(', '),
    search.provinces.map(provinceLabel).join(', '),
    search.areaName ? `Área: ${search.areaName}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Todos los avisos';
}
