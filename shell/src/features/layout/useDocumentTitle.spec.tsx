import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './useDocumentTitle';

describe("the tab's title", () => {
  it('keeps the title the server wrote for the page loaded, then follows each screen the person opens', () => {
    // jsdom loads the page at '/': what the shell's server wrote for it stays while the person is there.
    document.title = 'Postulate · Portal de empleo de Argentina';
    const { rerender } = renderHook(({ pathname, name }) => useDocumentTitle(pathname, name), {
      initialProps: { pathname: window.location.pathname, name: 'Buscar Empleo' },
    });
    expect(document.title).toBe('Postulate · Portal de empleo de Argentina');

    rerender({ pathname: '/faqOut', name: 'Preguntas frecuentes' });
    expect(document.title).toBe('Preguntas frecuentes | Postulate');
    // Back at the page first loaded: a screen like any other now.
    rerender({ pathname: window.location.pathname, name: 'Buscar Empleo' });
    expect(document.title).toBe('Buscar Empleo | Postulate');
    rerender({ pathname: '/nada', name: 'Postulate' });
    expect(document.title).toBe('Postulate · Portal de empleo');
  });
});
