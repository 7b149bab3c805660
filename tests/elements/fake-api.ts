// Answers the element's API calls inside the browser test without a server.
export interface FakeRoute {
  method: string;
  /** Path under /api/web/v1, e.g. '/auth/login/initiate'. */
  path: string | RegExp;
  status?: number;
  body: unknown | ((request: { body: unknown; url: URL }) => unknown);
}

export const calls: { method: string; path: string; body: unknown }[] = [];

export function fakeApi(routes: FakeRoute[]): () => void {
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^.*\/api\/web\/v1/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes.find((r) => r.method === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    if (!route) return new Response(JSON.stringify({ message: `No fake for ${method} ${path}` }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = typeof route.body === 'function' ? (route.body as (r: { body: unknown; url: URL }) => unknown)({ body, url }) : route.body;
    return new Response(JSON.stringify(answer), { status: route.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return () => { window.fetch = original; };
}
