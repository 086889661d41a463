import { useMemo, useRef, useState, type FormEvent } from 'react';
import { PROVINCE_OPTIONS, splitSearchTerms, type HomeFacets, type HomeFilter, type ProvinceId } from '@postulate/contracts';
import { Button, Field, FilterableSelect, Icon, Input, Select } from '@postulate/ui';
import { countSuffix } from '../stores/home-filters';

type SearchField = 'aviso' | 'provincia';

export const SEARCH_MESSAGES = {
  textRequired: 'Escribí el nombre del aviso que buscás',
  provinceRequired: 'Elegí una provincia',
} as const;

/**
 * The search bar: the first control chooses the field (ad name or province), then 'Buscar' adds
 * the filter. A text is split on commas into one filter per part. Each province shows how many ads
 * of the current search it would add, once the search has answered.
 */
export function SearchBar({
  onSearch,
  provinceCounts,
  estimated = false,
}: {
  onSearch: (filters: HomeFilter[]) => void;
  provinceCounts?: HomeFacets['provincia'];
  /** Its counts are estimates (the answer's `estimados`). */
  estimated?: boolean;
}) {
  const [field, setField] = useState<SearchField>('aviso');
  const [text, setText] = useState('');
  const [province, setProvince] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const provinceOptions = useMemo(() => {
    if (!provinceCounts) return PROVINCE_OPTIONS;
    const counts = new Map(provinceCounts.map((choice) => [choice.value, choice.count]));
    return PROVINCE_OPTIONS.map((option) => ({ ...option, label: option.label + countSuffix(counts.get(option.value) ?? 0, estimated) }));
  }, [provinceCounts, estimated]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (field === 'aviso') {
      const terms = splitSearchTerms(text);
      if (terms.length === 0) {
        setError(SEARCH_MESSAGES.textRequired);
        textRef.current?.focus();
        return;
      }
      onSearch(terms.map((value) => ({ kind: 'aviso', value })));
      setText('');
    } else {
      if (!province) {
        setError(SEARCH_MESSAGES.provinceRequired);
        return;
      }
      onSearch([{ kind: 'provincia', value: province as ProvinceId }]);
      setProvince(null);
    }
    setError(null);
  };

  return (
    <form className="pub-search pl-card" role="search" aria-label="Buscar avisos" onSubmit={submit} noValidate>
      <Field label="Buscar por" htmlFor="search-field" className="pub-search__field">
        <Select
          value={field}
          onChange={(event) => {
            setField(event.target.value as SearchField);
            setError(null);
          }}
        >
          <option value="aviso">Nombre del aviso</option>
          <option value="provincia">Provincia</option>
        </Select>
      </Field>
      {field === 'aviso' ? (
        <Field label="Nombre del aviso" htmlFor="search-text" error={error ?? undefined} className="pub-search__value">
          <Input
            ref={textRef}
            aria-describedby="search-hint"
            type="search"
            placeholder="Ej.: chofer, enfermería"
            maxLength={500}
            value={text}
            onChange={(event) => setText(event.target.value)}
            enterKeyHint="search"
          />
        </Field>
      ) : (
        <Field label="Provincia" htmlFor="search-province" error={error ?? undefined} className="pub-search__value">
          <FilterableSelect options={provinceOptions} value={province} onChange={(value) => setProvince(value)} />
        </Field>
      )}
      <Button type="submit" variant="primary" className="pub-search__submit">
        <Icon name="search" size={18} /> Buscar
      </Button>
      {field === 'aviso' && (
        <p id="search-hint" className="pub-search__hint pl-hint">
          Separá con comas para buscar varios a la vez, por ejemplo: chofer, repartidor.
        </p>
      )}
    </form>
  );
}
