// The element gallery: every element of custom-elements.json alone on the
// stage, with a knob per attribute and property (set live) and a log of the events it fires.
// Everything comes from the manifest, which scripts/generate-contracts.mjs derives from each
// element's contract: attribute types, allowed values (a select), defaults, property types,
// the events to log. Elements load through the portal import map (import-map name = tag).

interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: { text: string };
  default?: string;
  description?: string;
}

interface ManifestMember {
  kind: string;
  name: string;
  attribute?: string;
  type?: { text: string };
  description?: string;
}

interface ManifestDeclaration {
  tagName: string;
  description?: string;
  attributes?: ManifestAttribute[];
  members?: ManifestMember[];
  events?: { name: string; description?: string }[];
}

interface Manifest {
  modules: { declarations: ManifestDeclaration[] }[];
}

const list = document.querySelector<HTMLUListElement>('#element-list');
const stage = document.querySelector<HTMLElement>('#stage');
const knobs = document.querySelector<HTMLFormElement>('#knobs');
// The knobs apply as they change: the form is never submitted (no inline handler: the page's CSP refuses those).
knobs?.addEventListener('submit', (event) => event.preventDefault());
const log = document.querySelector<HTMLOListElement>('#log');

function parseDefault(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The value a knob starts with: api-base is this origin, otherwise the contract's default. */
export function initialValue(attr: ManifestAttribute): string | boolean {
  if (attr.name === 'api-base') return '';
  const value = parseDefault(attr.default);
  if (attr.type?.text === 'boolean') return value === true;
  return value === undefined || value === null ? '' : String(value);
}

function logEvent(event: Event): void {
  if (!log) return;
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

/** The allowed values of an attribute typed as a union of string literals (`'a' | 'b'`), else null. */
function allowedValues(attr: ManifestAttribute): string[] | null {
  const text = attr.type?.text ?? '';
  const literals = text.split('|').map((part) => /^\s*'([^']*)'\s*$/.exec(part)?.[1]);
  return literals.every((value) => value !== undefined) ? (literals as string[]) : null;
}

/** A knob: the label, the control and the contract's description under it. */
function knobWrap(id: string, name: string, control: HTMLElement, description: string | undefined): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'knob';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = name;
  control.id = id;
  wrap.append(label, control);
  if (description) {
    const help = document.createElement('small');
    help.textContent = description;
    wrap.append(help);
  }
  return wrap;
}

/** A select of the allowed values; '(absent)' removes the attribute when the contract has no default. */
function choiceKnob(element: HTMLElement, attr: ManifestAttribute, values: string[]): HTMLElement {
  const select = document.createElement('select');
  const choices = attr.default === undefined ? ['', ...values] : values;
  for (const value of choices) select.append(new Option(value === '' ? '(absent)' : value, value));
  select.value = String(initialValue(attr));
  select.addEventListener('change', () => {
    if (select.value === '') element.removeAttribute(attr.name);
    else element.setAttribute(attr.name, select.value);
  });
  return knobWrap(`knob-${attr.name}`, attr.name, select, attr.description);
}

/** A property (rich data, never reflected): JSON in a text area, set when it parses. */
function propertyKnob(element: HTMLElement, member: ManifestMember): HTMLElement {
  const area = document.createElement('textarea');
  area.rows = 2;
  area.placeholder = member.type?.text ?? 'JSON';
  area.addEventListener('change', () => {
    try {
      Reflect.set(element, member.name, area.value.trim() === '' ? undefined : JSON.parse(area.value));
      area.removeAttribute('aria-invalid');
    } catch {
      area.setAttribute('aria-invalid', 'true');
    }
  });
  return knobWrap(`knob-prop-${member.name}`, `.${member.name} (${member.type?.text ?? 'JSON'})`, area, member.description);
}

function knob(element: HTMLElement, attr: ManifestAttribute): HTMLElement {
  const values = allowedValues(attr);
  if (values) return choiceKnob(element, attr, values);
  const input = document.createElement('input');
  const type = attr.type?.text ?? 'string';
  const value = initialValue(attr);
  if (type === 'boolean') {
    input.type = 'checkbox';
    input.checked = value === true;
    input.addEventListener('change', () => element.toggleAttribute(attr.name, input.checked));
  } else {
    input.type = type === 'number' ? 'number' : 'text';
    input.value = String(value);
    input.addEventListener('input', () => {
      if (input.value === '') element.removeAttribute(attr.name);
      else element.setAttribute(attr.name, input.value);
    });
  }
  return knobWrap(`knob-${attr.name}`, attr.name, input, attr.description);
}

let mainWatch: MutationObserver | null = null;

/**
 * The stage is the page's main landmark unless the element on it renders its own (curb-shell
 * frames a whole page): one main landmark, never one inside another (WCAG 1.3.1, axe
 * landmark-no-duplicate-main and landmark-main-is-top-level).
 */
function keepOneMain(element: HTMLElement): void {
  mainWatch?.disconnect();
  mainWatch = null;
  if (!stage) return;
  stage.setAttribute('role', 'main');
  const root = element.shadowRoot;
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

async function show(decl: ManifestDeclaration): Promise<void> {
  if (!stage || !knobs || !log) return;
  for (const link of list?.querySelectorAll('a') ?? []) {
    if (link.dataset.tag === decl.tagName) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  stage.replaceChildren();
  knobs.replaceChildren();
  log.replaceChildren();
  try {
    await import(/* @vite-ignore */ decl.tagName);
  } catch (error) {
    const message = document.createElement('p');
    message.textContent = `${decl.tagName} could not be loaded: ${String(error)}`;
    stage.append(message);
    return;
  }
  const element = document.createElement(decl.tagName);
  for (const attr of decl.attributes ?? []) {
    const value = initialValue(attr);
    if (value === true) element.setAttribute(attr.name, '');
    else if (typeof value === 'string' && value !== '') element.setAttribute(attr.name, value);
    knobs.append(knob(element, attr));
  }
  for (const member of decl.members ?? []) {
    if (member.kind === 'field' && !member.attribute) knobs.append(propertyKnob(element, member));
  }
  for (const event of decl.events ?? []) element.addEventListener(event.name, logEvent);
  stage.append(element);
  keepOneMain(element);
}

async function start(): Promise<void> {
  document.querySelector('#clear-log')?.addEventListener('click', () => log?.replaceChildren());
  const response = await fetch('/custom-elements.json');
  const manifest = (await response.json()) as Manifest;
  const declarations = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.tagName);
  if (!list) return;
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
  const choose = () => {
    const decl = declarations.find((d) => `#${d.tagName}` === location.hash);
    if (decl) void show(decl);
  };
  window.addEventListener('hashchange', choose);
  choose();
}

void start();
