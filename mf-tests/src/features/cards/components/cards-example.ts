import type { MatrixPanel } from '@postulate/contracts';

/** The intro's worked example (not one of the 36): each row keeps its shade, sizes grow left to right. */
const SHADES = [
  { fill: '#ffffff', words: 'blanco' },
  { fill: '#a3a3a3', words: 'gris medio' },
  { fill: '#404040', words: 'gris oscuro' },
];
const SIZES = [
  { r: 16, words: 'pequeño' },
  { r: 26, words: 'mediano' },
  { r: 36, words: 'grande' },
];

/** Drawn here like the server draws the matrices: an SVG image. */
const image = (shape: string, fill: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${shape.replace('/>', ` fill="${fill}" stroke="#1e293b" stroke-width="1.6"/>`)}</svg>`)}`;

const circle = (size: number, shade: number): MatrixPanel => ({
  image: image(`<circle cx="50" cy="50" r="${SIZES[size].r}"/>`, SHADES[shade].fill),
  description: `Un círculo ${SIZES[size].words}, ${SHADES[shade].words}.`,
});

export const EXAMPLE_MATRIX: MatrixPanel[] = [0, 1, 2].flatMap((shade) => [0, 1, 2].map((size) => circle(size, shade))).slice(0, 8);

export const EXAMPLE_OPTIONS: MatrixPanel[] = [
  circle(0, 2),
  circle(2, 0),
  { image: image('<rect x="24.5" y="24.5" width="51" height="51"/>', SHADES[2].fill), description: 'Un cuadrado grande, gris oscuro.' },
  circle(2, 2),
  circle(1, 1),
  { image: image('<polygon points="50,19 81.2,73 18.8,73"/>', SHADES[2].fill), description: 'Un triángulo grande, gris oscuro.' },
];

/** 1-based, as the candidate counts. */
export const EXAMPLE_ANSWER = 4;
