import { useEffect, useRef } from 'react';
import { HOME_MAX_FILTERS, type HomeFilter } from '@postulate/contracts';
import { Button, Icon } from '@postulate/ui';
import { filterLabel } from '../stores/home-filters';

interface FilterChipsProps {
  filters: HomeFilter[];
  /** The area chosen in the Areas column, by name: folded away on a phone, so its chip is the sign it narrows the results. */
  area: string | null;
  onRemove: (filter: HomeFilter) => void;
  onRemoveArea: () => void;
  onClear: () => void;
}

/** The active filters as chips, the area's last; a click removes one (and the home reloads). */
export function FilterChips({ filters, area, onRemove, onRemoveArea, onClear }: FilterChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // After a removal the pressed chip is gone: once the new filters arrive, focus goes to the chip
  // now in its place (the last one when it was the last).
  const pendingFocus = useRef<{ index: number; before: HomeFilter[]; area: string | null } | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || (pending.before === filters && pending.area === area)) return;
    pendingFocus.current = null;
    const chips = listRef.current?.querySelectorAll('button');
    if (chips && chips.length > 0) chips[Math.min(pending.index, chips.length - 1)].focus();
    else document.getElementById('results-title')?.focus();
  }, [filters, area]);

  const count = filters.length + (area === null ? 0 : 1);
  if (count === 0) return null;
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
                  pendingFocus.current = { index, before: filters, area };
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
        {area !== null && (
          <li>
            <button
              type="button"
              className="pl-chip pub-chip"
              aria-label={`Quitar el filtro Área: ${area}`}
              onClick={() => {
                pendingFocus.current = { index: filters.length, before: filters, area };
                onRemoveArea();
              }}
            >
              <span>Área: {area}</span>
              <Icon name="close" size={14} />
            </button>
          </li>
        )}
      </ul>
      {count > 1 && (
        <Button variant="link" onClick={onClear}>
          Quitar todos
        </Button>
      )}
      {/* The area is apart from the five. */}
      {filters.length > 0 && <p className="pub-chips__note pub-muted">Hasta {HOME_MAX_FILTERS} filtros: si agregás otro, se quita el más antiguo.</p>}
    </section>
  );
}
