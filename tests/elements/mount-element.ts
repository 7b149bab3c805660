/// <reference types="mocha" />
// How an element test puts its element on the page, once for every element package.
import { clearQueryCache } from '../../shared/ui/src/test-support/clear-query-cache.ts';
import { until } from './contract-suite.ts';
import { fakeApi, type FakeRoute } from './fake-api.ts';
import { loadEmbed } from './load-embed.ts';

export interface MountOptions {
  /** Attributes beside the demo API key. */
  attributes?: Record<string, string>;
  /** A selector that shows in the shadow root once the element is ready. */
  ready: string;
  /** Answer the element's calls from these (the returned `restore` puts fetch back). */
  routes?: FakeRoute[];
  /** The test's list of elements to remove afterwards. */
  mounted?: HTMLElement[];
}

/** Loads the element's embed build, adds `<tag>` with the demo API key and waits until it is ready. */
export async function mountElement(
  embed: string, tag: string, { attributes = {}, ready, routes, mounted }: MountOptions,
): Promise<{ el: HTMLElement; root: ShadowRoot; restore: () => void }> {
  const restore = routes ? fakeApi(routes) : () => {};
  await loadEmbed(embed, tag);
  const el = document.createElement(tag);
  el.setAttribute('api-key', 'curbside-demo-key');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  mounted?.push(el);
  const root = await until(() => el.shadowRoot, 'a shadow root');
  await until(() => root.querySelector(ready), `${ready} in <${tag}>`);
  return { el, root, restore };
}

/** The `mount` of a describe whose tests each put one `<tag>` on its own fake API. */
export type MountEach = (options: Omit<MountOptions, 'mounted'>) => ReturnType<typeof mountElement>;

/**
 * Mounting for a describe whose tests each mount `<tag>` on their own fake API: the returned
 * `mount` is mountElement's; after each test fetch is put back, the test's elements are removed
 * and the shared query cache is cleared, so no answer leaks into the next test.
 */
export function mountEachTest(embed: string, tag: string): MountEach {
  let restore: () => void = () => {};
  const mounted: HTMLElement[] = [];
  afterEach(async () => {
    restore();
    restore = () => {};
    mounted.splice(0).forEach((el) => el.remove());
    await clearQueryCache();
  });
  return async (options) => {
    const shown = await mountElement(embed, tag, { ...options, mounted });
    restore = shown.restore;
    return shown;
  };
}

/** Mocha hooks for a describe on one fake API: the fake and the embed build first, each test's `<tag>` removed after it. */
export function onFakeApi(embed: string, tag: string, routes: FakeRoute[]): void {
  let restore: () => void = () => {};
  before(async () => {
    restore = fakeApi(routes);
    await loadEmbed(embed, tag);
  });
  after(() => restore());
  afterEach(() => document.querySelectorAll(tag).forEach((el) => el.remove()));
}
