import { LAYOUTS, isGrid, popCount, rotateMask, type Cell, type LayoutKind } from './matrix-model.js';

/**
 * A rule solver written apart from the generator: it knows the rule families a person is told
 * about (constant, progression, arithmetic, distribute-three) and, for every option, checks that
 * each attribute of the completed matrix follows one rule in all three rows.
 */

type Rows = [number, number, number][];

const rowsOf = (values: number[]): Rows => [0, 1, 2].map((row) => [values[row * 3], values[row * 3 + 1], values[row * 3 + 2]] as [number, number, number]);

type Check = (row: [number, number, number], first: [number, number, number], rowIndex: number) => boolean;

/**
 * Rule checks on numbers; `offset` is where arithmetic starts counting (size 1 is the smallest),
 * null for shapes, which do not add up.
 */
function numericChecks(offset: number | null): Check[] {
  const checks: Check[] = [([a, b, c]) => a === b && b === c];
  for (const step of [-2, -1, 1, 2]) checks.push(([a, b, c]) => b - a === step && c - b === step);
  if (offset !== null) {
    checks.push(([a, b, c]) => c + offset === a + offset + (b + offset) && b + offset > 0);
    checks.push(([a, b, c]) => c + offset === a + offset - (b + offset) && b + offset > 0);
  }
  checks.push(...distributeChecks());
  return checks;
}

function distributeChecks(): Check[] {
  return [1, 2].map(
    (shift): Check =>
      (row, first, rowIndex) =>
        new Set(first).size === 3 && row.every((value, column) => value === first[(column + rowIndex * shift) % 3]),
  );
}

function positionChecks(slots: number): Check[] {
  const checks: Check[] = [([a, b, c]) => a === b && b === c];
  for (let by = 1; by < slots; by += 1) {
    checks.push(([a, b, c]) => b === rotateMask(a, by, slots) && c === rotateMask(b, by, slots) && a !== b);
  }
  checks.push(([a, b, c]) => c === (a | b) && c !== a && c !== b);
  checks.push(([a, b, c]) => c === (a & ~b) && c !== a && c !== 0);
  checks.push(...distributeChecks());
  return checks;
}

const holds = (check: Check, rows: Rows) => rows.every((row, index) => check(row, rows[0], index));

const anyHolds = (checks: Check[], rows: Rows) => checks.some((check) => holds(check, rows));

function componentFits(layout: LayoutKind, cells: Cell[], index: number): boolean {
  const values = (pick: (cell: Cell) => number) => rowsOf(cells.map(pick));
  const component = (cell: Cell) => cell.components[index];
  if (
    !anyHolds(
      numericChecks(null),
      values((cell) => component(cell).type),
    )
  )
    return false;
  if (
    !anyHolds(
      numericChecks(1),
      values((cell) => component(cell).size),
    )
  )
    return false;
  if (
    !anyHolds(
      numericChecks(0),
      values((cell) => component(cell).color),
    )
  )
    return false;
  if (!isGrid(layout)) return true;
  // Where the figures sit matters only if rows 1 and 2 show a pattern in it; else only how many.
  const slots = LAYOUTS[layout].slots.length;
  const positions = values((cell) => component(cell).positions);
  if (anyHolds(positionChecks(slots), positions.slice(0, 2))) return anyHolds(positionChecks(slots), positions);
  return anyHolds(
    numericChecks(0),
    values((cell) => popCount(component(cell).positions)),
  );
}

/** Indexes of the options that complete the matrix (eight given cells, row by row). */
export function fittingOptions(layouts: LayoutKind[], context: Cell[], options: Cell[]): number[] {
  return options.flatMap((option, index) => {
    const cells = [...context, option];
    return layouts.every((layout, component) => componentFits(layout, cells, component)) ? [index] : [];
  });
}
