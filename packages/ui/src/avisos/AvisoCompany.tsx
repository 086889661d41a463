import type { AvisoCardData } from '@postulate/contracts';

/** The company's logo, its name when it has no logo, or 'Confidencial' when the ad hides it. */
export function AvisoCompany({ aviso }: { aviso: Pick<AvisoCardData, 'nombreEmpresa' | 'logoUrl'> }) {
  if (aviso.nombreEmpresa === null) {
    return <span className="pl-aviso-company pl-aviso-company--hidden">Confidencial</span>;
  }
  if (aviso.logoUrl) {
    return (
      <img className="pl-aviso-company__logo" src={aviso.logoUrl} alt={`Logo de ${aviso.nombreEmpresa}`} loading="lazy" width={64} height={64} />
    );
  }
  return <span className="pl-aviso-company">{aviso.nombreEmpresa}</span>;
}
