import { memo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { DIRECTIONS, Symbol } from './Symbol';

type CellState = 'open' | 'selected' | 'passed';

interface CellProps {
  index: number;
  row: number;
  column: number;
  orientation: number;
  state: CellState;
  focusable: boolean;
}

/** Only the cells whose state changed re-render on a click: the grid stays instant at 1,200 cells. */
const Cell = memo(function Cell({ index, row, column, orientation, state, focusable }: CellProps) {
  const label = `Fila ${row + 1}, columna ${column + 1}: trazo hacia ${DIRECTIONS[orientation]}${state === 'passed' ? ', pasado' : ''}`;
  return (
    <span
      role="gridcell"
      className={`tt-cell tt-cell--${state}`}
      data-index={index}
      tabIndex={focusable ? 0 : -1}
      aria-selected={state === 'selected'}
      aria-disabled={state === 'passed' || undefined}
      aria-label={label}
    >
      <Symbol orientation={orientation} />
    </span>
  );
});

interface ToulouseGridProps {
  rows: number;
  cols: number;
  orientations: number[];
  selected: ReadonlySet<number>;
  /** Furthest cell clicked; every unclicked cell before it is passed. */
  furthest: number;
  onSelect: (cell: number) => void;
  disabled: boolean;
}

const KEY_STEPS: Record<string, (cols: number) => number> = {
  ArrowRight: () => 1,
  ArrowLeft: () => -1,
  ArrowDown: (cols) => cols,
  ArrowUp: (cols) => -cols,
};

/**
 * The 40 × 30 grid as an ARIA grid: one click handler for all cells, arrow keys move a single
 * focusable cell (roving tabindex), Enter or Space selects it.
 */
export function ToulouseGrid({ rows, cols, orientations, selected, furthest, onSelect, disabled }: ToulouseGridProps) {
  const [focus, setFocus] = useState(() => Math.min(orientations.length - 1, furthest + 1));
  const container = useRef<HTMLDivElement>(null);

  const cellOf = (target: EventTarget) => {
    const cell = (target as HTMLElement).closest<HTMLElement>('[data-index]');
    return cell ? Number(cell.dataset.index) : null;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = cellOf(event.target);
    if (index === null || disabled) return;
    setFocus(index);
    onSelect(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = cellOf(event.target);
    if (index === null) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!disabled) onSelect(index);
      return;
    }
    const step = KEY_STEPS[event.key];
    const next = event.key === 'Home' ? index - (index % cols) : event.key === 'End' ? index - (index % cols) + cols - 1 : step ? index + step(cols) : null;
    if (next === null || next < 0 || next >= orientations.length) return;
    event.preventDefault();
    setFocus(next);
    container.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
  };

  return (
    <div className="tt-grid-scroll">
      <div ref={container} role="grid" aria-label="Grilla de símbolos" aria-rowcount={rows} aria-colcount={cols} className="tt-grid" onClick={onClick} onKeyDown={onKeyDown}>
        {Array.from({ length: rows }, (_, row) => (
          <div role="row" key={row} className="tt-row" aria-rowindex={row + 1}>
            {Array.from({ length: cols }, (_, column) => {
              const index = row * cols + column;
              const state: CellState = selected.has(index) ? 'selected' : index < furthest ? 'passed' : 'open';
              return (
                <Cell
                  key={index}
                  index={index}
                  row={row}
                  column={column}
                  orientation={orientations[index]}
                  state={state}
                  focusable={index === focus}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
