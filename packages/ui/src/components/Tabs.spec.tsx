import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

const TABS = [
  { id: 'lista', label: 'Lista de aplicaciones' },
  { id: 'mensajes', label: 'Mensajes' },
  { id: 'favoritas', label: 'Favoritas' },
];

function Harness({ onChange }: { onChange?: (id: string) => void }) {
  const [active, setActive] = useState('lista');
  return (
    <Tabs
      tabs={TABS}
      active={active}
      label="Aplicaciones"
      onChange={(id) => {
        onChange?.(id);
        setActive(id);
      }}
    >
      <p>Contenido de {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('scrolls the selected tab into view when it changes, for a strip wider than a phone', async () => {
    const scrolled: string[] = [];
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === 'object' && options.inline === 'nearest') scrolled.push(this.textContent ?? '');
    };
    try {
      render(<Harness />);
      await userEvent.click(screen.getByRole('tab', { name: 'Favoritas' }));
      expect(scrolled).toEqual(['Lista de aplicaciones', 'Favoritas']);
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });

  it('marks the selected tab and labels its panel with it', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Aplicaciones' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lista de aplicaciones' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mensajes' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Lista de aplicaciones' })).toHaveTextContent('Contenido de lista');
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Lista de aplicaciones' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mensajes' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mensajes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenido de mensajes');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lista de aplicaciones' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Favoritas' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Favoritas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps with Home and End', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Favoritas' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Lista de aplicaciones' })).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['favoritas'], ['lista']]);
  });

  it('keeps only the selected tab in the Tab order; Tab goes on to the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Mensajes' }));
    expect(screen.getByRole('tab', { name: 'Mensajes' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Favoritas' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
