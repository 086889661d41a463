import type { CSSProperties } from 'react';

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

/** A small square with a short stroke; orientation 0 points up, each step turns 45° clockwise. */
export function Symbol({ orientation, large = false }: { orientation: number; large?: boolean }) {
  return <span className={`tt-sym${large ? ' tt-sym--large' : ''}`} style={{ '--a': `${orientation * 45}deg` } as CSSProperties} aria-hidden="true" />;
}
