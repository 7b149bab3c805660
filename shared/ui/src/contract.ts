/**
 * The public contract of one element (ARCHITECTURE 'The element contract'). Each element
 * package exports one from `<name>.contract.ts`, with JSDoc tags (`@tag @attr @prop @fires
 * @csspart @cssprop`); `defineElement()` reads the attributes and properties from it, and the
 * build turns every contract into `custom-elements.json` (README tables, gallery knobs).
 */
export type AttributeType = 'string' | 'number' | 'boolean';

export interface AttributeContract {
  /** The camelCase property the attribute maps to (`reservation-id` -> `reservationId`). */
  prop: string;
  type: AttributeType;
  description: string;
  default?: string | number | boolean;
}

export interface PropertyContract {
  /** TypeScript type text, for the manifest (`Reservation | null`). Rich data: never reflected. */
  type: string;
  description: string;
}

export interface EventContract {
  description: string;
  /** TypeScript type text of `event.detail` (`{ reservationId: number }`). */
  detail: string;
}

export interface ElementContract {
  /** `curb-<name>`. */
  tag: string;
  /** The element's version; a second define of the same tag with another version warns. */
  version: string;
  summary: string;
  /** Keyed by the kebab-case attribute name. */
  attributes: Record<string, AttributeContract>;
  properties?: Record<string, PropertyContract>;
  /** Keyed by event name, `curb-<noun>-<verb>`. */
  events: Record<string, EventContract>;
  cssParts?: Record<string, string>;
  cssProperties?: Record<string, string>;
}

export const DEFAULT_API_KEY = 'curbside-demo-key';

/**
 * Attributes every element has. Spread them into a contract's `attributes` so the manifest
 * lists them; `defineElement()` adds any that a contract leaves out.
 */
export const commonAttributes = {
  'api-base': {
    prop: 'apiBase', type: 'string', default: '',
    description: "Origin of the Curbside API (e.g. 'https://curbside.example'); empty means the page's own origin.",
  },
  'api-key': {
    prop: 'apiKey', type: 'string', default: DEFAULT_API_KEY,
    description: 'API key sent as the x-api-key header.',
  },
  theme: {
    prop: 'theme', type: 'string', default: '',
    description: "'light' or 'dark' to force a theme; empty follows the user's dark mode setting.",
  },
  locale: {
    prop: 'locale', type: 'string', default: '',
    description: 'BCP 47 locale for formatting; empty uses the user settings and the browser.',
  },
} as const satisfies Record<string, AttributeContract>;

/** The props every element component receives from the common attributes (defaults applied). */
export interface CommonElementProps {
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
}

/** A contract's attributes with the common ones filled in. */
export function contractAttributes(contract: ElementContract): Record<string, AttributeContract> {
  return { ...commonAttributes, ...contract.attributes };
}

/** Parses an attribute value the HTML way: a boolean is true when present (except "false"), absent means the default. */
export function parseAttribute(spec: AttributeContract, value: string | null): string | number | boolean | undefined {
  if (spec.type === 'boolean') return value !== null && value !== 'false';
  if (value === null) return undefined;
  if (spec.type === 'number') {
    const parsed = Number.parseFloat(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return value;
}

/** What a property set writes back to its attribute: null removes it. */
export function attributeValue(spec: AttributeContract, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (spec.type === 'boolean') return value ? '' : null;
  return String(value);
}

/** The props a component sees: parsed attribute values, else the contract default. */
export function propsWithDefaults(
  attributes: Record<string, AttributeContract>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const props: Record<string, unknown> = { ...values };
  for (const spec of Object.values(attributes)) {
    if (props[spec.prop] === undefined) props[spec.prop] = spec.default ?? (spec.type === 'boolean' ? false : undefined);
  }
  return props;
}
