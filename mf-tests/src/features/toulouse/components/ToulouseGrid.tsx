import { memo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { DIRECTIONS, symbolClass } from './Symbol';

type CellState = 'open' | 'selected' | 'passed';

interface CellProps {
  index: number;
  row: number;
  column: number;
  orientation: number;
  state: CellState;
  focusable: boolean;
}

/** Only the cells whose state changed re-render on a click. The cell draws its symbol itself. */
const Cell = memo(function Cell({ index, row, column, orientation, state, focusable }: CellProps) {
  const label = `Fila ${row + 1}, columna ${column + 1}: trazo hacia ${DIRECTIONS[orientation]}${state === 'passed' ? ', pasado' : ''}`;
  return (
    <span
      role="gridcell"
      className={`${symbolClass(orientation)} tt-cell tt-cell--${state}`}
      data-index={index}
      tabIndex={focusable ? 0 : -1}
      aria-selected={state === 'selected'}
      aria-disabled={state === 'passed' || undefined}
      aria-label={label}
    />
  );
});

interface RowProps {
  row: number;
  cols: number;
  orientations: number[];
  /** One character per column, '1' where the cell is selected: a string, so an unchanged row compares equal. */
  selectedMask: string;
  /** Cells of this row before this column are passed (0 when none is, cols when all are). */
  passedBefore: number;
  /** Column of the focusable cell, -1 when it is in another row. */
  focusColumn: number;
}

/**
 * A click changes one or two rows; the other rows skip rendering altogether, so React does not
 * walk all 1,200 cells on every click.
 */
const Row = memo(function Row({ row, cols, orientations, selectedMask, passedBefore, focusColumn }: RowProps) {
  return (
    <div role="row" className="tt-row" aria-rowindex={row + 1}>
      {Array.from({ length: cols }, (_, column) => {
        const index = row * cols + column;
        const state: CellState = selectedMask[column] === '1' ? 'selected' : column < passedBefore ? 'passed' : 'open';
        return <Cell key={index} index={index} row={row} column={column} orientation={orientations[index]} state={state} focusable={column === focusColumn} />;
      })}
    </div>
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
 * focusable cell (roving tabindex), Enter or Space selects it. It pans inside its own box
 * (tests.css), which follows the focused cell.
 */
export function ToulouseGrid({ rows, cols, orientations, selected, furthest, onSelect, disabled }: ToulouseGridProps) {
  const [focus, setFocus] = useState(() => Math.min(orientations.length - 1, furthest + 1));
  const container = useRef<HTMLDivElement>(null);

  const cellAt = (target: EventTarget) => (target as HTMLElement).closest<HTMLElement>('[data-index]');
  const cellOf = (target: EventTarget) => {
    const cell = cellAt(target);
    return cell ? Number(cell.dataset.index) : null;
  };

  // The press does not move focus; the click does, with the mark. Focus moved on the press costs a
  // frame of its own, and a click landing while that frame is under way waits for the next one.
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (cellAt(event.target)) event.preventDefault();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = cellAt(event.target);
    if (!cell) return;
    const index = Number(cell.dataset.index);
    cell.focus({ preventScroll: true });
    setFocus(index);
    if (!disabled) onSelect(index);
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
    const cell = container.current?.querySelector<HTMLElement>(`[data-index="${next}"]`);
    // The grid is wider and taller than a phone's screen: its box pans just enough to show the cell.
    cell?.focus({ preventScroll: true });
    cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className="tt-grid-scroll">
      <div
        ref={container}
        role="grid"
        aria-label="Grilla de símbolos"
        aria-rowcount={rows}
        aria-colcount={cols}
        className="tt-grid"
        onMouseDown={onMouseDown}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: rows }, (_, row) => {
          const first = row * cols;
          let selectedMask = '';
          for (let column = 0; column < cols; column += 1) selectedMask += selected.has(first + column) ? '1' : '0';
          return (
            <Row
              key={row}
              row={row}
              cols={cols}
              orientations={orientations}
              selectedMask={selectedMask}
              passedBefore={Math.min(cols, Math.max(0, furthest - first))}
              focusColumn={focus >= first && focus < first + cols ? focus - first : -1}
            />
          );
        })}
      </div>
    </div>
  );
}
