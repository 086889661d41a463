import { useState, type ChangeEvent } from 'react';

interface FilePickerProps {
  id: string;
  accept: string;
  /** Text of the button, e.g. 'Elegir foto'. */
  buttonLabel: string;
  /** Ids of the field's hint and error texts. */
  describedBy?: string;
  /** Called with the chosen file (null when the choice was cleared); return false to reject it. */
  onPick: (file: File | null) => boolean;
}

/**
 * A file input with a Spanish button and the chosen file's name (the browser's own control speaks
 * the browser's language). The input itself stays focusable and opens the picker from the keyboard;
 * the surrounding Field's label names it.
 */
export function FilePicker({ id, accept, buttonLabel, describedBy, onPick }: FilePickerProps) {
  const [name, setName] = useState<string | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const accepted = onPick(file);
    if (!accepted) event.target.value = '';
    setName(accepted && file ? file.name : null);
  };
  return (
    <span className="cv-file">
      <input id={id} type="file" accept={accept} onChange={onChange} aria-describedby={describedBy} className="cv-file__input" />
      <label htmlFor={id} className="pl-button pl-button--secondary" aria-hidden="true">
        {buttonLabel}
      </label>
      <span className="cv-file__name">{name ?? 'Ningún archivo elegido'}</span>
    </span>
  );
}
