const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for HTML element content and quoted attributes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A small standalone page (IdP simulator, portal-not-built notice). */
export const htmlPage = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #1b1f24; }
  h1 { font-size: 1.4rem; } ul { list-style: none; padding: 0; } li { margin: .5rem 0; }
  button { font: inherit; width: 100%; text-align: left; padding: .75rem 1rem; border: 1px solid #c4c9d0; border-radius: 6px; background: #fff; cursor: pointer; }
  button:hover, button:focus-visible { border-color: #0b6e4f; outline: 2px solid #0b6e4f; }
  code { background: #f0f2f4; padding: .1rem .3rem; border-radius: 4px; }
  .hint { color: #57606a; }
</style></head><body>${body}</body></html>`;
