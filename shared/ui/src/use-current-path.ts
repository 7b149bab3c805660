import { useEffect, useState } from 'react';
import { normalizePath } from '@curbside/domain';

// Events after which location.pathname may have changed: Back/Forward, and single-spa's own.
const LOCATION_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

/** The `current-path` attribute when set; otherwise location.pathname, followed as it changes. */
export function shownPath(attribute: string | undefined, pathname: string): string {
  return normalizePath(attribute?.trim() ? attribute.trim() : pathname);
}

export function useCurrentPath(attribute: string | undefined): string {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  const followLocation = !attribute?.trim();
  useEffect(() => {
    if (!followLocation) return undefined;
    const update = () => setPathname(window.location.pathname);
    update();
    for (const name of LOCATION_EVENTS) window.addEventListener(name, update);
    return () => {
      for (const name of LOCATION_EVENTS) window.removeEventListener(name, update);
    };
  }, [followLocation]);
  return shownPath(attribute, pathname);
}
