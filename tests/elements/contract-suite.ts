/// <reference types="mocha" />
// The shared contract suite every element runs in real Chromium (web-test-runner + mocha):
// define twice without error, attributes reach the component, events come out with their
// detail, host CSS does not leak in, no axe violations (light and dark), a focus ring on
// every control the keyboard reaches (light and dark).
import { expect } from 'chai';
import { fakeApi, type FakeRoute } from './fake-api.ts';
import { loadEmbed } from './load-embed.ts';

declare global {
  interface Window { axe?: { run: (context: unknown, options?: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }> } }
}

export interface ContractSuiteOptions {
  tag: string;
  /** URL of the element's embed build, e.g. '/dist/portal/embed/curb-login.js'. */
  embedUrl: string;
  /** Attributes set before the element connects. */
  attributes?: Record<string, string>;
  /** API answers the element needs while these tests run. */
  routes?: FakeRoute[];
  /** Proves a given attribute reached the component (reads the rendered shadow DOM). */
  attributeReachesComponent: { attribute: string; value: string; check: (root: ShadowRoot) => boolean | Promise<boolean> };
  /** Acts like a user and names the event it must cause, with a check of its detail. */
  event: { name: string; act: (root: ShadowRoot, el: HTMLElement) => Promise<void>; detail: (detail: unknown) => void };
}

export async function until<T>(probe: () => T | null | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function deepQuery<T extends Element>(root: ParentNode, selector: string): T | null {
  const direct = root.querySelector<T>(selector);
  if (direct) return direct;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (el.shadowRoot) {
      const found = deepQuery<T>(el.shadowRoot, selector);
      if (found) return found;
    }
  }
  return null;
}

async function mount(options: ContractSuiteOptions, extra: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement(options.tag);
  for (const [name, value] of Object.entries({ 'api-key': 'curbside-demo-key', ...options.attributes, ...extra })) el.setAttribute(name, value);
  document.body.append(el);
  await until(() => el.shadowRoot && el.shadowRoot.childElementCount > 0, `${options.tag} to render`);
  return el;
}

export async function loadAxe(): Promise<void> {
  if (window.axe) return;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the element has settled: nothing in its shadow root changed for `quietMs` (its
 * first fetches answered, React rendered them) and its finite animations (Shoelace's show
 * transitions) finished. Gives up waiting after `timeoutMs`, then checks what is there.
 */
export async function settled(el: HTMLElement, quietMs = 300, timeoutMs = 4000): Promise<void> {
  const root = el.shadowRoot;
  if (!root) return;
  let last = performance.now();
  const watch = new MutationObserver(() => {
    last = performance.now();
  });
  watch.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  const started = performance.now();
  while (performance.now() - last < quietMs && performance.now() - started < timeoutMs) await sleep(50);
  watch.disconnect();
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
}

/**
 * axe-core on the element (its shadow roots included), every rule axe runs by default: WCAG 2.0,
 * 2.1 and 2.2 A and AA, and best practices. No rule is switched off; one may be only for a proven
 * false positive, named here with the reason.
 */
async function axeViolations(el: HTMLElement): Promise<string[]> {
  await loadAxe();
  const axe = window.axe;
  if (!axe) throw new Error('axe-core missing');
  const result = await axe.run(el, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}

/** Mounted in `theme`, settled, and its root wrapper really carries that theme's class. */
async function mountInTheme(options: ContractSuiteOptions, theme: 'light' | 'dark'): Promise<HTMLElement> {
  localStorage.setItem('curb.darkMode', String(theme === 'dark'));
  const el = await mount(options);
  await settled(el);
  const root = el.shadowRoot?.querySelector('.curb-root');
  expect(root?.classList.contains(`sl-theme-${theme}`), `the root wrapper is in ${theme} mode`).to.equal(true);
  return el;
}

interface WebSocketModule {
  sendMessageWaitForResponse(message: unknown): Promise<{ executed: boolean }>;
}

/** A real key press through the test runner (Playwright), so :focus-visible behaves as for a user. */
export async function pressKey(key: string): Promise<void> {
  const sessionId = new URL(window.location.href).searchParams.get('wtr-session-id');
  const socket = (await import('/__web-dev-server__web-socket.js' as string)) as WebSocketModule;
  const answer = await socket.sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'send-keys', payload: { press: key } });
  if (!answer.executed) throw new Error("The test runner has no 'send-keys' command");
}

/** The focused element, down through open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** The element's parent, or its shadow host when it is at the top of a shadow root. */
function parentAcrossShadow(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * Where a focus indicator may be drawn for `focused`: itself, the parts of its own shadow root (a
 * Shoelace tab), the next siblings (a checkbox's control after its hidden input) and three
 * ancestors (an input inside a box that rings on :focus-within).
 */
function indicatorCandidates(focused: HTMLElement): Element[] {
  const near: Element[] = [focused, ...Array.from(focused.shadowRoot?.querySelectorAll('[part]') ?? []).slice(0, 6)];
  for (let sibling = focused.nextElementSibling; sibling && near.length < 12; sibling = sibling.nextElementSibling) near.push(sibling);
  let up = parentAcrossShadow(focused);
  for (let i = 0; up && i < 3; i += 1, up = parentAcrossShadow(up)) near.push(up);
  return near;
}

const INDICATOR_PROPERTIES = ['outline-style', 'outline-width', 'outline-color', 'box-shadow', 'border-color', 'background-color', 'text-decoration-line'] as const;

function indicatorStyles(nodes: readonly Element[]): string {
  return nodes.map((node) => {
    const css = getComputedStyle(node);
    return INDICATOR_PROPERTIES.map((name) => css.getPropertyValue(name)).join('|');
  }).join('\n');
}

function describeNode(node: HTMLElement): string {
  const host = node.getRootNode() instanceof ShadowRoot ? `${(node.getRootNode() as ShadowRoot).host.tagName.toLowerCase()} > ` : '';
  const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
  return `${host}${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''} "${label}"`;
}

/**
 * Tabs through the element (up to `max` stops, until focus leaves it or comes round again) and
 * names each stop whose look does not change between focused and not: no visible focus
 * indicator (WCAG 2.4.7).
 */
async function stopsWithoutRing(el: HTMLElement, max = 12): Promise<{ stops: number; unringed: string[] }> {
  (document.activeElement as HTMLElement | null)?.blur();
  const seen = new Set<Element>();
  const unringed: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await pressKey('Tab');
    const focused = deepActiveElement();
    if (!focused || document.activeElement !== el || seen.has(focused)) break;
    seen.add(focused);
    const near = indicatorCandidates(focused);
    await sleep(200); // Shoelace's focus transitions
    const on = indicatorStyles(near);
    focused.blur();
    await sleep(200);
    const off = indicatorStyles(near);
    if (on === off) unringed.push(describeNode(focused));
    focused.focus();
  }
  return { stops: seen.size, unringed };
}

export function elementContractSuite(options: ContractSuiteOptions): void {
  describe(`<${options.tag}> contract`, () => {
    let restore: () => void = () => {};
    before(async () => {
      restore = fakeApi(options.routes ?? []);
      await loadEmbed(options.embedUrl, options.tag);
    });
    after(() => restore());
    afterEach(() => {
      document.querySelectorAll(options.tag).forEach((el) => el.remove());
      document.querySelectorAll('style[data-host-css]').forEach((el) => el.remove());
      localStorage.removeItem('curb.darkMode');
    });

    it('is defined once, and a second define of the same tag neither throws nor replaces it', async () => {
      const first = customElements.get(options.tag);
      expect(first, 'defined by the embed build').to.be.a('function');
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error);
      window.addEventListener('error', onError);
      await import(/* @vite-ignore */ `${options.embedUrl}?second-define`);
      window.removeEventListener('error', onError);
      expect(errors).to.deep.equal([]);
      expect(customElements.get(options.tag)).to.equal(first);
    });

    it('passes its attributes to the component', async () => {
      const { attribute, value, check } = options.attributeReachesComponent;
      const el = await mount(options, { [attribute]: value });
      const root = el.shadowRoot as ShadowRoot;
      await until(() => check(root), `attribute ${attribute} to show in the component`);
    });

    it(`fires ${options.event.name} with its detail, bubbling and composed`, async () => {
      const el = await mount(options);
      const seen: CustomEvent[] = [];
      document.addEventListener(options.event.name, (e) => seen.push(e as CustomEvent));
      await options.event.act(el.shadowRoot as ShadowRoot, el);
      const event = await until(() => seen[0], `${options.event.name} to reach the document`);
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      options.event.detail(event.detail);
    });

    it('keeps the host page CSS out of its shadow root', async () => {
      const style = document.createElement('style');
      style.dataset.hostCss = '';
      style.textContent = `* { color: rgb(255, 0, 0) !important; font-family: serif !important; }
        button, input { background: rgb(255, 255, 0) !important; border: 5px dashed green !important; }
        div, p, span, label { padding: 40px !important; }`;
      document.head.append(style);
      const el = await mount(options);
      const root = el.shadowRoot as ShadowRoot;
      const texts = Array.from(root.querySelectorAll<HTMLElement>('h1, h2, p, label, span, div')).filter((n) => n.textContent?.trim());
      expect(texts.length, 'some text inside the element').to.be.greaterThan(0);
      for (const node of texts.slice(0, 20)) {
        const css = getComputedStyle(node);
        expect(css.color, `color of ${node.tagName}`).not.to.equal('rgb(255, 0, 0)');
        expect(css.fontFamily, `font of ${node.tagName}`).not.to.match(/^serif$/);
        expect(css.paddingTop, `padding of ${node.tagName}`).not.to.equal('40px');
      }
    });

    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations in ${theme} mode`, async () => {
        const el = await mountInTheme(options, theme);
        expect(await axeViolations(el)).to.deep.equal([]);
      });

      it(`shows a focus ring on every control the keyboard reaches in ${theme} mode`, async () => {
        const el = await mountInTheme(options, theme);
        const { stops, unringed } = await stopsWithoutRing(el);
        expect(stops, 'the keyboard reaches something inside the element').to.be.greaterThan(0);
        expect(unringed, 'focused from the keyboard without a visible change').to.deep.equal([]);
      });
    }
  });
}
