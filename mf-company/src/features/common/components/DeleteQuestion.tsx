import { MESSAGES } from '@postulate/contracts';
import { Button } from '@postulate/ui';
import type { AskedDelete } from '../hooks/useAskedDelete';

/** The question an item's 'Eliminar' opens: '¿Eliminarla?' with 'Cancelar' and 'Confirmar'. */
export function DeleteQuestion({ label, asked }: { label: string; asked: AskedDelete }) {
  return (
    <div className="cmp-aviso__actions" role="group" aria-label={label}>
      <span>¿Eliminarla?</span>
      <Button variant="secondary" onClick={asked.cancel} disabled={asked.busy}>
        {MESSAGES.cancel}
      </Button>
      <Button variant="danger" onClick={asked.confirm} busy={asked.busy}>
        {MESSAGES.confirm}
      </Button>
    </div>
  );
}
