import type { RequirementAvisoItem } from './fair-wording-review.js';

// Zod-free: the public ad page (through @postulate/ui) words a requirement with these.

/** The reason's line under a requirement, wherever a person reads it. */
export const requirementReasonText = (motivo: string | null) => (motivo ? `Motivo que indicó la empresa: ${motivo}` : 'La empresa no indicó el motivo.');

/** 'Género: Femenino · Edad de 25 a 40 años', as the list and the ad show an ad's requirement. */
export function requirementText(item: Pick<RequirementAvisoItem, 'genero' | 'edadDesde' | 'edadHasta'>): string {
  const { genero, edadDesde, edadHasta } = item;
  const age =
    edadDesde !== null && edadHasta !== null
      ? `de ${edadDesde} a ${edadHasta} años`
      : edadDesde !== null
        ? `desde ${edadDesde} años`
        : edadHasta !== null
          ? `hasta ${edadHasta} años`
          : null;
  return [genero === 'Indistinto' ? null : `Género: ${genero}`, age && `Edad ${age}`].filter(Boolean).join(' · ');
}
