import type { MouseEvent } from 'react';

/** The id of each layout's <main>, where the skip link lands. */
export const MAIN_ID = 'contenido';

/**
 * 'Saltar al contenido': the first Tab stop of every page, out of sight until focused, so a keyboard
 * user goes past the top bar's links straight to the screen. Focus moves by hand: following the bare
 * fragment would add a history entry and leave focus where it was in some browsers.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="shell-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      Saltar al contenido
    </a>
  );
}
