import type { z } from '@curbside/contracts';
import { createEmitter, type Emit } from './emit.ts';
import { hostThemeProperties } from './theme/host-theme.css.ts';

/**
 * The public contract of one element (ARCHITECTURE 'The element contract'), written once in the
 * element's `<name>.contract.ts`. Everything else is derived from it: `defineElement()` reads the
 * attributes and properties (r2wc registration), `ContractProps` types the component's props,
 * `TagMapOf` / `EventMapOf` the global DOM typings, and `node scripts/generate-contracts.mjs`
 * writes custom-elements.json, the README API tables, React JSX typings, VS Code custom data and
 * JetBrains web-types (see docs/DEVELOPING.md 'Adding an element').
 */
export type AttributeType = 'string' | 'number' | 'boolean';

export interface AttributeContract {
  /** The camelCase property the attribute maps to (`reservation-id` -> `reservationId`). */
  prop: string;
  type: AttributeType;
  description: string;
  /** The value when the attribute is absent. Without one a string or number prop may be undefined. */
  default?: string | number | boolean;
  /** The allowed values of a string attribute; any other value reads as absent (the default). */
  values?: readonly string[];
}

export interface PropertyContract {
  /** The zod schema of the value (its type is the property's type). Rich data: never reflected. */
  schema: z.ZodType;
  description: string;
}

export interface EventContract {
  /** The zod schema of `event.detail`: the one shape of this event, wherever it is fired. */
  detail: z.ZodType;
  description: string;
}

export interface CssPropertyContract {
  description: string;
  /** The value used when the page sets none (CSS text). */
  default?: string;
}

export interface ElementContract {
  /** `curb-<name>`. */
  tag: `curb-${string}`;
  /** The element's version; a second define of the same tag with another version warns. */
  version: string;
  /** One line: what the element is. */
  summary: string;
  /** Keyed by the kebab-case attribute name; api-base, api-key, theme and locale are added. */
  attributes: Record<string, AttributeContract>;
  properties?: Record<string, PropertyContract>;
  /** Keyed by event name, `curb-<noun>-<verb>`. */
  events: Record<string, EventContract>;
  /** Keyed by slot name; '' is the default slot. */
  slots?: Record<string, string>;
  /** Keyed by part name ('root', the theme wrapper, is added). */
  cssParts?: Record<string, string>;
  /** Keyed by `--curb-<name>-...`. */
  cssProperties?: Record<`--curb-${string}`, CssPropertyContract>;
}

export const DEFAULT_API_KEY = 'curbside-demo-key';

/** Attributes every element has; `defineElement()` and the generator add them to every contract. */
export const commonAttributes = {
  'api-base': {
    prop: 'apiBase', type: 'string', default: '',
    description: "Origin of the Curbside API (e.g. 'https://curbside.example'); empty means the server the element's script came from (the portal's own origin in the portal).",
  },
  'api-key': {
    prop: 'apiKey', type: 'string', default: DEFAULT_API_KEY,
    description: 'API key sent as the x-api-key header.',
  },
  theme: {
    prop: 'theme', type: 'string', values: ['light', 'dark'],
    description: "Forces a theme; absent follows the user's dark mode setting.",
  },
  locale: {
    prop: 'locale', type: 'string', default: '',
    description: 'BCP 47 locale for formatting; empty uses the user settings and the browser.',
  },
} as const satisfies Record<string, AttributeContract>;

/** The part every element has: the theme wrapper `defineElement()` renders inside the shadow root. */
export const commonCssParts = { root: 'The theme wrapper inside the shadow root.' } as const;

/** The --curb-* custom properties every element takes: a host page's branding (theme/host-theme.css.ts). */
export const commonCssProperties: Readonly<Record<`--curb-${string}`, CssPropertyContract>> = hostThemeProperties;

/**
 * Custom properties several elements offer, each described once so every README says the same: in
 * `cssPropertiesOf()` such an entry may give only its default.
 */
const sharedCssPropertyDescriptions = {
  'max-height': 'Height limit of the scrolling table; its header stays put (none: the page scrolls).',
  accent: 'Colour of links, checks and the active filter chips.',
} as const;

type SharedCssPropertyName = keyof typeof sharedCssPropertyDescriptions;

/** An entry of `cssPropertiesOf()`: a shared property may be given by its default alone. */
type CssPropertyEntry<K> = K extends SharedCssPropertyName ? CssPropertyContract | string : CssPropertyContract;

/**
 * An element's `--curb-<name>-*` CSS custom properties, keyed without the prefix so every name
 * carries the element's own: `cssPropertiesOf('login', { 'max-width': { default: '420px', description:
 * 'Card width limit.' } })` declares `--curb-login-max-width`; `cssPropertiesOf('bookings', { accent:
 * 'var(--sl-color-primary-700)' })` declares `--curb-bookings-accent` with the shared description.
 */
export function cssPropertiesOf<const N extends string, const P extends { [K in keyof P]: CssPropertyEntry<K> }>(
  name: N,
  entries: P,
): Record<`--curb-${N}-${keyof P & string}`, CssPropertyContract> {
  const shared: Record<string, string> = sharedCssPropertyDescriptions;
  const prefixed = Object.entries<CssPropertyContract | string>(entries).map(([suffix, entry]) => [
    `--curb-${name}-${suffix}`,
    typeof entry === 'string' ? { default: entry, description: shared[suffix] ?? '' } : entry,
  ]);
  return Object.fromEntries(prefixed) as Record<`--curb-${N}-${keyof P & string}`, CssPropertyContract>;
}

/** The props every element component receives from the common attributes (defaults applied). */
export type CommonElementProps = AttributeProps<typeof commonAttributes>;

/** A contract's attributes with the common ones filled in (the contract's own win). */
export function contractAttributes(contract: ElementContract): Record<string, AttributeContract> {
  return { ...commonAttributes, ...contract.attributes };
}

// ---- types derived from a contract ----

type AttributeBase<A extends AttributeContract> = A['type'] extends 'boolean'
  ? boolean
  : A['type'] extends 'number'
    ? number
    : A extends { values: readonly (infer V)[] }
      ? V
      : string;

/** A boolean is never undefined; another attribute is undefined when absent unless it has a default. */
type AttributeValue<A extends AttributeContract> =
  | AttributeBase<A>
  | (A['type'] extends 'boolean' ? never : A extends { default: string | number | boolean } ? never : undefined);

type AttributeProps<Attrs extends Record<string, AttributeContract>> = {
  -readonly [K in keyof Attrs as Attrs[K]['prop']]: AttributeValue<Attrs[K]>;
};

type AllAttributes<C extends ElementContract> = Omit<typeof commonAttributes, keyof C['attributes']> & C['attributes'];

type PropertyProps<C extends ElementContract> = C['properties'] extends Record<string, PropertyContract>
  ? { -readonly [K in keyof C['properties']]: z.output<C['properties'][K]['schema']> }
  : unknown;

type Flatten<T> = { [K in keyof T]: T[K] };

/** The props the element's component receives: every attribute (parsed, default applied) and property. */
export type ContractProps<C extends ElementContract> = Flatten<AttributeProps<AllAttributes<C>> & PropertyProps<C>>;

/** `event.detail` of each event, by name: the type argument of `useEmit<EventDetails<typeof c>>()`. */
export type EventDetails<C extends ElementContract> = {
  [K in keyof C['events'] & string]: z.output<C['events'][K]['detail']>;
};

/** The element as a page sees it: an HTMLElement with the contract's attributes and properties. */
export type ElementOf<C extends ElementContract> = HTMLElement & ContractProps<C>;

/** `HTMLElementTagNameMap` entries: `interface HTMLElementTagNameMap extends TagMapOf<typeof c> {}`. */
export type TagMapOf<C extends ElementContract> = { [K in C['tag']]: ElementOf<C> };

/**
 * The global event map entries with a typed detail: `interface CurbElementEventMap extends
 * EventMapOf<typeof c> {}`. Two elements firing one event must give it one detail shape: the
 * generator refuses contracts that disagree (use the shared schemas of shared/contracts' element-events.ts).
 */
export type EventMapOf<C extends ElementContract> = {
  [K in keyof C['events'] & string]: CustomEvent<EventDetails<C>[K]>;
};

declare global {
  /**
   * Every element's events with their detail type: each `<name>.element.ts` adds its own with
   * `interface CurbElementEventMap extends EventMapOf<typeof contract> {}`. They bubble and are
   * composed, so elements, the document and the window all hear them.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the elements add the entries
  interface CurbElementEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries are CurbElementEventMap's
  interface HTMLElementEventMap extends CurbElementEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries are CurbElementEventMap's
  interface DocumentEventMap extends CurbElementEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries are CurbElementEventMap's
  interface WindowEventMap extends CurbElementEventMap {}
}

// ---- attribute values at run time ----

/**
 * Parses an attribute value the HTML way: a boolean is true when present (except "false"),
 * absent means the default; a number that is not one, or a value outside `values`, is absent.
 */
export function parseAttribute(spec: AttributeContract, value: string | null): string | number | boolean | undefined {
  if (spec.type === 'boolean') return value !== null && value !== 'false';
  if (value === null) return undefined;
  if (spec.type === 'number') {
    const parsed = Number.parseFloat(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  if (spec.values && !spec.values.includes(value)) return undefined;
  return value;
}

/** What a property set writes back to its attribute: null removes it. */
export function attributeValue(spec: AttributeContract, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (spec.type === 'boolean') return value ? '' : null;
  return String(value);
}

/** The value of an unset attribute: its default, false for a boolean, else undefined. */
export function attributeDefault(spec: AttributeContract): string | number | boolean | undefined {
  return spec.default ?? (spec.type === 'boolean' ? false : undefined);
}

/** The props a component sees: parsed attribute values, else the contract default. */
export function propsWithDefaults(
  attributes: Record<string, AttributeContract>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const props: Record<string, unknown> = { ...values };
  for (const spec of Object.values(attributes)) {
    if (props[spec.prop] === undefined) props[spec.prop] = attributeDefault(spec);
  }
  return props;
}

/**
 * The emitter of an element: dispatches like `createEmitter()`, and reports on the console an
 * event its contract does not declare, or a detail its schema refuses (the contract is the API).
 */
export function contractEmitter(contract: ElementContract, host: EventTarget): Emit {
  const dispatch = createEmitter(host);
  return (name, detail) => {
    const spec = contract.events[name];
    if (!spec) console.error(`[${contract.tag}] '${name}' is not an event of its contract`);
    else if (!spec.detail.safeParse(detail).success) console.error(`[${contract.tag}] the detail of '${name}' does not match its contract`, detail);
    return dispatch(name, detail);
  };
}
