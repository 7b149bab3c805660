import { useEffect, useState } from 'react';

// An element shows another element by its tag and attributes, never by importing its code
// (ARCHITECTURE: no element imports another). The page's import map names each element by its
// tag, so importing the tag loads it once where the page has it.

const loads = new Map<string, Promise<boolean>>();

function isDefined(tag: string): boolean {
  return typeof customElements !== 'undefined' && customElements.get(tag) !== undefined;
}

/** Loads `<tag>` through the page's import map once; false where the page does not have it. */
function loadElementByTag(tag: string): Promise<boolean> {
  if (isDefined(tag)) return Promise.resolve(true);
  let load = loads.get(tag);
  if (!load) {
    const specifier: string = tag;
    load = import(/* @vite-ignore */ specifier).then(
      () => isDefined(tag),
      (error: unknown) => {
        console.info(`[curbside] ${tag} is not available on this page:`, error);
        loads.delete(tag);
        return false;
      },
    );
    loads.set(tag, load);
  }
  return load;
}

/** 'ready' once `<tag>` is defined on the page (loaded through the import map if need be), 'missing' when it cannot be. */
export function useLoadedElement(tag: string, wanted = true): 'loading' | 'ready' | 'missing' {
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>(() => (isDefined(tag) ? 'ready' : 'loading'));
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadElementByTag(tag).then((ok) => {
      if (live) setState(ok ? 'ready' : 'missing');
    });
    return () => {
      live = false;
    };
  }, [tag, wanted]);
  return state;
}
