import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './useDocumentTitle';

// A file of its own: the hook remembers, for the whole page, whether the person has moved on yet.
describe("the tab's title of a page loaded directly", () => {
  it('names the screen at once when the server wrote only the generic title (Mi CV opened from a bookmark)', () => {
    document.title = 'Postulate · Portal de empleo';
    renderHook(() => useDocumentTitle(window.location.pathname, 'Mi CV'));
    expect(document.title).toBe('Mi CV | Postulate');
  });
});
