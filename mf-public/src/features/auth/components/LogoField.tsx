import { useEffect, useState } from 'react';
import { logoProblem } from '@postulate/contracts';
import { Button, Icon } from '@postulate/ui';
import { FilePicker } from '@postulate/ui/inputs';

interface LogoFieldProps {
  file: File | null;
  error?: string;
  onChange: (file: File | null, problem: string | null) => void;
}

/** The optional company logo: PNG, JPG or GIF up to 500 KB, previewed before it is sent. */
export function LogoField({ file, error, onChange }: LogoFieldProps) {
  // A new key clears the picker when the logo is removed.
  const [pickerKey, setPickerKey] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || logoProblem(file)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="pl-field pub-logo pl-span-all">
      <label className="pl-label" htmlFor="reg-logo">
        Logo (opcional)
      </label>
      <p className="pl-hint" id="reg-logo-hint">
        PNG, JPG o GIF de hasta 500 KB.
      </p>
      <div className="pub-logo__row">
        {preview && <img className="pub-logo__preview" src={preview} alt="Vista previa del logo" />}
        <FilePicker
          key={pickerKey}
          id="reg-logo"
          accept="image/png,image/jpeg,image/gif"
          buttonLabel="Elegir logo"
          describedBy={`reg-logo-hint${error ? ' reg-logo-error' : ''}`}
          invalid={Boolean(error)}
          onPick={(chosen) => {
            onChange(chosen, chosen ? logoProblem(chosen) : null);
            return true;
          }}
        />
        {file && (
          <Button
            variant="link"
            onClick={() => {
              setPickerKey((value) => value + 1);
              onChange(null, null);
            }}
          >
            Quitar logo
          </Button>
        )}
      </div>
      {error && (
        <p id="reg-logo-error" className="pl-field-message pl-field-message--error" role="alert">
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
