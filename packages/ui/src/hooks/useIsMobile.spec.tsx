import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from './useIsMobile';

function Probe() {
  return <p>{useIsMobile() ? 'móvil' : 'escritorio'}</p>;
}

const originalWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useIsMobile', () => {
  afterEach(() => {
    window.innerWidth = originalWidth;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('follows the window width when matchMedia is missing (jsdom)', () => {
    window.innerWidth = 1024;
    render(<Probe />);
    expect(screen.getByText('escritorio')).toBeInTheDocument();
    resizeTo(739);
    expect(screen.getByText('móvil')).toBeInTheDocument();
    resizeTo(740);
    expect(screen.getByText('escritorio')).toBeInTheDocument();
  });

  it('uses the (max-width: 739px) media query and its change events', () => {
    const listeners = new Set<() => void>();
    let matches = false;
    const queries: string[] = [];
    window.matchMedia = ((query: string) => {
      queries.push(query);
      return {
        get matches() {
          return matches;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
    }) as unknown as typeof window.matchMedia;

    const { unmount } = render(<Probe />);
    expect(screen.getByText('escritorio')).toBeInTheDocument();
    expect(queries).toContain('(max-width: 739px)');

    act(() => {
      matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('móvil')).toBeInTheDocument();

    unmount();
    expect(listeners.size).toBe(0);
  });
});
