// The element gallery, a workbench (issue 9): every element of custom-elements.json alone on the
// stage, with knobs generated from the manifest (gallery-manifest.ts), a sign-in as any demo user
// (gallery-session.ts), a log of the events it fires, light and dark, a host page's styles on and
// off, the copy-paste snippet of what shows, and the whole state in the URL (gallery-url.ts).
// Elements load through the portal import map (import-map name = tag).
import { knobsOf, type Knob, type Manifest, type ManifestDeclaration } from './gallery-manifest.ts';
import { DEMO_USERS, currentUser, galleryClient, setDarkMode, signInAs, signOut, watchDarkMode, watchUser } from './gallery-session.ts';
import { snippetOf } from './gallery-snippet.ts';
import { readState, writeState, type GalleryState } from './gallery-url.ts';

const byId = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The gallery page lacks #${id}`);
  return found as T;
};

const list = byId<HTMLUListElement>('element-list');
const stage = byId<HTMLElement>('stage');
const preview = byId<HTMLElement>('preview');
const knobs = byId<HTMLFormElement>('knobs');
const log = byId<HTMLOListElement>('log');
const snippet = byId<HTMLElement>('snippet');
const darkSwitch = byId<HTMLInputElement>('dark');
const hostSwitch = byId<HTMLInputElement>('host-styles');
const userField = byId<HTMLInputElement>('sign-in-email');
const signInStatus = byId<HTMLElement>('sign-in-status');

let declarations: ManifestDeclaration[] = [];
let state: GalleryState = readState('');
let element: HTMLElement | null = null;
/** The user the server says is signed in (null: nobody), once asked. */
let signedInAs: string | null = null;

/** Keep the URL in step with the state, without a new history entry per keystroke. */
function saveState(): void {
  history.replaceState(null, '', writeState(state));
  showSnippet();
}

function logEvent(event: Event): void {
  const item = document.createElement('li');
  const name = document.createElement('b');
  name.textContent = event.type;
  let detail: string;
  try {
    detail = JSON.stringify((event as CustomEvent).detail ?? null, null, 1);
  } catch {
    detail = String((event as CustomEvent).detail);
  }
  item.append(name, ` ${new Date().toLocaleTimeString()}\n${detail}`);
  log.prepend(item);
}

/** A knob: the label, the control (or a row of controls) and the contract's description under it. */
function knobWrap(id: string, name: string, control: HTMLElement, description: string | undefined, extra?: HTMLElement): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'knob';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = name;
  control.id = id;
  const row = document.createElement('div');
  row.className = 'knob-row';
  row.append(control);
  if (extra) row.append(extra);
  wrap.append(label, row);
  if (description) {
    const help = document.createElement('small');
    help.id = `${id}-help`;
    help.textContent = description;
    control.setAttribute('aria-describedby', help.id);
    wrap.append(help);
  }
  return wrap;
}

function setAttribute(name: string, value: string | null, initial: string | boolean): void {
  if (!element) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
  const unchanged = initial === true ? value === '' : initial === false || initial === '' ? value === null : value === initial;
  if (unchanged) delete state.attributes[name];
  else state.attributes[name] = value;
  saveState();
}

/** The attribute's value on the stage as a knob shows it: the URL's, else the contract's default. */
function attributeValue(knob: Knob & { initial: string | boolean }): string | null {
  if (knob.name in state.attributes) return state.attributes[knob.name] ?? null;
  if (knob.initial === true) return '';
  return knob.initial === false || knob.initial === '' ? null : knob.initial;
}

function attributeKnob(knob: Knob): HTMLElement | null {
  const id = `knob-${knob.name}`;
  if (knob.kind === 'choice') {
    const select = document.createElement('select');
    for (const value of knob.optional ? ['', ...knob.values] : knob.values) select.append(new Option(value === '' ? '(absent)' : value, value));
    select.value = attributeValue(knob) ?? '';
    select.addEventListener('change', () => setAttribute(knob.name, select.value === '' ? null : select.value, knob.initial));
    return knobWrap(id, knob.name, select, knob.description);
  }
  if (knob.kind === 'switch') {
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.setAttribute('role', 'switch');
    input.checked = attributeValue(knob) !== null;
    input.addEventListener('change', () => setAttribute(knob.name, input.checked ? '' : null, knob.initial));
    return knobWrap(id, knob.name, input, knob.description);
  }
  if (knob.kind === 'number' || knob.kind === 'text') {
    const input = document.createElement('input');
    input.type = knob.kind;
    input.value = attributeValue(knob) ?? '';
    input.addEventListener('input', () => setAttribute(knob.name, input.value === '' ? null : input.value, knob.initial));
    return knobWrap(id, knob.name, input, knob.description);
  }
  return null;
}

/** Set a property from its JSON text; marks the field invalid while it does not parse. */
function applyProperty(name: string, text: string, field?: HTMLTextAreaElement): void {
  try {
    if (element) Reflect.set(element, name, text.trim() === '' ? undefined : JSON.parse(text));
    field?.removeAttribute('aria-invalid');
  } catch {
    field?.setAttribute('aria-invalid', 'true');
  }
}

function propertyKnob(knob: Knob & { kind: 'property' }): HTMLElement {
  const area = document.createElement('textarea');
  area.rows = 2;
  area.placeholder = 'JSON';
  area.value = state.properties[knob.name] ?? '';
  area.addEventListener('change', () => {
    applyProperty(knob.name, area.value, area);
    if (area.value.trim() === '') delete state.properties[knob.name];
    else state.properties[knob.name] = area.value;
    saveState();
  });
  return knobWrap(`knob-prop-${knob.name}`, `.${knob.name} (${knob.type})`, area, knob.description);
}

function applySlots(): void {
  if (!element) return;
  element.replaceChildren();
  for (const [name, text] of Object.entries(state.slots)) {
    if (text === '') continue;
    if (name === '') element.append(text);
    else {
      const span = document.createElement('span');
      span.slot = name;
      span.textContent = text;
      element.append(span);
    }
  }
}

function slotKnob(knob: Knob): HTMLElement {
  const input = document.createElement('input');
  input.type = 'text';
  input.value = state.slots[knob.name] ?? '';
  input.addEventListener('input', () => {
    if (input.value === '') delete state.slots[knob.name];
    else state.slots[knob.name] = input.value;
    applySlots();
    saveState();
  });
  return knobWrap(`knob-slot-${knob.name || 'default'}`, knob.name === '' ? '(default slot)' : `slot="${knob.name}"`, input, knob.description);
}

function setCss(name: string, value: string): void {
  if (value === '') {
    element?.style.removeProperty(name);
    delete state.css[name];
  } else {
    element?.style.setProperty(name, value);
    state.css[name] = value;
  }
  saveState();
}

/** A colour picker, with a button that leaves the element's own colour (a picker always has a value). */
function colourKnob(knob: Knob & { kind: 'color' }): HTMLElement {
  const picker = document.createElement('input');
  picker.type = 'color';
  picker.value = /^#[0-9a-f]{6}$/i.test(state.css[knob.name] ?? '') ? (state.css[knob.name] ?? '') : '#0369a1';
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Default';
  reset.setAttribute('aria-label', `${knob.name}: the element's default`);
  const showSet = () => reset.toggleAttribute('disabled', !(knob.name in state.css));
  picker.addEventListener('input', () => {
    setCss(knob.name, picker.value);
    showSet();
  });
  reset.addEventListener('click', () => {
    setCss(knob.name, '');
    showSet();
  });
  showSet();
  return knobWrap(`knob-css-${knob.name}`, knob.name, picker, knob.description, reset);
}

function cssKnob(knob: Knob & { kind: 'css' }): HTMLElement {
  const input = document.createElement('input');
  input.type = 'text';
  input.placeholder = knob.initial;
  input.value = state.css[knob.name] ?? '';
  input.addEventListener('input', () => setCss(knob.name, input.value.trim()));
  return knobWrap(`knob-css-${knob.name}`, knob.name, input, knob.description);
}

function section(title: string, items: HTMLElement[]): void {
  if (items.length === 0) return;
  const fieldset = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.textContent = title;
  fieldset.append(legend, ...items);
  knobs.append(fieldset);
}

let mainWatch: MutationObserver | null = null;

/**
 * The stage is the page's main landmark unless the element on it renders its own (curb-shell
 * frames a whole page): one main landmark, never one inside another (WCAG 1.3.1, axe
 * landmark-no-duplicate-main and landmark-main-is-top-level).
 */
function keepOneMain(shown: HTMLElement): void {
  mainWatch?.disconnect();
  mainWatch = null;
  stage.setAttribute('role', 'main');
  const root = shown.shadowRoot;
  if (!root) return;
  const watch = new MutationObserver(() => check());
  const check = () => {
    if (!root.querySelector('main, [role="main"]')) return;
    stage.removeAttribute('role');
    watch.disconnect();
  };
  watch.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
  mainWatch = watch;
  check();
}

/** The attributes the element carries now, in the manifest's order (what the snippet writes). */
function attributesShown(decl: ManifestDeclaration): [string, string][] {
  const shown: [string, string][] = [];
  for (const attr of decl.attributes ?? []) {
    const value = element?.getAttribute(attr.name);
    if (value !== null && value !== undefined && !(attr.name === 'api-base' && value === '')) shown.push([attr.name, value]);
  }
  return shown;
}

function showSnippet(): void {
  const decl = declarations.find((d) => d.tagName === state.tag);
  snippet.textContent = decl ? snippetOf(state, attributesShown(decl), location.origin) : '';
}

/** Host styles on or off; light or dark is the user's dark mode setting, which the URL may name. */
function applyLooks(): void {
  hostSwitch.checked = state.hostStyles;
  preview.classList.toggle('host-styles', state.hostStyles);
  if (state.dark !== null) void setDarkMode(state.dark);
}

/** The workbench's own colours follow the dark mode setting, as the elements do. */
function showDarkMode(dark: boolean): void {
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  darkSwitch.checked = dark;
}

async function show(decl: ManifestDeclaration): Promise<void> {
  for (const link of list.querySelectorAll('a')) {
    if (link.dataset.tag === decl.tagName) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  const slot = byId<HTMLElement>('element-slot');
  slot.replaceChildren();
  knobs.replaceChildren();
  log.replaceChildren();
  element = null;
  try {
    await import(/* @vite-ignore */ decl.tagName);
  } catch (error) {
    const message = document.createElement('p');
    message.textContent = `${decl.tagName} could not be loaded: ${String(error)}`;
    slot.append(message);
    return;
  }
  const shown = document.createElement(decl.tagName);
  element = shown;
  const groups = knobsOf(decl);
  for (const knob of groups.attributes) {
    if (knob.kind !== 'choice' && knob.kind !== 'switch' && knob.kind !== 'number' && knob.kind !== 'text') continue;
    const value = attributeValue(knob);
    if (value !== null) shown.setAttribute(knob.name, value);
  }
  for (const [name, json] of Object.entries(state.properties)) applyProperty(name, json);
  for (const [name, value] of Object.entries(state.css)) shown.style.setProperty(name, value);
  applySlots();
  applyLooks();
  section('Attributes', groups.attributes.map(attributeKnob).filter((knob): knob is HTMLElement => knob !== null));
  section('Properties (JSON)', groups.properties.flatMap((knob) => (knob.kind === 'property' ? [propertyKnob(knob)] : [])));
  section('Slots', groups.slots.map(slotKnob));
  section('Custom properties', groups.css.flatMap((knob) => (knob.kind === 'color' ? [colourKnob(knob)] : knob.kind === 'css' ? [cssKnob(knob)] : [])));
  for (const event of decl.events ?? []) shown.addEventListener(event.name, logEvent);
  slot.append(shown);
  await galleryClient();
  keepOneMain(shown);
  showSnippet();
}

function showUser(email: string | null): void {
  signedInAs = email;
  signInStatus.textContent = email ? `Signed in as ${email}.` : 'Not signed in.';
  if (email && !userField.value) userField.value = email;
}

async function showSignedIn(): Promise<void> {
  showUser(await currentUser().catch(() => null));
}

async function signIn(email: string): Promise<void> {
  signInStatus.textContent = `Signing in as ${email}…`;
  try {
    await signInAs(email);
    state.user = email;
    saveState();
  } catch (error) {
    signInStatus.textContent = `Could not sign in as ${email}: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  await showSignedIn();
}

function wireToolbar(): void {
  document.querySelector('#clear-log')?.addEventListener('click', () => log.replaceChildren());
  // The knobs apply as they change: the form is never submitted (no inline handler: the page's CSP refuses those).
  knobs.addEventListener('submit', (event) => event.preventDefault());
  darkSwitch.addEventListener('change', () => {
    state.dark = darkSwitch.checked;
    applyLooks();
    saveState();
  });
  hostSwitch.addEventListener('change', () => {
    state.hostStyles = hostSwitch.checked;
    applyLooks();
    saveState();
  });
  const users = byId<HTMLDataListElement>('demo-users');
  for (const email of DEMO_USERS) users.append(new Option(email, email));
  byId<HTMLFormElement>('sign-in').addEventListener('submit', (event) => {
    event.preventDefault();
    const email = userField.value.trim();
    if (email) void signIn(email);
  });
  byId<HTMLButtonElement>('sign-out').addEventListener('click', () => {
    void signOut().then(() => {
      state.user = '';
      saveState();
      return showSignedIn();
    });
  });
  byId<HTMLButtonElement>('copy-snippet').addEventListener('click', () => {
    void navigator.clipboard?.writeText(snippet.textContent ?? '').then(() => {
      byId<HTMLElement>('copy-status').textContent = 'Copied.';
    }, () => {
      byId<HTMLElement>('copy-status').textContent = 'Select the snippet and copy it.';
    });
  });
}

/** Show what the URL describes: a bare `#tag` (the element list's links) keeps the looks and the user. */
function choose(): void {
  const next = readState(location.hash);
  if (!location.hash.includes('?')) {
    next.dark = state.dark;
    next.hostStyles = state.hostStyles;
    next.user = state.user;
  }
  state = next;
  const decl = declarations.find((d) => d.tagName === state.tag);
  if (decl) {
    void show(decl);
    history.replaceState(null, '', writeState(state));
  } else applyLooks();
}

async function start(): Promise<void> {
  wireToolbar();
  state = readState(location.hash);
  applyLooks();
  const response = await fetch('/custom-elements.json');
  const manifest = (await response.json()) as Manifest;
  declarations = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.tagName);
  if (declarations.length === 0) {
    list.innerHTML = '<li>No elements built yet.</li>';
    return;
  }
  for (const decl of declarations) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#${decl.tagName}`;
    link.dataset.tag = decl.tagName;
    link.textContent = `<${decl.tagName}>`;
    if (decl.description) {
      const summary = document.createElement('small');
      summary.textContent = decl.description;
      link.append(summary);
    }
    item.append(link);
    list.append(item);
  }
  await watchDarkMode(showDarkMode);
  await showSignedIn();
  // A sign-in or sign-out inside an element shows here too.
  await watchUser(showUser);
  // A link names its user: sign in as them first, so the element starts with their session.
  if (state.user && state.user !== signedInAs) await signIn(state.user);
  window.addEventListener('hashchange', choose);
  choose();
}

void start();
