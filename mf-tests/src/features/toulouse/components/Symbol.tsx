export const DIRECTIONS = [
  'arriba',
  'arriba a la derecha',
  'derecha',
  'abajo a la derecha',
  'abajo',
  'abajo a la izquierda',
  'izquierda',
  'arriba a la izquierda',
];

/** Classes drawing a symbol (tests.css): orientation 0 points up, each step turns 45° clockwise. */
export const symbolClass = (orientation: number) => `tt-sym tt-sym--${orientation}`;

/** A small square with a short stroke, as a picture on its own (examples and models). */
export function Symbol({ orientation, large = false }: { orientation: number; large?: boolean }) {
  return <span className={`${symbolClass(orientation)}${large ? ' tt-sym--large' : ''}`} aria-hidden="true" />;
}
