import { POLITICA_EMPRESA } from '../content/politica-empresa';
import { POLITICA_POSTULANTE } from '../content/politica-postulante';
import { TERMINOS_EMPRESA, TERMINOS_POSTULANTE } from '../content/terminos';
import { LegalPage } from './LegalPage';

type Audience = 'postulante' | 'empresa';

/** /politicaPostulante and /politicaEmpresa */
export function PolicyPage({ audience }: { audience: Audience }) {
  return audience === 'postulante' ? (
    <LegalPage document={POLITICA_POSTULANTE} related={{ to: '/terminosPostulante', label: 'Términos y Condiciones para postulantes' }} />
  ) : (
    <LegalPage document={POLITICA_EMPRESA} related={{ to: '/terminosEmpresa', label: 'Términos y Condiciones para empresas' }} />
  );
}

/** /terminosPostulante and /terminosEmpresa */
export function TermsPage({ audience }: { audience: Audience }) {
  return audience === 'postulante' ? (
    <LegalPage document={TERMINOS_POSTULANTE} related={{ to: '/politicaPostulante', label: 'Política de privacidad para postulantes' }} />
  ) : (
    <LegalPage document={TERMINOS_EMPRESA} related={{ to: '/politicaEmpresa', label: 'Política de privacidad para empresas y reclutadores' }} />
  );
}
