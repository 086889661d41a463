import type { MatrixPanel } from '@postulate/contracts';
import { SeededRandom } from '../random.js';
import {
  LAYOUTS,
  SHADES,
  SHAPE_KINDS,
  drawCell,
  outlineCorners,
  popCount,
  type Cell,
  type DrawnShape,
  type LayoutKind,
  type ShapeKind,
} from './matrix-model.js';

const STROKE = '#1e293b';

/** Up to a quarter of a unit (a quarter of a pixel on a phone): invisible, but no two drawings are the same text. */
const jitter = (random: SeededRandom) => (random.next() - 0.5) / 2;

const point = (x: number, y: number) => `${x.toFixed(2)} ${y.toFixed(2)}`;

/** The outline as a path: polygon corners from a random corner in a random direction; a circle as two arcs. */
function outlinePath(shape: DrawnShape, random: SeededRandom): string {
  const { cx, cy, r } = shape;
  const corners = outlineCorners(shape);
  if (!corners) {
    const angle = random.next() * 2 * Math.PI;
    const radius = r + jitter(random);
    const [dx, dy] = [radius * Math.cos(angle), radius * Math.sin(angle)];
    const arc = (x: number, y: number) => `A ${radius.toFixed(2)} ${radius.toFixed(2)} 0 1 0 ${point(x, y)}`;
    return `M ${point(cx + dx, cy + dy)} ${arc(cx - dx, cy - dy)} ${arc(cx + dx, cy + dy)} Z`;
  }
  const points = corners.map(([x, y]) => point(x + jitter(random), y + jitter(random)));
  const first = random.int(points.length);
  const ordered = [...points.slice(first), ...points.slice(0, first)];
  if (random.next() < 0.5) ordered.reverse();
  return `M ${ordered.join(' L ')} Z`;
}

/**
 * One cell as an SVG data URI: unnamed paths, each layer's figures in a random order. `random`
 * comes from the attempt's seed, so a resumed attempt gets the same images.
 */
export function panelImage(layers: DrawnShape[][], random: SeededRandom): string {
  const paths = layers.flatMap((layer) =>
    random.shuffle(layer).map((shape) => `<path d="${outlinePath(shape, random)}" fill="${shape.fill}" stroke="${STROKE}" stroke-width="1.6"/>`),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${paths.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const KIND_WORDS: Record<ShapeKind, [string, string]> = {
  triangle: ['triángulo', 'triángulos'],
  square: ['cuadrado', 'cuadrados'],
  pentagon: ['pentágono', 'pentágonos'],
  hexagon: ['hexágono', 'hexágonos'],
  circle: ['círculo', 'círculos'],
};

/** Size words, smallest first, by how many sizes the layout has. */
const SIZE_WORDS: Record<number, [string, string][]> = {
  6: [
    ['muy pequeño', 'muy pequeños'],
    ['pequeño', 'pequeños'],
    ['mediano', 'medianos'],
    ['grande', 'grandes'],
    ['muy grande', 'muy grandes'],
    ['enorme', 'enormes'],
  ],
  5: [
    ['muy pequeño', 'muy pequeños'],
    ['pequeño', 'pequeños'],
    ['mediano', 'medianos'],
    ['grande', 'grandes'],
    ['muy grande', 'muy grandes'],
  ],
  4: [
    ['pequeño', 'pequeños'],
    ['mediano', 'medianos'],
    ['grande', 'grandes'],
    ['muy grande', 'muy grandes'],
  ],
  3: [
    ['pequeño', 'pequeños'],
    ['mediano', 'medianos'],
    ['grande', 'grandes'],
  ],
  2: [
    ['pequeño', 'pequeños'],
    ['grande', 'grandes'],
  ],
};

/** The six shades of SHADES, white (0) to black (5); compound greys stay invariable in the plural. */
const SHADE_WORDS: [string, string][] = [
  ['blanco', 'blancos'],
  ['gris muy claro', 'gris muy claro'],
  ['gris claro', 'gris claro'],
  ['gris medio', 'gris medio'],
  ['gris oscuro', 'gris oscuro'],
  ['negro', 'negros'],
];

const GRID3_WORDS = [
  'arriba a la izquierda',
  'arriba en el centro',
  'arriba a la derecha',
  'en el medio a la izquierda',
  'en el centro',
  'en el medio a la derecha',
  'abajo a la izquierda',
  'abajo en el centro',
  'abajo a la derecha',
];

const SLOT_WORDS: Record<LayoutKind, string[]> = {
  center: ['en el centro'],
  left: ['a la izquierda'],
  right: ['a la derecha'],
  out: ['alrededor'],
  grid2: ['arriba a la izquierda', 'arriba a la derecha', 'abajo a la derecha', 'abajo a la izquierda'],
  'in-grid2': ['arriba a la izquierda', 'arriba a la derecha', 'abajo a la derecha', 'abajo a la izquierda'],
  'left-large': ['a la izquierda'],
  'right-large': ['a la derecha'],
  'grid2-large': ['arriba a la izquierda', 'arriba a la derecha', 'abajo a la derecha', 'abajo a la izquierda'],
  'grid3-large': GRID3_WORDS,
  grid3: GRID3_WORDS,
};

const COUNT_WORDS = ['', 'Un', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve'];

const list = (words: string[]) => (words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`);

/**
 * A cell in words, component by component: how many figures, which shape, size and shade (each
 * with its place on its scale, as the rules count them: sizes from 1, shades from 0, white), and
 * where. For instance 'Un hexágono grande (tamaño 4 de 6), gris oscuro (tono 4 de 5), arriba a la
 * izquierda.'
 */
export function describeCell(layouts: LayoutKind[], cell: Cell): string {
  return cell.components
    .map((component, index) => {
      const kind = layouts[index];
      const layout = LAYOUTS[kind];
      const count = popCount(component.positions);
      const form = count === 1 ? 0 : 1;
      const shade = layout.shades[component.color];
      const size = `${SIZE_WORDS[layout.sizes.length][component.size][form]} (tamaño ${component.size + 1} de ${layout.sizes.length})`;
      const tone = `${SHADE_WORDS[shade][form]} (tono ${shade} de ${SHADES.length - 1})`;
      const places = SLOT_WORDS[kind].filter((_, slot) => component.positions & (1 << slot));
      const figures = `${COUNT_WORDS[count].toLowerCase()} ${KIND_WORDS[SHAPE_KINDS[component.type]][form]} ${size}, ${tone}`;
      if (kind === 'out') return `Un contorno: ${figures}.`;
      const sentence = count === 1 ? `${figures}, ${places[0]}` : `${figures}: ${list(places)}`;
      const text = kind === 'in-grid2' ? `Dentro, ${sentence}` : sentence;
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    })
    .join(' ');
}

/** One cell for the browser: its image, and its description in the accessible format only. */
export function drawPanel(layouts: LayoutKind[], cell: Cell, random: SeededRandom, accessible: boolean): MatrixPanel {
  const image = panelImage(drawCell(layouts, cell), random);
  return accessible ? { image, description: describeCell(layouts, cell) } : { image };
}
