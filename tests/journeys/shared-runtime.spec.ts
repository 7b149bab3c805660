import { expect, test, type Page } from './journey-test.ts';

/**
 * One runtime per page (issue 10): two embeds share React, Shoelace and the shared packages
 * (embed/chunks/shared-<hash>.js), and the portal takes Shoelace from one bundle rather than
 * one request per Shoelace module.
 */

/** Every script the page fetches, by URL, with its body (bodies read as they arrive). */
function recordScripts(page: Page): Map<string, Promise<string>[]> {
  const scripts = new Map<string, Promise<string>[]>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const bodies = scripts.get(response.url()) ?? [];
    bodies.push(response.text());
    scripts.set(response.url(), bodies);
  });
  return scripts;
}

/** react-dom's client: the key it marks a root container with, in no other module. */
const REACT_DOM_CLIENT = '__reactContainer$';
/** React itself: the element type every JSX element carries. */
const REACT = 'react.transitional.element';

async function scriptsHolding(scripts: Map<string, Promise<string>[]>, marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const [url, bodies] of scripts) {
    for (const body of await Promise.all(bodies)) if (body.includes(marker)) found.push(new URL(url).pathname);
  }
  return found;
}

test('the intranet page with curb-login and curb-booking loads React once, from the shared chunk', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const scripts = recordScripts(page);
  await page.goto('/demo/intranet.html');
  await expect(page.getByRole('textbox', { name: 'Email or firm code' })).toBeVisible();
  await expect(page.locator('curb-booking')).toHaveJSProperty('isConnected', true);
  await page.waitForLoadState('networkidle');

  const paths = [...scripts.keys()].map((url) => new URL(url).pathname);
  test.info().annotations.push({ type: 'intranet scripts', description: paths.join(', ') });
  expect(paths).toEqual(expect.arrayContaining(['/embed/curb-login.js', '/embed/curb-booking.js']));
  for (const [url, bodies] of scripts) expect(bodies.length, `${url} fetched once`).toBe(1);
  const reactDom = await scriptsHolding(scripts, REACT_DOM_CLIENT);
  expect(reactDom, 'react-dom arrives in one script').toHaveLength(1);
  expect(reactDom[0]).toMatch(/^\/embed\/chunks\/shared-[0-9a-f]{12}\.js$/);
  expect(await scriptsHolding(scripts, REACT), 'React arrives in one script').toEqual(reactDom);
  expect(errors).toEqual([]);
});

test('the portal takes Shoelace from one bundle: no request for a single Shoelace module', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Email or firm code' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const shoelaceModules = requested.filter((p) => p.startsWith('/vendor/shoelace/') && p.endsWith('.js'));
  expect(shoelaceModules).toEqual([]);
  expect(requested.filter((p) => /^\/vendor\/shoelace-components\.[0-9a-f]{12}\.js$/.test(p))).toHaveLength(1);
});

test('a portal load fetches its page once: the version watcher starts from the version the page names', async ({ page }) => {
  const pages: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'document' || pathname === '/index.html') pages.push(`${request.method()} ${pathname}`);
  });
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Email or firm code' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pages).toEqual(['GET /login']);
  // The build stamps the version into the page, and the server announces the same one.
  const served = await page.locator('meta[name="app-version"]').getAttribute('content');
  const head = await page.request.head('/index.html');
  expect(head.headers()['x-app-version']).toBe(served);
});

test('the loaders the portal page names are served: SystemJS for browsers without import maps', async ({ request }) => {
  const page = await (await request.get('/')).text();
  for (const loader of ['/system/s.min.js', ...(page.includes('/vendor/import-map-overrides.js') ? ['/vendor/import-map-overrides.js'] : [])]) {
    expect(page).toContain(loader.startsWith('/system/') ? `'${loader}'` : loader);
    const answer = await request.get(loader);
    expect(answer.status(), loader).toBe(200);
    expect(answer.headers()['content-type']).toContain('javascript');
  }
});
