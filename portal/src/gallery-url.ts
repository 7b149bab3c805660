// The whole state of the gallery's preview in its URL (issue 9): the element, light or dark, host
// styles, the demo user, and every knob the developer changed, so a link reproduces the preview.
// It lives in the fragment (`#curb-booking?dark&a.tab=history`): no request, and `#curb-booking`
// alone (the element list's links) is a preview with every knob at its default, in the user's
// own dark mode setting.

export interface GalleryState {
  tag: string;
  /** The user's dark mode setting, which elements follow unless their `theme` says; null: as it is. */
  dark: boolean | null;
  /** A host page's own styles around (and, were it not isolated, inside) the element. */
  hostStyles: boolean;
  /** The demo user the preview is signed in as ('' for no sign-in by the gallery). */
  user: string;
  /** Attributes changed from their defaults: a value ('' for a boolean that is present), or null when removed. */
  attributes: Record<string, string | null>;
  /** Properties as the JSON text typed. */
  properties: Record<string, string>;
  /** Slot text ('' is the default slot). */
  slots: Record<string, string>;
  /** --curb-* custom properties set on the element. */
  css: Record<string, string>;
}

export function emptyState(tag: string): GalleryState {
  return { tag, dark: null, hostStyles: false, user: '', attributes: {}, properties: {}, slots: {}, css: {} };
}

const ATTRIBUTE = 'a.';
const REMOVED = 'x.';
const PROPERTY = 'p.';
const SLOT = 's.';
const CSS = 'c.';

/** The state a fragment describes (`#tag?…`, with or without the '#'). */
export function readState(fragment: string): GalleryState {
  const text = fragment.replace(/^#/, '');
  const mark = text.indexOf('?');
  const state = emptyState(decodeURIComponent(mark < 0 ? text : text.slice(0, mark)));
  const params = new URLSearchParams(mark < 0 ? '' : text.slice(mark + 1));
  for (const [key, value] of params) {
    if (key === 'dark') state.dark = true;
    else if (key === 'light') state.dark = false;
    else if (key === 'host') state.hostStyles = true;
    else if (key === 'as') state.user = value;
    else if (key.startsWith(ATTRIBUTE)) state.attributes[key.slice(ATTRIBUTE.length)] = value;
    else if (key.startsWith(REMOVED)) state.attributes[key.slice(REMOVED.length)] = null;
    else if (key.startsWith(PROPERTY)) state.properties[key.slice(PROPERTY.length)] = value;
    else if (key.startsWith(SLOT)) state.slots[key.slice(SLOT.length)] = value;
    else if (key.startsWith(CSS)) state.css[key.slice(CSS.length)] = value;
  }
  return state;
}

/** The fragment (with its '#') of a state; readState(writeState(s)) is s. */
export function writeState(state: GalleryState): string {
  const params = new URLSearchParams();
  if (state.dark !== null) params.append(state.dark ? 'dark' : 'light', '');
  if (state.hostStyles) params.append('host', '');
  if (state.user) params.append('as', state.user);
  for (const [name, value] of Object.entries(state.attributes)) {
    if (value === null) params.append(`${REMOVED}${name}`, '');
    else params.append(`${ATTRIBUTE}${name}`, value);
  }
  for (const [name, value] of Object.entries(state.properties)) params.append(`${PROPERTY}${name}`, value);
  for (const [name, value] of Object.entries(state.slots)) params.append(`${SLOT}${name}`, value);
  for (const [name, value] of Object.entries(state.css)) params.append(`${CSS}${name}`, value);
  // A bare key reads back as ''; 'dark=' and 'dark' mean the same, the shorter is kinder to read.
  const query = params.toString().replace(/=(?=&|$)/g, '');
  return `#${state.tag}${query ? `?${query}` : ''}`;
}
