/**
 * Moves focus to a form field by id. After react-hook-form's reset() its field refs are rebuilt
 * on the next render, so setFocus() would find nothing; the element itself is still there.
 */
export function focusField(id: string): void {
  document.getElementById(id)?.focus();
}
