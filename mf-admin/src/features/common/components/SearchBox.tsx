import { useEffect, useId, useState } from 'react';
import { Input } from '@postulate/ui';

/** Typing pauses this long before the list is searched again. */
const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  label: string;
  value: string;
  onSearch: (text: string) => void;
}

/** A search field that asks the server once typing pauses, or at once on Enter. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="adm-search">
      <label className="pl-label" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
      />
    </div>
  );
}
