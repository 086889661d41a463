/**
 * Where a candidate goes after logging in: the page that sent them here (?volver=, e.g. the ad they
 * wanted to apply to) when it is a path of this portal, else the home.
 */
export function candidateLanding(volver: string | null): string {
  return volver && /^\/(?![/\\])/.test(volver) ? volver : '/';
}
