import { useEffect, useState } from 'react';
import { checkFairWording, FAIR_WORDING_MESSAGES, type FairWordingFinding } from '@postulate/contracts';
import { Button } from '@postulate/ui';

/** How long typing must pause before the words are checked again. */
export const FAIR_WORDING_DELAY_MS = 400;

type CheckedText = Parameters<typeof checkFairWording>[0];

/** The word check of the texts given, run once typing pauses (a saved ad's findings show at once). */
export function useFairWording(ad: CheckedText): FairWordingFinding[] {
  const key = JSON.stringify(ad);
  const [findings, setFindings] = useState(() => checkFairWording(ad));
  useEffect(() => {
    const timer = window.setTimeout(() => setFindings(checkFairWording(JSON.parse(key) as CheckedText)), FAIR_WORDING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return findings;
}

const where = (finding: FairWordingFinding) => {
  const question = /^preguntas\.(\d+)$/.exec(finding.campo);
  return question ? `Pregunta ${Number(question[1]) + 1}: ` : '';
};

interface FairWordingHintsProps {
  findings: FairWordingFinding[];
  /** Offers 'Usar «Vendedor/a»' on findings with a simple replacement. */
  onReplace?: (finding: FairWordingFinding) => void;
}

/**
 * The word check's findings under a field: a polite live region (always present, so screen readers
 * hear what appears as the company types). It warns and never blocks saving or publishing.
 */
export function FairWordingHints({ findings, onReplace }: FairWordingHintsProps) {
  return (
    <div className="cmp-fair-wording pl-span-all" role="status" aria-live="polite">
      {findings.length > 0 && (
        <div className="pl-alert pl-alert--warning">
          <div className="pl-stack">
            <p>{FAIR_WORDING_MESSAGES.findingsTitle}</p>
            <ul className="cmp-fair-wording__list">
              {findings.map((finding) => (
                <li key={`${finding.campo}:${finding.inicio}`}>
                  {where(finding)}
                  <strong>«{finding.texto}»</strong>
                  {finding.nivel === 'info' ? ' (para tener en cuenta)' : ''}: {finding.motivo} {finding.sugerencia}
                  {onReplace && finding.reemplazo && (
                    <>
                      {' '}
                      <Button variant="secondary" onClick={() => onReplace(finding)}>
                        Usar «{finding.reemplazo}»
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
