import { Field, Select } from '@postulate/ui';

interface SearchFieldSelectProps<Name extends string> {
  id: string;
  options: { value: Name; label: string }[];
  value: Name;
  onChange: (value: Name) => void;
}

/** 'Buscar por': the field of a list its search box looks in (the list's `fname`). */
export function SearchFieldSelect<Name extends string>({ id, options, value, onChange }: SearchFieldSelectProps<Name>) {
  return (
    <Field label="Buscar por" htmlFor={id}>
      <Select value={value} onChange={(event) => onChange(event.target.value as Name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
