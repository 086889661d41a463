import type { DrawnShape, MatrixPanel } from '@postulate/contracts';

const SIDES = { triangle: 3, square: 4, pentagon: 5, hexagon: 6 } as const;

/** Regular polygon around (cx, cy); a point up, except the square, which sits flat. */
function points(sides: number, cx: number, cy: number, r: number): string {
  const start = -Math.PI / 2 + (sides === 4 ? Math.PI / 4 : 0);
  return Array.from({ length: sides }, (_, index) => {
    const angle = start + (index * 2 * Math.PI) / sides;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

function Shape({ shape }: { shape: DrawnShape }) {
  const common = { fill: shape.fill, stroke: '#1e293b', strokeWidth: 1.6 };
  if (shape.kind === 'circle') return <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...common} />;
  return <polygon points={points(SIDES[shape.kind], shape.cx, shape.cy, shape.r)} {...common} />;
}

/** One cell of a matrix, drawn from the server's description. */
export function MatrixFigure({ panel, label }: { panel: MatrixPanel; label?: string }) {
  return (
    <svg className="tt-figure" viewBox="0 0 100 100" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {panel.shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}

/** The 3 × 3 matrix: eight cells and the empty one to complete. */
export function Matrix({ cells, label, answer }: { cells: MatrixPanel[]; label: string; answer?: MatrixPanel }) {
  return (
    <div className="tt-matrix" role="img" aria-label={label}>
      {cells.map((panel, index) => (
        <div key={index} className="tt-matrix__cell">
          <MatrixFigure panel={panel} />
        </div>
      ))}
      <div className="tt-matrix__cell tt-matrix__cell--missing">
        {answer ? <MatrixFigure panel={answer} /> : <span aria-hidden="true">?</span>}
      </div>
    </div>
  );
}
