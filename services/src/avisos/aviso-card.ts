import type { AvisoCardData } from '@postulate/contracts';

/** What an ad's card may reveal, as the ad and its company hold it. */
export interface CardSource {
  notConfidential: boolean;
  razonsocial: string;
  logoFileId: string | null;
  verified: boolean;
  showSalario: boolean;
  salarioDesde: number | null;
  salarioHasta: number | null;
}

export type CardDisclosure = Pick<AvisoCardData, 'nombreEmpresa' | 'logoUrl' | 'empresaVerificada' | 'showSalario' | 'salarioDesde' | 'salarioHasta'>;

/**
 * The card rule, the same for the public search and the company's preview: a confidential ad hides
 * everything that names the company (the logo and the verified badge included), and the salary
 * leaves the server only with showSalario.
 */
export function cardDisclosure(source: CardSource, apiUrl: string): CardDisclosure {
  const company = source.notConfidential;
  return {
    nombreEmpresa: company ? source.razonsocial : null,
    logoUrl: company && source.logoFileId ? `${apiUrl}/api/files/${source.logoFileId}` : null,
    empresaVerificada: company && source.verified,
    showSalario: source.showSalario,
    salarioDesde: source.showSalario ? source.salarioDesde : null,
    salarioHasta: source.showSalario ? source.salarioHasta : null,
  };
}
