// The element gallery: every element of custom-elements.json alone on the
// stage, with a knob per attribute (set live) and a log of the events it fires.
// Elements load through the portal import map (import-map name = tag).

interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: { text: string };
  default?: string;
  description?: string;
}

interface ManifestDeclaration {
  tagName: string;
  description?: string;
  attributes?: ManifestAttribute[];
  events?: { name: string; description?: string }[];
}

interface Manifest {
  modules: { declarations: ManifestDeclaration[] }[];
}

/** Events every element may fire besides its declared ones. */
const COMMON_EVENTS = ['curb-navigate', 'curb-auth-required'];

const list = document.querySelector<HTMLUListElement>('#element-list');
const stage = document.querySelector<HTMLElement>('#stage');
const knobs = document.querySelector<HTMLFormElement>('#knobs');
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

function knob(element: HTMLElement, attr: ManifestAttribute): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'knob';
  const id = `knob-${attr.name}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = attr.name;
  const input = document.createElement('input');
  input.id = id;
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
  wrap.append(label, input);
  if (attr.description) {
    const help = document.createElement('small');
    help.textContent = attr.description;
    wrap.append(help);
  }
  return wrap;
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
  const events = new Set([...(decl.events ?? []).map((e) => e.name), ...COMMON_EVENTS]);
  for (const name of events) element.addEventListener(name, logEvent);
  stage.append(element);
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
