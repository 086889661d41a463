import type { AvisoCardData } from '@postulate/contracts';
import { VerifiedBadge } from '../company-records/VerifiedBadge';

type AvisoCompanyProps = { aviso: Pick<AvisoCardData, 'nombreEmpresa' | 'logoUrl' | 'empresaVerificada'> };

/**
 * The company's logo, its name when it has no logo, or 'Confidencial' when the ad hides it; a
 * verified company's badge under it (never on a hidden company, whatever the flag says).
 */
export function AvisoCompany({ aviso }: AvisoCompanyProps) {
  if (aviso.nombreEmpresa === null) {
    return <span className="pl-aviso-company pl-aviso-company--hidden">Confidencial</span>;
  }
  const company = aviso.logoUrl ? (
    <img className="pl-aviso-company__logo" src={aviso.logoUrl} alt={`Logo de ${aviso.nombreEmpresa}`} loading="lazy" width={64} height={64} />
  ) : (
    <span className="pl-aviso-company">{aviso.nombreEmpresa}</span>
  );
  if (!aviso.empresaVerificada) return company;
  return (
    <div className="pl-aviso-company-box">
      {company}
      <VerifiedBadge />
    </div>
  );
}
