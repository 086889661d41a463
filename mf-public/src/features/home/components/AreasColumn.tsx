import type { AreaCount, HomeFacets } from '@postulate/contracts';
import { useIsMobile } from '@postulate/ui';
import { countText } from '../stores/home-filters';

interface AreasColumnProps {
  areas: AreaCount[] | undefined;
  /** Per area, the ads of the current search it would leave: shown instead of the published ads. */
  counts: HomeFacets['area'] | undefined;
  /** Its counts are estimates (the answer's `estimados`). */
  estimated: boolean;
  /** The area the results are narrowed to, if any. */
  selected: number | null;
  /** Narrows the results to an area; choosing the selected one again shows every area. */
  onSelect: (area: number | null) => void;
}

/**
 * Every area with, when it has ads, how many (of the current search, once there is one); choosing
 * one narrows the results to it. On
 * a phone it comes before the ads, folded, so the ads are one scroll away and the areas one tap.
 */
export function AreasColumn({ areas, counts, estimated, selected, onSelect }: AreasColumnProps) {
  const isMobile = useIsMobile();
  return (
    <aside className="pub-areas pl-card" aria-labelledby="areas-title">
      <details className="pub-areas__fold" open={isMobile ? undefined : true}>
        <summary className="pub-areas__summary">
          <h2 id="areas-title" className="pub-side-title">
            Áreas
          </h2>
        </summary>
        {areas === undefined ? (
          <p className="pub-muted">Cargando...</p>
        ) : (
          <ul className="pub-areas__list">
            {areas.map((area) => {
              const qty = counts?.find((count) => count.value === area.id)?.count ?? area.qtyAvisos;
              return (
                <li key={area.id}>
                  <button
                    type="button"
                    className="pub-areas__item"
                    aria-pressed={area.id === selected}
                    onClick={() => onSelect(area.id === selected ? null : area.id)}
                  >
                    <span>{area.name}</span>
                    {qty > 0 && (
                      <span className="pl-badge">
                        {countText(qty, estimated && counts !== undefined)}
                        <span className="pl-visually-hidden">{qty === 1 ? ' aviso' : ' avisos'}</span>
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </details>
    </aside>
  );
}
