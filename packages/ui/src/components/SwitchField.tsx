import type { ReactNode } from 'react';
import { Spinner } from '@postulate/ui';

export interface SwitchFieldProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  /** A change on its way: the switch waits, with a spinner beside it. */
  pending: boolean;
  onChange: (checked: boolean) => void;
  /** What follows the hint: the current state in words, an error. */
  children?: ReactNode;
}

/** An on/off setting saved as soon as it is flipped: a checkbox with the switch role, its label and hint. */
export function SwitchField({ id, label, hint, checked, pending, onChange, children }: SwitchFieldProps) {
  return (
    <div className="pl-stack">
      <div className="pl-cluster">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-ayuda`}
          checked={checked}
          disabled={pending}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
        {pending && <Spinner size="sm" />}
      </div>
      <p id={`${id}-ayuda`} className="pl-small pl-muted">
        {hint}
      </p>
      {children}
    </div>
  );
}
