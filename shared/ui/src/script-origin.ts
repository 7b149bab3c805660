/**
 * The origin the shared runtime was loaded from (issue 9: no page-origin assumptions). An embed's
 * runtime chunk comes from the Curbside server, so an element on a host page of another origin
 * reaches the API, the maps service and Shoelace's icons there even without `api-base`. '' when
 * that is the page's own origin (the portal), or when the module was not loaded over http(s)
 * (Node, in unit tests): paths then stay relative to the page.
 */
export function scriptOrigin(
  moduleUrl: string = import.meta.url,
  pageOrigin: string = typeof location === 'undefined' ? '' : location.origin,
): string {
  if (!URL.canParse(moduleUrl)) return '';
  const { origin, protocol } = new URL(moduleUrl);
  if (protocol !== 'http:' && protocol !== 'https:') return '';
  return origin === pageOrigin ? '' : origin;
}

/** An element's API origin: its `api-base` attribute, else where its script came from. */
export const apiBaseOf = (attribute: string, fromScript: string = scriptOrigin()): string => attribute.trim() || fromScript;
