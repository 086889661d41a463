import { useEffect, useRef } from 'react';
import { HOME_MAX_FILTERS, type HomeFilter } from '@postulate/contracts';
import { Button, Icon } from '@postulate/ui';
import { filterLabel } from '../stores/home-filters';

interface FilterChipsProps {
  filters: HomeFilter[];
  onRemove: (filter: HomeFilter) => void;
  onClear: () => void;
}

/** The active filters as chips; a click removes one (and the home reloads). */
export function FilterChips({ filters, onRemove, onClear }: FilterChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // After a removal the pressed chip is gone: once the new filters arrive, focus goes to the chip
  // now in its place (the last one when it was the last).
  const pendingFocus = useRef<{ index: number; before: HomeFilter[] } | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.before === filters) return;
    pendingFocus.current = null;
    const chips = listRef.current?.querySelectorAll('button');
    if (chips && chips.length > 0) chips[Math.min(pending.index, chips.length - 1)].focus();
  }, [filters]);

  if (filters.length === 0) return null;
  return (
    <section className="pub-chips" aria-labelledby="chips-title">
      <h2 id="chips-title" className="pub-chips__title">
        Filtros activos
      </h2>
      <ul className="pub-chips__list" ref={listRef}>
        {filters.map((filter, index) => {
          const label = filterLabel(filter);
          const kind = filter.kind === 'aviso' ? 'Aviso' : 'Provincia';
          return (
            <li key={`${filter.kind}:${filter.value}`}>
              <button
                type="button"
                className="pl-chip pub-chip"
                aria-label={`Quitar el filtro ${kind}: ${label}`}
                onClick={() => {
                  pendingFocus.current = { index, before: filters };
                  onRemove(filter);
                }}
              >
                <span>
                  {kind}: {label}
                </span>
                <Icon name="close" size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      {filters.length > 1 && (
        <Button variant="link" onClick={onClear}>
          Quitar todos
        </Button>
      )}
      <p className="pub-chips__note pub-muted">
        Hasta {HOME_MAX_FILTERS} filtros: si agregás otro, se quita el más antiguo.
      </p>
    </section>
  );
}
