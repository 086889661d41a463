export const SHAPE_KINDS = ['triangle', 'square', 'pentagon', 'hexagon', 'circle'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/** One figure of a cell in the 100 × 100 box: the server's model, never sent as such. */
export interface DrawnShape {
  kind: ShapeKind;
  cx: number;
  cy: number;
  r: number;
  fill: string;
}

/** Where a component's figures sit in the 100 × 100 cell, and how large its sizes draw. */
export type LayoutKind = 'center' | 'grid2' | 'grid3' | 'left' | 'right' | 'out' | 'in-grid2';

interface Layout {
  /** Slot centres; ring order for grid layouts (a position progression rotates along it). */
  slots: [number, number][];
  /** Radius at size 1. */
  radius: number;
  /** Size scales, smallest first. */
  sizes: number[];
  /** Shades this layout may use (indexes of SHADES). */
  shades: number[];
}

/**
 * Each size at least 12% larger than the one before (a person must see a size change at a glance;
 * steps of 0.1 were 11% at the top, and the outline's 5%). Only the drawing uses these scales: the
 * set's items and answers are sizes by index, unchanged.
 */
const GENERAL_SIZES = [0.42, 0.49, 0.57, 0.66, 0.77, 0.9];

export const LAYOUTS: Record<LayoutKind, Layout> = {
  center: { slots: [[50, 50]], radius: 42, sizes: GENERAL_SIZES, shades: [0, 1, 2, 3, 4, 5] },
  left: { slots: [[27, 50]], radius: 22, sizes: GENERAL_SIZES, shades: [0, 1, 2, 3, 4, 5] },
  right: { slots: [[73, 50]], radius: 22, sizes: GENERAL_SIZES, shades: [0, 1, 2, 3, 4, 5] },
  grid2: {
    slots: [
      [28, 28],
      [72, 28],
      [72, 72],
      [28, 72],
    ],
    radius: 20,
    sizes: GENERAL_SIZES,
    shades: [0, 1, 2, 3, 4, 5],
  },
  grid3: {
    slots: [
      [18, 18],
      [50, 18],
      [82, 18],
      [18, 50],
      [50, 50],
      [82, 50],
      [18, 82],
      [50, 82],
      [82, 82],
    ],
    radius: 14,
    sizes: GENERAL_SIZES,
    shades: [0, 1, 2, 3, 4, 5],
  },
  // A large white outline holding a small 2 × 2 grid: the inner figures stay inside any outer shape
  // at its smallest size (cards-set.spec.ts checks the geometry).
  out: { slots: [[50, 50]], radius: 47, sizes: [0.64, 0.74, 0.86, 1], shades: [0] },
  'in-grid2': {
    slots: [
      [45, 47],
      [55, 47],
      [55, 57],
      [45, 57],
    ],
    radius: 5.5,
    sizes: [0.6, 0.8, 1],
    shades: [0, 1, 2, 3, 4, 5],
  },
};

/** Six shades from white to near black, far enough apart to tell at a glance. */
export const SHADES = ['#ffffff', '#d4d4d4', '#a3a3a3', '#737373', '#404040', '#111111'];

export const isGrid = (layout: LayoutKind) => LAYOUTS[layout].slots.length > 1;

/** One component of a cell: figures of one shape, size and shade at the occupied slots. */
export interface ComponentValue {
  type: number;
  size: number;
  color: number;
  /** Occupied slots as a bit mask over the layout's slots (1 for single-slot layouts). */
  positions: number;
}

export interface Cell {
  components: ComponentValue[];
}

export const popCount = (mask: number) => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
};

/** Moves every occupied slot `by` places along the layout's ring. */
export function rotateMask(mask: number, by: number, slots: number): number {
  let rotated = 0;
  for (let slot = 0; slot < slots; slot += 1) if (mask & (1 << slot)) rotated |= 1 << ((slot + by) % slots);
  return rotated;
}

/** The figures of one cell, component by component (matrix-drawing.ts turns them into an image). */
export function drawCell(layouts: LayoutKind[], cell: Cell): DrawnShape[][] {
  return cell.components.map((component, index) => {
    const layout = LAYOUTS[layouts[index]];
    return layout.slots.flatMap(([cx, cy], slot): DrawnShape[] => {
      if (!(component.positions & (1 << slot))) return [];
      const r = Math.round(layout.radius * layout.sizes[component.size] * 10) / 10;
      return [{ kind: SHAPE_KINDS[component.type], cx, cy, r, fill: SHADES[layout.shades[component.color]] }];
    });
  });
}

