import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOULOUSE, TOULOUSE_CELLS } from '@postulate/contracts';
import { ToulouseGrid } from './ToulouseGrid';

const orientations = Array.from({ length: TOULOUSE_CELLS }, (_, index) => index % 8);
const cell = (index: number) => screen.getAllByRole('gridcell')[index];

/** The cells the page asked to bring into its box's view, as 'row-column'. */
let shown: string[];
const original = HTMLElement.prototype.scrollIntoView;

beforeEach(() => {
  shown = [];
  HTMLElement.prototype.scrollIntoView = function (this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
    const index = Number(this.dataset.index);
    if (typeof options === 'object' && options.block === 'nearest' && options.inline === 'nearest') {
      shown.push(`${Math.floor(index / TOULOUSE.cols) + 1}-${(index % TOULOUSE.cols) + 1}`);
    }
  };
});

afterEach(() => {
  HTMLElement.prototype.scrollIntoView = original;
});

function renderGrid(furthest = -1) {
  const onSelect = jest.fn();
  render(
    <ToulouseGrid
      rows={TOULOUSE.rows}
      cols={TOULOUSE.cols}
      orientations={orientations}
      selected={new Set()}
      furthest={furthest}
      onSelect={onSelect}
      disabled={false}
    />,
  );
  return onSelect;
}

describe('ToulouseGrid on a screen narrower than its 30 columns', () => {
  it('reaches every edge of the 40 × 30 grid from the keyboard, panning its box to each cell', async () => {
    const user = userEvent.setup();
    const onSelect = renderGrid();
    await user.tab();
    expect(cell(0)).toHaveFocus();

    await user.keyboard('{End}');
    expect(cell(29)).toHaveFocus();
    for (let row = 1; row < TOULOUSE.rows; row += 1) await user.keyboard('{ArrowDown}');
    expect(cell(TOULOUSE_CELLS - 1)).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(TOULOUSE_CELLS - TOULOUSE.cols);

    expect(shown[0]).toBe('1-30');
    expect(shown.at(-2)).toBe('40-30');
    expect(shown.at(-1)).toBe('40-1');
    // One cell at a time takes the keyboard: Tab leaves the grid rather than walking 1,200 cells.
    expect(screen.getAllByRole('gridcell').filter((candidate) => candidate.tabIndex === 0)).toEqual([cell(TOULOUSE_CELLS - TOULOUSE.cols)]);
  });

  it('starts the keyboard after the last mark when resuming, and the arrows stop at the edges', async () => {
    const user = userEvent.setup();
    renderGrid(44);
    await user.tab();
    expect(cell(45)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(cell(15)).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(cell(0)).toHaveFocus();
    expect(cell(0)).toHaveAccessibleName('Fila 1, columna 1: trazo hacia arriba, pasado');
  });
});
