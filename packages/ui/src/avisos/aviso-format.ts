import { PROVINCES, valueLabel, type AvisoCardData, type AvisoIdiomaItem } from '@postulate/contracts';

const PESOS = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 });

/** '$ 800.000 a $ 1.100.000', or one end only; null when the ad shows no salary. */
export function salaryText(aviso: Pick<AvisoCardData, 'showSalario' | 'salarioDesde' | 'salarioHasta'>): string | null {
  if (!aviso.showSalario) return null;
  const { salarioDesde: from, salarioHasta: to } = aviso;
  if (from !== null && to !== null) return `${PESOS.format(from)} a ${PESOS.format(to)}`;
  if (from !== null) return `Desde ${PESOS.format(from)}`;
  if (to !== null) return `Hasta ${PESOS.format(to)}`;
  return null;
}

/** 'Barracas, Ciudad Autónoma de Buenos Aires': the province as people write it, not the list label. */
export function placeText(aviso: Pick<AvisoCardData, 'localidad' | 'provincia'>): string {
  const province = PROVINCES.find((item) => item.id === aviso.provincia.id)?.officialName ?? aviso.provincia.name;
  return `${aviso.localidad.label}, ${province}`;
}

export function languageText(idioma: AvisoIdiomaItem): string {
  return `${idioma.idioma} (lectura ${valueLabel(idioma.nivelRead).toLowerCase()}, escritura ${valueLabel(idioma.nivelWrite).toLowerCase()})`;
}
