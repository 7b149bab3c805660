// The gallery's knobs (issue 9, 'The gallery as a workbench'), derived from custom-elements.json
// alone, which scripts/generate-contracts.mjs writes from each element's contract: an attribute
// with allowed values is a select, a boolean a switch, a number a number field, a property a JSON
// text area, a slot a text field, a --curb-* colour a colour picker. Nothing here is per element.

export interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: { text: string };
  default?: string;
  description?: string;
}

export interface ManifestMember {
  kind: string;
  name: string;
  attribute?: string;
  type?: { text: string };
  description?: string;
}

export interface ManifestDeclaration {
  tagName: string;
  description?: string;
  attributes?: ManifestAttribute[];
  members?: ManifestMember[];
  events?: { name: string; description?: string }[];
  slots?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string; default?: string }[];
}

export interface Manifest {
  modules: { declarations: ManifestDeclaration[] }[];
}

interface KnobBase {
  /** The attribute, property, slot ('' is the default slot) or custom property it sets. */
  name: string;
  description?: string;
}

export type Knob =
  | (KnobBase & { kind: 'choice'; values: string[]; initial: string; /** '' (absent) is a choice when the contract has no default. */ optional: boolean })
  | (KnobBase & { kind: 'switch'; initial: boolean })
  | (KnobBase & { kind: 'number' | 'text'; initial: string })
  | (KnobBase & { kind: 'property'; type: string })
  | (KnobBase & { kind: 'slot' })
  | (KnobBase & { kind: 'color'; initial: string })
  | (KnobBase & { kind: 'css'; initial: string });

function parseDefault(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The allowed values of an attribute typed as a union of string literals (`'a' | 'b'`), else null. */
export function allowedValues(typeText: string | undefined): string[] | null {
  const literals = (typeText ?? '').split('|').map((part) => /^\s*'([^']*)'\s*$/.exec(part)?.[1]);
  return literals.every((value) => value !== undefined) ? (literals as string[]) : null;
}

/**
 * The value an attribute starts with on the stage: the contract's default, except `api-base`,
 * which stays empty (the element calls the server the gallery came from). '' is absent.
 */
export function initialAttribute(attr: ManifestAttribute): string | boolean {
  if (attr.name === 'api-base') return '';
  const value = parseDefault(attr.default);
  if (attr.type?.text === 'boolean') return value === true;
  return value === undefined || value === null ? '' : String(value);
}

/** A custom property the colour picker sets: its name says colour, background or accent. */
export function isColourProperty(name: string): boolean {
  return /(color|colour|background|accent)$/.test(name);
}

/** The knobs of one element, in the manifest's order: attributes, properties, slots, custom properties. */
export function knobsOf(decl: ManifestDeclaration): { attributes: Knob[]; properties: Knob[]; slots: Knob[]; css: Knob[] } {
  const attributes = (decl.attributes ?? []).map((attr): Knob => {
    const base = { name: attr.name, description: attr.description };
    const values = allowedValues(attr.type?.text);
    const initial = initialAttribute(attr);
    if (values) return { ...base, kind: 'choice', values, initial: String(initial), optional: attr.default === undefined };
    if (typeof initial === 'boolean') return { ...base, kind: 'switch', initial };
    return { ...base, kind: attr.type?.text === 'number' ? 'number' : 'text', initial };
  });
  const properties = (decl.members ?? [])
    .filter((member) => member.kind === 'field' && !member.attribute)
    .map((member): Knob => ({ name: member.name, description: member.description, kind: 'property', type: member.type?.text ?? 'JSON' }));
  const slots = (decl.slots ?? []).map((slot): Knob => ({ name: slot.name, description: slot.description, kind: 'slot' }));
  const css = (decl.cssProperties ?? []).map((prop): Knob => {
    const base = { name: prop.name, description: prop.description, initial: prop.default ?? '' };
    return isColourProperty(prop.name) ? { ...base, kind: 'color' } : { ...base, kind: 'css' };
  });
  return { attributes, properties, slots, css };
}
