import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useDocumentTitle, useShownTitle } from './useDocumentTitle';

/** The shell's layout naming the screen, with the screen inside it naming what it shows (an ad), if it does. */
function useScreen({ pathname, name, shown }: { pathname: string; name: string; shown: string | null }) {
  useShownTitle(shown);
  useDocumentTitle(pathname, name);
}

describe("the tab's title", () => {
  it('keeps the title the server wrote for the page loaded, then follows each screen the person opens', () => {
    // jsdom loads the page at '/': what the shell's server wrote for it stays while the person is there.
    document.title = 'Postulate · Portal de empleo de Argentina';
    const { rerender } = renderHook(useScreen, {
      initialProps: { pathname: window.location.pathname, name: 'Buscar Empleo', shown: null as string | null },
    });
    expect(document.title).toBe('Postulate · Portal de empleo de Argentina');

    rerender({ pathname: '/faqOut', name: 'Preguntas frecuentes', shown: null });
    expect(document.title).toBe('Preguntas frecuentes | Postulate');
    rerender({ pathname: '/mispostulaciones/mensajes', name: 'Mensajes', shown: null });
    expect(document.title).toBe('Mensajes | Postulate');
    // An ad names the tab once it has loaded; leaving it, its title does not stay behind.
    rerender({ pathname: '/showAviso/9', name: 'Aviso', shown: null });
    expect(document.title).toBe('Aviso | Postulate');
    rerender({ pathname: '/showAviso/9', name: 'Aviso', shown: 'Enfermero/a laboral' });
    expect(document.title).toBe('Enfermero/a laboral | Postulate');
    rerender({ pathname: '/home', name: 'Buscar Empleo', shown: null });
    expect(document.title).toBe('Buscar Empleo | Postulate');
    // Back at the page first loaded: a screen like any other now.
    rerender({ pathname: window.location.pathname, name: 'Buscar Empleo', shown: null });
    expect(document.title).toBe('Buscar Empleo | Postulate');
    rerender({ pathname: '/nada', name: 'Postulate', shown: null });
    expect(document.title).toBe('Postulate · Portal de empleo');
  });
});
