export const SHAPE_KINDS = ['triangle', 'square', 'pentagon', 'hexagon', 'circle'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/** One figure of a cell in the 100 × 100 box: the server's model, never sent as such. */
export interface DrawnShape {
  kind: ShapeKind;
  cx: number;
  cy: number;
  /** The radius of its corners, or with `even`, half the side of the square it fills. */
  r: number;
  fill: string;
  even: boolean;
}

/**
 * Where a component's figures sit in the 100 × 100 cell, and how large its sizes draw. The '-large'
 * layouts are the attempts' own items': every figure at least 24 px on a phone.
 */
export type LayoutKind = 'center' | 'grid2' | 'grid3' | 'left' | 'right' | 'out' | 'in-grid2' | 'grid2-large' | 'grid3-large' | 'left-large' | 'right-large';

interface Layout {
  /** Slot centres; ring order for grid layouts (a position progression rotates along it). */
  slots: [number, number][];
  /** Radius at size 1. */
  radius: number;
  /** Size scales, smallest first. */
  sizes: number[];
  /** Shades this layout may use (indexes of SHADES). */
  shades: number[];
  /**
   * Whether every shape fills the same square (2 radii wide) whatever its kind; else the radius is
   * the corners' own, and a square draws smaller than a circle.
   */
  even?: true;
}

/**
 * Each size at least 12% larger than the one before (a person must see a size change at a glance;
 * steps of 0.1 were 11% at the top, and the outline's 5%). Only the drawing uses these scales: the
 * set's items and answers are sizes by index, unchanged.
 */
const GENERAL_SIZES = [0.42, 0.49, 0.57, 0.66, 0.77, 0.9];

/**
 * The own items' sizes, as radii of the square each figure fills: its narrower side (a triangle's
 * height, a hexagon's width, √3 radii) is at least 22 units, 24 px in the 109 px cells of a 360 px
 * screen (README), and each size at least 12% larger than the one before.
 */
const LARGE_SIZES = [12.8, 14.6, 16.6, 18.9, 21.5];

/** A 3 × 3 grid's centres, row by row: the frozen set's and the own items' grids share them. */
const GRID3_SLOTS: [number, number][] = [18, 50, 82].flatMap((y) => [18, 50, 82].map((x): [number, number] => [x, y]));

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
    slots: GRID3_SLOTS,
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
  // The own items' layouts: fewer sizes where the figures share the cell.
  'left-large': { slots: [[25, 50]], radius: 1, sizes: LARGE_SIZES, shades: [0, 1, 2, 3, 4, 5], even: true },
  'right-large': { slots: [[75, 50]], radius: 1, sizes: LARGE_SIZES, shades: [0, 1, 2, 3, 4, 5], even: true },
  'grid2-large': {
    slots: [
      [27, 27],
      [73, 27],
      [73, 73],
      [27, 73],
    ],
    radius: 1,
    sizes: LARGE_SIZES,
    shades: [0, 1, 2, 3, 4, 5],
    even: true,
  },
  'grid3-large': {
    slots: GRID3_SLOTS,
    radius: 1,
    sizes: LARGE_SIZES.slice(0, 2),
    shades: [0, 1, 2, 3, 4, 5],
    even: true,
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
      return [{ kind: SHAPE_KINDS[component.type], cx, cy, r, fill: SHADES[layout.shades[component.color]], even: layout.even === true }];
    });
  });
}

const SIDES: Record<Exclude<ShapeKind, 'circle'>, number> = { triangle: 3, square: 4, pentagon: 5, hexagon: 6 };

/**
 * A polygon's corners, or null for a circle: a point up, except the square, which sits flat. An
 * `even` figure is as wide or as tall as its square and centred in it (a triangle moves down a
 * quarter of its radius).
 */
export function outlineCorners(shape: DrawnShape): [number, number][] | null {
  if (shape.kind === 'circle') return null;
  const sides = SIDES[shape.kind];
  const start = -Math.PI / 2 + (sides === 4 ? Math.PI / 4 : 0);
  const angles = Array.from({ length: sides }, (_, index) => start + (index * 2 * Math.PI) / sides);
  const [xs, ys] = [angles.map(Math.cos), angles.map(Math.sin)];
  const halfHeight = (Math.max(...ys) - Math.min(...ys)) / 2;
  const radius = shape.even ? shape.r / Math.max(Math.max(...xs), halfHeight) : shape.r;
  const shift = shape.even ? (-(Math.min(...ys) + Math.max(...ys)) / 2) * radius : 0;
  return angles.map((_, index) => [shape.cx + radius * xs[index], shape.cy + shift + radius * ys[index]]);
}
