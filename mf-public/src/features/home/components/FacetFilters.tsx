import { useEffect, useRef, useState } from 'react';
import { facetLabel, NO_FACET_FILTERS, SALARY_PUBLISHED, type EstimableCount, type HomeFacetFilters, type HomeFacets } from '@postulate/contracts';
import { Button, Field, Icon, Modal, Select, useIsMobile } from '@postulate/ui';
import { activeFacets, adsText, countSuffix } from '../stores/home-filters';

type SelectKey = Exclude<keyof HomeFacetFilters, 'discapacidad'>;

/** Each select: its label and what its empty choice says. */
const SELECTS: [SelectKey, string, string][] = [
  ['modalidad', 'Modalidad', 'Todas'],
  ['tipoEmpleo', 'Tipo de empleo', 'Todos'],
  ['nivel', 'Nivel', 'Todos'],
  ['salarioDesde', 'Salario desde', 'Sin mínimo'],
  ['publicado', 'Publicado', 'Cualquier fecha'],
];

interface FacetProps {
  facets: HomeFacetFilters;
  /** The answer's counts: how many ads of the current search each choice would leave. */
  counts: HomeFacets | undefined;
  /** The numbers that are estimates (the answer's `estimados`). */
  estimated: ReadonlySet<EstimableCount>;
  onChange: (changed: Partial<HomeFacetFilters>) => void;
}

interface FacetFiltersProps extends FacetProps {
  /** Ads the current search finds, and whether that is only a floor. */
  total: number | undefined;
  atLeast: boolean;
  loading: boolean;
}

/**
 * Native controls: cheap on the visitor's first page, and at home with the keyboard and on a phone.
 * Until the counts arrive they are drawn disabled, empty, so the results below do not move then.
 */
function FacetControls({ facets, counts, estimated, onChange }: FacetProps) {
  const publishedCount = counts?.salarioDesde.find((choice) => choice.value === SALARY_PUBLISHED)?.count;
  return (
    <div className="pub-facets__controls">
      {SELECTS.map(([key, label, any]) => {
        // 'Con salario publicado' (salarioDesde=1) is the checkbox below, not a 'Salario desde' step.
        const salary = key === 'salarioDesde';
        const current = salary && facets.salarioDesde === SALARY_PUBLISHED ? null : facets[key];
        const choices: { value: string | number; count: number }[] = (counts?.[key] ?? []).filter((choice) => !salary || choice.value !== SALARY_PUBLISHED);
        return (
          <Field key={key} label={label} htmlFor={`facet-${key}`}>
            <Select
              value={counts ? (current ?? '') : ''}
              disabled={!counts}
              onChange={({ target }) => onChange({ [key]: choices.find((choice) => String(choice.value) === target.value)?.value ?? null })}
            >
              <option value="">{any}</option>
              {choices.map((choice) => (
                // A choice that would leave nothing stays in view, with its (0), but cannot be chosen; an estimate of none can.
                <option key={choice.value} value={choice.value} disabled={!choice.count && !estimated.has(key) && choice.value !== current}>
                  {facetLabel(key, choice.value, counts) + countSuffix(choice.count, estimated.has(key))}
                </option>
              ))}
            </Select>
          </Field>
        );
      })}
      <label className="pl-check">
        {/* Any 'Salario desde' amount also leaves only ads with a published salary: it keeps the box ticked. */}
        <input
          type="checkbox"
          checked={facets.salarioDesde !== null}
          disabled={!counts}
          onChange={(event) => onChange({ salarioDesde: event.target.checked ? SALARY_PUBLISHED : null })}
        />
        {`Con salario publicado${publishedCount === undefined ? '' : countSuffix(publishedCount, estimated.has('salarioDesde'))}`}
      </label>
      <label className="pl-check">
        <input type="checkbox" checked={facets.discapacidad} disabled={!counts} onChange={(event) => onChange({ discapacidad: event.target.checked })} />
        {`Apto para personas con discapacidad${counts ? countSuffix(counts.discapacidad, estimated.has('discapacidad')) : ''}`}
      </label>
    </div>
  );
}

/**
 * The facet filters: above the results on a wide screen; on a phone, a 'Filtros (N)' button opens
 * them in a dialog whose 'Ver N avisos' closes it onto the results.
 */
export function FacetFilters({ total, atLeast, loading, ...controls }: FacetFiltersProps) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const active = activeFacets(controls.facets).length;

  if (!isMobile) {
    return (
      <section className="pub-facets pl-card" aria-label="Filtros">
        <FacetControls {...controls} />
      </section>
    );
  }
  return (
    <>
      <Button variant="secondary" className="pub-facets__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {active ? `Filtros (${active})` : 'Filtros'}
      </Button>
      <Modal
        open={open}
        title="Filtros"
        onClose={() => setOpen(false)}
        footer={
          <Button block busy={loading} onClick={() => setOpen(false)}>
            {total === undefined ? 'Ver avisos' : `Ver ${adsText(total, controls.estimated.has('total'), atLeast)}`}
          </Button>
        }
      >
        <FacetControls {...controls} />
      </Modal>
    </>
  );
}

/** The facet filters that are set, as chips in their own row apart from the five search chips. */
export function FacetChips({ facets, counts, onChange }: Omit<FacetProps, 'estimated'>) {
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef(false);
  const active = activeFacets(facets);

  // The pressed chip is gone: focus goes to the first one left, else to the results' title.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (listRef.current?.querySelector('button') ?? document.getElementById('results-title'))?.focus();
  }, [facets]);

  if (active.length === 0) return null;
  return (
    <section className="pub-chips" aria-label="Filtros elegidos">
      <ul className="pub-chips__list" ref={listRef}>
        {active.map(([key, value]) => {
          const label = facetLabel(key, value, counts);
          return (
            <li key={key}>
              <button
                type="button"
                className="pl-chip pub-chip"
                aria-label={`Quitar el filtro ${label}`}
                onClick={() => {
                  refocus.current = true;
                  onChange({ [key]: NO_FACET_FILTERS[key] });
                }}
              >
                <span>{label}</span>
                <Icon name="close" size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="link"
        onClick={() => {
          refocus.current = true;
          onChange(NO_FACET_FILTERS);
        }}
      >
        Limpiar filtros
      </Button>
    </section>
  );
}
