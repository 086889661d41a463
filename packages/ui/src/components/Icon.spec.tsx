import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Icon, ICON_NAMES } from './Icon';
import { Logo } from './Logo';

describe('Icon', () => {
  it('draws every named icon as a 24x24 line drawing hidden from assistive technology', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });

  it('is an image named by its title when given one', () => {
    render(<Icon name="mail" title="Mensajes nuevos" size={16} />);
    const image = screen.getByRole('img', { name: 'Mensajes nuevos' });
    expect(image).toHaveAttribute('width', '16');
  });

  it('falls back to a dot for a name it does not know', () => {
    const { container } = render(<Icon name="no-existe" />);
    expect(container.querySelector('svg circle')).toHaveAttribute('r', '3');
  });
});

describe('Logo', () => {
  it('shows the product name next to a decorative mark', () => {
    const { container } = render(<Logo />);
    expect(screen.getByText('Postulate')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
