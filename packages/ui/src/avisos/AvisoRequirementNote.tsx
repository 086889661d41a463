import { requirementReasonText, requirementText, type AvisoRequirement } from '@postulate/contracts';
import './avisos.css';
import './aviso-detail.css';

export interface AvisoRequirementNoteProps {
  requisito: AvisoRequirement;
}

/**
 * An ad's gender or age requirement with the company's reason, in plain words: the public ad and
 * the apply step show it, so nobody learns of it only after applying.
 */
export function AvisoRequirementNote({ requisito }: AvisoRequirementNoteProps) {
  return (
    <div className="pl-aviso-requirement" role="note" aria-label="Requisito de género o edad">
      <p>
        <strong>Requisito de género o edad:</strong> {requirementText(requisito)}
      </p>
      <p>{requirementReasonText(requisito.motivo)}</p>
    </div>
  );
}
