import type { LocalityOption } from '@postulate/contracts';
import { Field, FilterableSelect, type FilterableSelectOption } from '@postulate/ui';

/** The locality's hint while no province is chosen. */
export const PROVINCE_FIRST_HINT = 'Elegí primero la provincia';

export interface ProvinceLocalityFieldsProps {
  /** Ids of the two text boxes (the Fields' `htmlFor`). */
  provinceId: string;
  localityId: string;
  /** Default 'Provincia' and 'Localidad'. */
  provinceLabel?: string;
  localityLabel?: string;
  provinceOptions: FilterableSelectOption[];
  /** The chosen province's id; '' (or null) for none, which disables the locality. */
  province: string | null;
  /** The chosen locality's id, or null. */
  locality: string | null;
  /** The current locality's option, so its label shows before any search. */
  localitySelected?: FilterableSelectOption[];
  /** Gets '' when the province is cleared; the caller also empties the locality. */
  onProvinceChange: (province: string) => void;
  onLocalityChange: (locality: string | null, option: FilterableSelectOption | null) => void;
  onProvinceBlur?: () => void;
  onLocalityBlur?: () => void;
  provinceError?: string;
  localityError?: string;
  /** The locality's hint while no province is chosen; default 'Elegí primero la provincia', null for none. */
  provinceFirstHint?: string | null;
  /** The localities of a province whose name contains the text (GET /api/location/). */
  loadLocalities: (province: string, text: string, signal: AbortSignal) => Promise<LocalityOption[]>;
}

/**
 * A province select and a locality select that loads the chosen province's localities as the user
 * types. Presentational: the form owns both values and empties the locality when the province changes.
 */
export function ProvinceLocalityFields({
  provinceId,
  localityId,
  provinceLabel = 'Provincia',
  localityLabel = 'Localidad',
  provinceOptions,
  province,
  locality,
  localitySelected,
  onProvinceChange,
  onLocalityChange,
  onProvinceBlur,
  onLocalityBlur,
  provinceError,
  localityError,
  provinceFirstHint = PROVINCE_FIRST_HINT,
  loadLocalities,
}: ProvinceLocalityFieldsProps) {
  const chosen = province ?? '';
  return (
    <>
      <Field label={provinceLabel} htmlFor={provinceId} error={provinceError} required>
        <FilterableSelect
          options={provinceOptions}
          value={chosen || null}
          onChange={(value) => onProvinceChange(value ?? '')}
          onBlur={onProvinceBlur}
          required
        />
      </Field>
      <Field
        label={localityLabel}
        htmlFor={localityId}
        error={localityError}
        hint={chosen || provinceFirstHint === null ? undefined : provinceFirstHint}
        required
      >
        <FilterableSelect
          // Another province means other localities: a new key drops what was loaded.
          key={chosen || 'none'}
          loadOptions={async (text, signal) => (await loadLocalities(chosen, text, signal)).map((found) => ({ value: found.id, label: found.label }))}
          selectedOptions={localitySelected}
          value={locality || null}
          onChange={onLocalityChange}
          onBlur={onLocalityBlur}
          disabled={!chosen}
          required
        />
      </Field>
    </>
  );
}
