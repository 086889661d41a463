import { CARDS } from '@postulate/contracts';
import { SeededRandom } from '../random.js';
import { LAYOUTS, isGrid, popCount, rotateMask, type Cell, type ComponentValue, type LayoutKind } from './matrix-model.js';
import { fittingOptions } from './matrix-solver.js';

type Attribute = 'type' | 'size' | 'color' | 'number' | 'position';
type RuleKind = 'progression' | 'arithmetic' | 'distribute';
type Rule = { kind: 'constant' } | { kind: 'progression'; step: number } | { kind: 'arithmetic'; add: boolean } | { kind: 'distribute'; shift: 1 | 2 };

export interface MatrixItem {
  id: number;
  layouts: LayoutKind[];
  /** The eight given cells, row by row. */
  context: Cell[];
  /** In the order shown. */
  options: Cell[];
  /** 1 to 8. */
  answer: number;
  /** What makes it as hard as it is; an attempt's own item n is generated to the same plan. */
  plan: ItemPlan;
}

/** An item's structure: its layouts, what each grid varies, and the kind of rule of each changing attribute. */
export interface ItemPlan {
  layouts: LayoutKind[];
  layoutAttribute: ('number' | 'position' | null)[];
  kinds: RuleKind[];
}

/**
 * The own items' layouts for the frozen set's (every figure at least 24 px on a phone).
 * The outline holding a 2 × 2 grid cannot keep 24 px figures inside a triangle: its items take two
 * figures side by side, with their four or five changing attributes.
 */
const LARGE: Record<LayoutKind, LayoutKind> = {
  center: 'center',
  left: 'left-large',
  right: 'right-large',
  grid2: 'grid2-large',
  grid3: 'grid3-large',
  out: 'left-large',
  'in-grid2': 'right-large',
  'left-large': 'left-large',
  'right-large': 'right-large',
  'grid2-large': 'grid2-large',
  'grid3-large': 'grid3-large',
};

/** The plan of an attempt's own item: the frozen item's, on the large layouts. */
export function ownPlan(plan: ItemPlan): ItemPlan {
  const layouts = plan.layouts.map((layout) => LARGE[layout]);
  return { ...plan, layouts, layoutAttribute: layouts.map((layout, index) => (isGrid(layout) ? plan.layoutAttribute[index] : null)) };
}

/** Difficulty rises every six items: more components, more changing attributes, harder rules. */
const TIERS: { layouts: LayoutKind[]; changing: [number, number]; kinds: RuleKind[] }[] = [
  { layouts: ['center'], changing: [1, 1], kinds: ['progression'] },
  { layouts: ['center'], changing: [2, 2], kinds: ['progression', 'distribute', 'arithmetic'] },
  { layouts: ['grid2'], changing: [2, 2], kinds: ['progression', 'distribute', 'arithmetic'] },
  { layouts: ['grid3'], changing: [2, 3], kinds: ['progression', 'distribute', 'arithmetic'] },
  { layouts: ['left', 'right'], changing: [3, 4], kinds: ['progression', 'distribute', 'arithmetic'] },
  { layouts: ['out', 'in-grid2'], changing: [4, 5], kinds: ['progression', 'distribute', 'arithmetic'] },
];

interface Domain {
  min: number;
  max: number;
  /** Where arithmetic starts counting; null: the attribute does not add up. */
  offset: number | null;
  /** Smallest second term of an arithmetic row, so the third cell differs from the first. */
  minTerm: number;
}

function domainOf(layout: LayoutKind, attribute: Exclude<Attribute, 'position'>): Domain {
  const { sizes, shades, slots } = LAYOUTS[layout];
  if (attribute === 'type') return { min: 0, max: 4, offset: null, minTerm: 0 };
  if (attribute === 'size') return { min: 0, max: sizes.length - 1, offset: 1, minTerm: 0 };
  if (attribute === 'color') return { min: 0, max: shades.length - 1, offset: 0, minTerm: 1 };
  return { min: 1, max: slots.length, offset: 0, minTerm: 1 };
}

const rowsToCells = (rows: number[][]) => rows.flat();

function distributeRows(values: number[], shift: 1 | 2): number[] {
  return rowsToCells([0, 1, 2].map((row) => [0, 1, 2].map((column) => values[(column + row * shift) % 3])));
}

/** Nine values following `rule` row by row, or null when the domain cannot hold it. */
function numericValues(rule: Rule, domain: Domain, random: SeededRandom): number[] | null {
  const { min, max, offset, minTerm } = domain;
  const rows: number[][] = [];
  for (let row = 0; row < 3; row += 1) {
    if (rule.kind === 'constant') {
      const value = random.between(min, max);
      rows.push([value, value, value]);
    } else if (rule.kind === 'progression') {
      const low = rule.step > 0 ? min : min - 2 * rule.step;
      const high = rule.step > 0 ? max - 2 * rule.step : max;
      if (low > high) return null;
      const start = random.between(low, high);
      rows.push([start, start + rule.step, start + 2 * rule.step]);
    } else if (rule.kind === 'arithmetic') {
      if (offset === null) return null;
      const found = arithmeticRow(rule.add, domain, offset, minTerm, random);
      if (!found) return null;
      rows.push(found);
    } else {
      if (max - min < 2) return null;
      const values = random.shuffle([...Array(max - min + 1).keys()].map((value) => value + min)).slice(0, 3);
      return distributeRows(values, rule.shift);
    }
  }
  return rowsToCells(rows);
}

function arithmeticRow(add: boolean, { min, max }: Domain, offset: number, minTerm: number, random: SeededRandom): number[] | null {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const a = random.between(min, max);
    const b = random.between(Math.max(min, minTerm), max);
    const c = add ? a + b + offset : a - b - offset;
    if (c >= min && c <= max) return [a, b, c];
  }
  return null;
}

function randomMask(slots: number, count: number, random: SeededRandom): number {
  return random
    .shuffle([...Array(slots).keys()])
    .slice(0, count)
    .reduce((mask, slot) => mask | (1 << slot), 0);
}

const someMask = (slots: number, random: SeededRandom) => randomMask(slots, random.between(1, slots - 1), random);

/** Nine occupied-slot masks following `rule`, or null when this draw does not make a clean row. */
function positionValues(rule: Rule, slots: number, random: SeededRandom): number[] | null {
  if (rule.kind === 'distribute') {
    const masks = new Set<number>();
    while (masks.size < 3) masks.add(someMask(slots, random));
    return distributeRows([...masks], rule.shift);
  }
  const rows: number[][] = [];
  for (let row = 0; row < 3; row += 1) {
    const a = someMask(slots, random);
    if (rule.kind === 'constant') rows.push([a, a, a]);
    else if (rule.kind === 'progression') {
      const b = rotateMask(a, rule.step, slots);
      if (a === b) return null;
      rows.push([a, b, rotateMask(b, rule.step, slots)]);
    } else {
      const b = someMask(slots, random);
      const c = rule.add ? a | b : a & ~b;
      if (c === 0 || c === a || c === b) return null;
      rows.push([a, b, c]);
    }
  }
  return rowsToCells(rows);
}

function ruleFor(kind: RuleKind, attribute: Attribute, layout: LayoutKind, tier: number, random: SeededRandom): Rule {
  if (kind === 'distribute') return { kind, shift: random.pick([1, 2] as const) };
  if (kind === 'arithmetic') return { kind, add: random.next() < 0.5 };
  if (attribute === 'position') {
    const slots = LAYOUTS[layout].slots.length;
    return { kind, step: random.pick([1, slots - 1]) };
  }
  return { kind, step: random.pick(tier < 2 ? [-1, 1] : [-2, -1, 1, 2]) };
}

interface Changeable {
  component: number;
  attribute: Attribute;
}

/** The attributes of each component a rule (and a distractor) can act on. */
function attributesOf(layouts: LayoutKind[], layoutAttribute: ('number' | 'position' | null)[]): Changeable[] {
  return layouts.flatMap((layout, component) => {
    const list: Attribute[] = ['type'];
    if (LAYOUTS[layout].sizes.length > 1) list.push('size');
    if (LAYOUTS[layout].shades.length > 1) list.push('color');
    const grid = layoutAttribute[component];
    if (grid) list.push(grid);
    return list.map((attribute) => ({ component, attribute }));
  });
}

/** The nine cells of one draw of the tier's rules, or null when a rule did not fit its domain. */
function drawMatrix(tierIndex: number, random: SeededRandom, plan?: ItemPlan): { layouts: LayoutKind[]; cells: Cell[]; plan: ItemPlan } | null {
  const tier = TIERS[tierIndex];
  const layouts = plan?.layouts ?? tier.layouts;
  const layoutAttribute = plan?.layoutAttribute ?? layouts.map((layout) => (isGrid(layout) ? random.pick(['number', 'position'] as const) : null));
  const attributes = attributesOf(layouts, layoutAttribute);
  const changingCount = plan ? plan.kinds.length : random.between(...tier.changing);
  // A plan's rule kinds go to this draw's changing attributes in a new order.
  const plannedKinds = plan ? random.shuffle(plan.kinds) : [];
  const kindsUsed: RuleKind[] = [];
  // A grid's count or placement always changes: that is what its tier adds.
  const required = attributes.filter(({ attribute }) => attribute === 'number' || attribute === 'position');
  const others = random.shuffle(attributes.filter((entry) => !required.includes(entry)));
  const changing = [...required, ...others].slice(0, Math.max(changingCount, required.length));

  const values = layouts.map(() => ({}) as Record<Attribute, number[]>);
  for (const { component, attribute } of attributes) {
    const layout = layouts[component];
    const isChanging = changing.some((entry) => entry.component === component && entry.attribute === attribute);
    const kinds = tier.kinds.filter((kind) => kind !== 'arithmetic' || attribute !== 'type');
    const kind = isChanging ? (plan ? plannedKinds[kindsUsed.length] : random.pick(kinds)) : null;
    if (kind && !kinds.includes(kind)) return null;
    if (kind) kindsUsed.push(kind);
    const rule: Rule = kind ? ruleFor(kind, attribute, layout, tierIndex, random) : { kind: 'constant' };
    const drawn =
      attribute === 'position' ? positionValues(rule, LAYOUTS[layout].slots.length, random) : numericValues(rule, domainOf(layout, attribute), random);
    if (!drawn) return null;
    values[component][attribute] = drawn;
  }

  const cells = [...Array(9).keys()].map((cell) => ({
    components: layouts.map((layout, component): ComponentValue => {
      const own = values[component];
      const slots = LAYOUTS[layout].slots.length;
      let positions = 1;
      if (own.position) positions = own.position[cell];
      // A rule on the count alone leaves the placement free: drawn at random, cell by cell.
      else if (own.number) positions = randomMask(slots, own.number[cell], random);
      return { type: own.type[cell], size: own.size?.[cell] ?? 0, color: own.color?.[cell] ?? 0, positions };
    }),
  }));
  return { layouts, cells, plan: { layouts, layoutAttribute, kinds: kindsUsed } };
}

function withValue(cell: Cell, { component, attribute }: Changeable, value: number): Cell {
  return {
    components: cell.components.map((current, index) => {
      if (index !== component) return current;
      if (attribute === 'number' || attribute === 'position') return { ...current, positions: value };
      return { ...current, [attribute]: value };
    }),
  };
}

/** A different value for one attribute of the answer, within its layout's domain. */
function otherValue(layout: LayoutKind, answer: ComponentValue, attribute: Attribute, random: SeededRandom): number {
  const slots = LAYOUTS[layout].slots.length;
  if (attribute === 'position') {
    let mask = answer.positions;
    while (mask === answer.positions) mask = someMask(slots, random);
    return mask;
  }
  if (attribute === 'number') {
    const counts = [...Array(slots).keys()].map((count) => count + 1).filter((count) => count !== popCount(answer.positions));
    return randomMask(slots, random.pick(counts), random);
  }
  const { min, max } = domainOf(layout, attribute);
  const choices = [...Array(max - min + 1).keys()].map((value) => value + min).filter((value) => value !== answer[attribute]);
  return random.pick(choices);
}

/**
 * Eight options as an attribute tree (I-RAVEN): three distinct attributes are each given one
 * other value, doubling the set each time, so every changed value sits in exactly half of the
 * options and no option stands out from the others alone.
 */
function buildOptions(layouts: LayoutKind[], answer: Cell, attributes: Changeable[], random: SeededRandom): Cell[] {
  let options = [answer];
  for (const changeable of random.shuffle(attributes).slice(0, 3)) {
    const layout = layouts[changeable.component];
    const value = otherValue(layout, answer.components[changeable.component], changeable.attribute, random);
    options = options.flatMap((option) => [option, withValue(option, changeable, value)]);
  }
  return options;
}

const MAX_DRAWS = 500;

/**
 * One item, redrawn until the solver finds exactly one fitting option and it is the answer. With a
 * plan, the grids vary what the plan says and as many attributes change, by the same kinds of rule.
 */
export function generateItem(id: number, seed: number, plan?: ItemPlan): MatrixItem {
  const random = new SeededRandom(seed);
  const tierIndex = Math.min(TIERS.length - 1, Math.floor(((id - 1) * TIERS.length) / CARDS.items));
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const matrix = drawMatrix(tierIndex, random, plan);
    if (!matrix) continue;
    const { layouts, cells } = matrix;
    const answer = cells[8];
    const options = random.shuffle(buildOptions(layouts, answer, attributesOf(layouts, matrix.plan.layoutAttribute), random));
    const answerIndex = options.indexOf(answer);
    const context = cells.slice(0, 8);
    const fitting = fittingOptions(layouts, context, options);
    if (fitting.length === 1 && fitting[0] === answerIndex) {
      return { id, layouts, context, options, answer: answerIndex + 1, plan: matrix.plan };
    }
  }
  throw new Error(`No se pudo generar la matriz ${id}`);
}

const itemSeed = (seed: number, id: number) => (seed + Math.imul(id, 0x9e3779b1)) >>> 0;

/**
 * The whole set from one seed: item n uses its own derived seed, so items do not shift each other.
 * With plans (one per item), item n follows plan n: another set on the same difficulty ladder.
 */
export function generateMatrixSet(seed: number, plans?: ItemPlan[]): MatrixItem[] {
  return [...Array(CARDS.items).keys()].map((index) => generateItem(index + 1, itemSeed(seed, index + 1), plans?.[index]));
}
