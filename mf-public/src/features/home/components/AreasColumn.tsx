import type { AreaCount } from '@postulate/contracts';
import { useIsMobile } from '@postulate/ui';

/**
 * Every area with, when it has published ads, how many. On a phone it comes before the ads,
 * folded, so the ads are one scroll away and the areas one tap.
 */
export function AreasColumn({ areas }: { areas: AreaCount[] | undefined }) {
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
            {areas.map((area) => (
              <li key={area.id}>
                <span>{area.name}</span>
                {area.qtyAvisos > 0 && (
                  <span className="pl-badge">
                    {area.qtyAvisos}
                    <span className="pl-visually-hidden">{area.qtyAvisos === 1 ? ' aviso' : ' avisos'}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </details>
    </aside>
  );
}
