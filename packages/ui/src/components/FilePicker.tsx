import { useState, type ChangeEvent } from 'react';
import './FilePicker.css';

export interface FilePickerProps {
  id: string;
  accept: string;
  /** Text of the button, e.g. 'Elegir foto'. */
  buttonLabel: string;
  /** Ids of the field's hint and error texts. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Called with the chosen file (null when the choice was cleared); return false to reject it. */
  onPick: (file: File | null) => boolean;
}

/**
 * A file input with a Spanish button and the chosen file's name (the browser's own control speaks
 * the browser's language). The input itself stays focusable and opens the picker from the keyboard;
 * the surrounding Field's label names it. Give it a new `key` to clear it.
 */
export function FilePicker({ id, accept, buttonLabel, describedBy, invalid, disabled, onPick }: FilePickerProps) {
  const [name, setName] = useState<string | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const accepted = onPick(file);
    if (!accepted) event.target.value = '';
    setName(accepted && file ? file.name : null);
  };
  return (
    <span className="pl-file">
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={onChange}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className="pl-file__input"
      />
      <label htmlFor={id} className="pl-button pl-button--secondary" aria-hidden="true">
        {buttonLabel}
      </label>
      <span className="pl-file__name">{name ?? 'Ningún archivo elegido'}</span>
    </span>
  );
}
