import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { ElementContext, type ElementContextValue } from '../element-context.ts';
import { adoptStyles, themeSheets } from '../theme/sheets.ts';

export interface RenderedInElement {
  host: HTMLElement;
  root: ShadowRoot;
  render(node: ReactNode): void;
  unmount(): void;
}

/**
 * Renders a shared component the way an element made by defineElement() does, for browser
 * tests of shared/ui pieces: in the open shadow root of a host, with the theme sheets adopted,
 * the element context provided and the theme's root wrapper (light unless told), `width` wide.
 */
export function renderInElement(
  node: ReactNode,
  { width = '1024px', theme = 'light' }: { width?: string; theme?: 'light' | 'dark' } = {},
): RenderedInElement {
  // Shoelace's icons as the package ships them (the test runner serves the tree).
  setBasePath('/shared/ui/node_modules/@shoelace-style/shoelace/dist');
  const host = document.createElement('div');
  host.style.width = width;
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, themeSheets());
  const container = document.createElement('div');
  container.className = `curb-root sl-theme-${theme}`;
  root.append(container);
  const context: ElementContextValue = { tag: 'curb-test', host, emit: () => true, apiBase: '', apiKey: '' };
  const reactRoot = createRoot(container);
  const render = (next: ReactNode) => flushSync(() => reactRoot.render(<ElementContext.Provider value={context}>{next}</ElementContext.Provider>));
  render(node);
  return {
    host,
    root,
    render,
    unmount() {
      reactRoot.unmount();
      host.remove();
    },
  };
}
