import { useEffect, useMemo, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { getApiClient } from '@curbside/api';
import { connectSessionToApi, uiStore } from '@curbside/state';
import {
  attributeDefault, attributeValue, contractAttributes, contractEmitter, parseAttribute, propsWithDefaults,
  type AttributeContract, type ContractProps, type ElementContract,
} from './contract.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ElementContext, type ElementContextValue } from './element-context.ts';
import { ElementErrorBoundary } from './ElementErrorBoundary.tsx';
import { useHostToken } from './host-token.ts';
import { registerOnce } from './element-registry.ts';
import { apiBaseOf } from './script-origin.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { ensureShoelaceBasePath } from './shoelace-base-path.ts';
import { keepShoelaceHeadersOutOfLandmarks } from './theme/shoelace-landmarks.ts';
import { useUi } from './store-hooks.ts';
import { themeClass } from './theme/theme-class.ts';
import { adoptStyles, elementSheets, loadDarkTheme, themeSheets } from './theme/sheets.ts';
import { ToastHost } from './ToastHost.tsx';

export interface DefineElementOptions {
  /** The element's own CSS, adopted into its shadow root after the theme. */
  styles?: string | readonly string[];
}

// r2wc keeps an element's props and its render entry under these registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback?(): void;
}

/**
 * Publishes a React component as the custom element of `contract.tag` (ARCHITECTURE 'The
 * element contract'): open shadow root with the theme, the firm light override and `styles`
 * adopted as constructed sheets; attributes of the contract (plus api-base, api-key, theme,
 * locale) registered with r2wc and parsed into props with defaults (a value outside an
 * attribute's `values` reads as absent); rich `properties` set as JS properties only; the
 * component's props are `ContractProps<typeof contract>`, so it cannot drift from the contract;
 * an error boundary, the page's toast, confirm and message hosts; `useEmit()`, `useHost()`,
 * `useApi()` inside. Registration is guarded: a second define of the tag is a no-op that
 * warns when the versions differ. Returns the class owning the tag (undefined outside a browser).
 */
export function defineElement<C extends ElementContract>(
  contract: C,
  Component: ComponentType<ContractProps<C>>,
  options: DefineElementOptions = {},
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined;
  return registerOnce(customElements, contract.tag, contract.version, () => {
    ensureShoelaceBasePath();
    keepShoelaceHeadersOutOfLandmarks();
    return createElementClass(contract, Component as ComponentType<Record<string, unknown>>, options);
  });
}

function createElementClass(
  contract: ElementContract,
  Component: ComponentType<Record<string, unknown>>,
  options: DefineElementOptions,
): CustomElementConstructor {
  const attributes = contractAttributes(contract);
  const attributeByProp = new Map(Object.entries(attributes).map(([name, spec]) => [spec.prop, { name, spec }]));
  const propertyNames = Object.keys(contract.properties ?? {});
  const ownSheets = elementSheets(options.styles);

  function ElementRoot(rawProps: Record<string, unknown>) {
    const { container, ...values } = rawProps;
    const host = (container as ShadowRoot).host as HTMLElement;
    const props = propsWithDefaults(attributes, values);
    // No api-base: the server the element's script came from, never the host page's origin (issue 9).
    const apiBase = apiBaseOf(String(props.apiBase ?? ''));
    const apiKey = String(props.apiKey ?? '');
    const darkMode = useUi((state) => state.darkMode);
    const context = useMemo<ElementContextValue>(
      () => ({ tag: contract.tag, host, emit: contractEmitter(contract, host), apiBase, apiKey }),
      [host, apiBase, apiKey],
    );
    // spec 000 §4: any 401 clears the session flag, whichever element's call got it.
    useEffect(() => connectSessionToApi(getApiClient(apiBase, apiKey)), [apiBase, apiKey]);
    // A `token` property (the embeds' token hand-off) is the page's session; undefined elsewhere.
    useHostToken(values.token, getApiClient(apiBase, apiKey), context.emit);
    const theme = themeClass(darkMode, typeof props.theme === 'string' ? props.theme : null);
    useEffect(() => {
      if (theme === 'sl-theme-dark') void loadDarkTheme();
    }, [theme]);
    return (
      <ElementContext.Provider value={context}>
        <div className={`curb-root ${theme}`} part="root">
          <ElementErrorBoundary tag={contract.tag}>
            <Component {...props} />
          </ElementErrorBoundary>
          <ToastHost />
          <ConfirmDialog />
          <MessageDialog />
        </div>
      </ElementContext.Provider>
    );
  }
  ElementRoot.displayName = `Element(${contract.tag})`;

  const r2wcProps = Object.fromEntries(Object.values(attributes).map((spec) => [spec.prop, spec.type]));
  const Base = r2wc(ElementRoot, { shadow: 'open', props: r2wcProps });

  class CurbsideElement extends Base {
    static get observedAttributes(): string[] {
      return Object.keys(attributes);
    }

    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, [...themeSheets(), ...ownSheets]);
    }

    // An embed's loader may have drawn a first sketch of the element into an open shadow root
    // before the element was defined (elements/booking/src/early, issue 10): r2wc renders into
    // that root, beside the sketch, and the component removes the sketch when it takes over.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    connectedCallback(): void {
      // A React 19 host that rendered before the element was defined set `apiBase` as an attribute,
      // which HTML lowercases (`apibase`): take it as the property it meant (issue 9).
      for (const [prop, { name }] of attributeByProp) {
        const lowercase = prop.toLowerCase();
        const value = lowercase === name ? null : this.getAttribute(lowercase);
        if (value === null) continue;
        this.removeAttribute(lowercase);
        if (!this.hasAttribute(name)) this.setAttribute(name, value);
      }
      // Properties set before the element was defined sit on the instance and hide the accessors.
      for (const name of [...attributeByProp.keys(), ...propertyNames]) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value: unknown = Reflect.get(this, name);
          Reflect.deleteProperty(this, name);
          Reflect.set(this, name, value);
        }
      }
      uiStore.getState().syncFromStorage();
      (Base.prototype as R2wcInternals).connectedCallback?.call(this);
    }

    // HTML attribute rules instead of r2wc's: a boolean is on when present, removal restores the default.
    attributeChangedCallback(name: string, _previous: string | null, value: string | null): void {
      const spec = attributes[name];
      if (!spec) return;
      const internals = this as unknown as R2wcInternals;
      internals[R2WC_PROPS][spec.prop] = parseAttribute(spec, value);
      internals[R2WC_RENDER]();
    }
  }

  for (const [prop, { name, spec }] of attributeByProp) {
    Object.defineProperty(CurbsideElement.prototype, prop, attributeAccessor(name, spec));
  }
  for (const prop of propertyNames) {
    Object.defineProperty(CurbsideElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[R2WC_PROPS][prop];
      },
      set(this: R2wcInternals, value: unknown) {
        this[R2WC_PROPS][prop] = value;
        this[R2WC_RENDER]();
      },
    });
  }
  return CurbsideElement;
}

/** A primitive property reflects to its attribute; the getter gives the default when unset. */
function attributeAccessor(name: string, spec: AttributeContract): PropertyDescriptor {
  return {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement & R2wcInternals) {
      return this[R2WC_PROPS][spec.prop] ?? attributeDefault(spec);
    },
    set(this: HTMLElement, value: unknown) {
      const text = attributeValue(spec, value);
      if (text === null) this.removeAttribute(name);
      else this.setAttribute(name, text);
    },
  };
}
