import type { MatrixPanel } from '@postulate/contracts';

/**
 * One cell of a matrix: the server's image. Its name is `label` (a neutral place, 'Opción 3'),
 * followed by the figures in words when the panel carries a description (the accessible format).
 */
export function MatrixFigure({ panel, label }: { panel: MatrixPanel; label: string }) {
  const name = panel.description ? `${label}: ${panel.description}` : label;
  return <img className="tt-figure" src={panel.image} alt={name} />;
}

/** The 3 × 3 matrix: eight cells, named by row and column, and the empty one to complete. */
export function Matrix({ cells, label }: { cells: MatrixPanel[]; label: string }) {
  const place = (index: number) => `Fila ${Math.floor(index / 3) + 1}, columna ${(index % 3) + 1}`;
  return (
    <div className="tt-matrix" role="group" aria-label={label}>
      {cells.map((panel, index) => (
        <div key={index} className="tt-matrix__cell">
          <MatrixFigure panel={panel} label={place(index)} />
        </div>
      ))}
      <div className="tt-matrix__cell tt-matrix__cell--missing" role="img" aria-label={`${place(8)}: la celda que falta completar`}>
        <span aria-hidden="true">?</span>
      </div>
    </div>
  );
}
