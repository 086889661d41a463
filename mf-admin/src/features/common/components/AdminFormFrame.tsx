import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, StatusBanner } from '@postulate/ui';
import type { AdminForm } from '../hooks/useAdminForm';

interface AdminFormFrameProps {
  form: AdminForm;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
}

/**
 * An administrator's create / update form around its fields: the title, the status banner and
 * 'Cancelar' (when updating) and 'Agregar' / 'Modificar'; or the error if the record did not load.
 */
export function AdminFormFrame({ form, title, onSubmit, children }: AdminFormFrameProps) {
  const { titleId, edited, status, message, cancel, updating } = form;
  if (edited.error) return <Alert tone="error">{edited.error}</Alert>;
  return (
    <form className="adm-form pl-stack" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-form__title">
        {title}
      </h2>
      <StatusBanner status={edited.loading ? 'loading' : status} message={message} />
      {children}
      <div className="pl-actions">
        {updating && (
          <Button variant="secondary" onClick={cancel} disabled={status === 'saving'}>
            Cancelar
          </Button>
        )}
        <Button type="submit" busy={status === 'saving'} disabled={edited.loading || status === 'saved'}>
          {updating ? 'Modificar' : 'Agregar'}
        </Button>
      </div>
    </form>
  );
}
