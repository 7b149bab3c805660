import { createContext, useContext } from 'react';
import type { Emit } from './emit.ts';

/** What `defineElement()` tells the component tree about the element it renders in. */
export interface ElementContextValue {
  tag: string;
  host: HTMLElement;
  emit: Emit;
  apiBase: string;
  apiKey: string;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElementContext(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('This component must render inside an element made by defineElement()');
  return value;
}

/** The custom element (the shadow host) this component renders in. */
export function useHost(): HTMLElement {
  return useElementContext().host;
}

/**
 * `emit(name, detail)` dispatches a bubbling, composed CustomEvent on the host element.
 * Pass the element's event map for typed names and details: `useEmit<BookingEvents>()`.
 */
export function useEmit<Events extends object = Record<string, unknown>>(): Emit<Events> {
  return useElementContext().emit as Emit<Events>;
}
