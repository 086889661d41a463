import type { AreaCount } from '@postulate/contracts';

/** Every area with, when it has published ads, how many. */
export function AreasColumn({ areas }: { areas: AreaCount[] | undefined }) {
  return (
    <aside className="pub-areas pl-card" aria-labelledby="areas-title">
      <h2 id="areas-title" className="pub-side-title">
        Áreas
      </h2>
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
    </aside>
  );
}
