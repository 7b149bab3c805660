/// <reference types="mocha" />
// The shared contract suite every element runs in real Chromium (web-test-runner + mocha):
// define twice without error, attributes reach the component, events come out with their
// detail, host CSS does not leak in, no axe violations (light and dark).
import { expect } from 'chai';
import { fakeApi, type FakeRoute } from './fake-api.ts';

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

async function axeViolations(el: HTMLElement): Promise<string[]> {
  await loadAxe();
  const axe = window.axe;
  if (!axe) throw new Error('axe-core missing');
  const result = await axe.run(el, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}

export function elementContractSuite(options: ContractSuiteOptions): void {
  describe(`<${options.tag}> contract`, () => {
    let restore: () => void = () => {};
    before(async () => {
      restore = fakeApi(options.routes ?? []);
      await import(/* @vite-ignore */ options.embedUrl);
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

    it('has no axe violations in light mode', async () => {
      const el = await mount(options);
      await new Promise((r) => setTimeout(r, 300));
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('has no axe violations in dark mode', async () => {
      localStorage.setItem('curb.darkMode', 'true');
      const el = await mount(options);
      await new Promise((r) => setTimeout(r, 300));
      expect(await axeViolations(el)).to.deep.equal([]);
    });
  });
}
