import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { VISITOR_ENTRIES } from './nav';
import { TopBar } from './TopBar';

describe('the top bar', () => {
  it('marks one item as the current page on /dashboard, where two items lead', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <TopBar entries={VISITOR_ENTRIES} routeName="Identificate" />
      </MemoryRouter>,
    );
    expect([...container.querySelectorAll('.is-active')].map((item) => item.textContent)).toEqual(['Ingresar / Registrate']);
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent),
    ).toEqual(['Ingresar / Registrate']);
  });
});
