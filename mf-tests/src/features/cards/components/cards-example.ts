import type { DrawnShape, MatrixPanel } from '@postulate/contracts';

/** The intro's worked example (not one of the 36): each row keeps its shade, sizes grow left to right. */
const circle = (r: number, fill: string): MatrixPanel => ({ shapes: [{ kind: 'circle', cx: 50, cy: 50, r, fill } satisfies DrawnShape] });
const SHADES = ['#ffffff', '#a3a3a3', '#404040'];
const SIZES = [16, 26, 36];

export const EXAMPLE_MATRIX: MatrixPanel[] = SHADES.flatMap((fill, row) => SIZES.map((r) => circle(r, fill)).slice(0, row === 2 ? 2 : 3));

export const EXAMPLE_OPTIONS: MatrixPanel[] = [
  circle(16, '#404040'),
  circle(36, '#ffffff'),
  { shapes: [{ kind: 'square', cx: 50, cy: 50, r: 36, fill: '#404040' }] },
  circle(36, '#404040'),
  circle(26, '#a3a3a3'),
  { shapes: [{ kind: 'triangle', cx: 50, cy: 55, r: 36, fill: '#404040' }] },
];

/** 1-based, as the candidate counts. */
export const EXAMPLE_ANSWER = 4;
