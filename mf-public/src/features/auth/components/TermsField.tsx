import type { UseFormRegisterReturn } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '@postulate/contracts';
import { Icon } from '@postulate/ui';

interface TermsFieldProps {
  id: string;
  audience: 'postulante' | 'empresa';
  registration: UseFormRegisterReturn;
  error?: string;
}

const PAGES = {
  postulante: { terms: '/terminosPostulante', policy: '/politicaPostulante' },
  empresa: { terms: '/terminosEmpresa', policy: '/politicaEmpresa' },
};

/** 'He leído y acepto los Términos y Condiciones', linking to the terms of the audience in a new tab. */
export function TermsField({ id, audience, registration, error }: TermsFieldProps) {
  const [before, linked] = ACCOUNT_MESSAGES.termsLabel.split(/(?=Términos)/);
  const pages = PAGES[audience];
  return (
    <div className="pub-terms pl-span-all">
      <label className="pl-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-policy${error ? ` ${id}-error` : ''}`}
          {...registration}
        />
        <span>
          {before}
          <a href={pages.terms} target="_blank" rel="noopener noreferrer" aria-describedby={`${id}-new-tab`}>
            {linked}
          </a>
        </span>
      </label>
      <p id={`${id}-policy`} className="pl-hint">
        Tus datos se tratan según la{' '}
        <a href={pages.policy} target="_blank" rel="noopener noreferrer" aria-describedby={`${id}-new-tab`}>
          Política de privacidad
        </a>
        .
      </p>
      {/* A description, not part of the names: the checkbox's name stays the spec's sentence. */}
      <span id={`${id}-new-tab`} hidden>
        Se abre en una pestaña nueva
      </span>
      {error && (
        <p id={`${id}-error`} className="pl-field-message pl-field-message--error" role="alert">
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
