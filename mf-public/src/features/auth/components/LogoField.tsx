import { useEffect, useRef, useState } from 'react';
import { logoProblem } from '@postulate/contracts';
import { Button, Icon } from '@postulate/ui';

interface LogoFieldProps {
  file: File | null;
  error?: string;
  onChange: (file: File | null, problem: string | null) => void;
}

/** The optional company logo: PNG, JPG or GIF up to 500 KB, previewed before it is sent. */
export function LogoField({ file, error, onChange }: LogoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
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
        <input
          ref={input}
          id="reg-logo"
          type="file"
          accept="image/png,image/jpeg,image/gif"
          aria-describedby={`reg-logo-hint${error ? ' reg-logo-error' : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            onChange(chosen, chosen ? logoProblem(chosen) : null);
          }}
        />
        {file && (
          <Button
            variant="link"
            onClick={() => {
              if (input.current) input.current.value = '';
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
