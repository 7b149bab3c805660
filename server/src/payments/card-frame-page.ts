import { escapeHtml } from '../http/html.ts';
import { CARD_FRAME_IDS, type CardFrameConfig } from './card-frame-protocol.ts';

/** What the provider frame page needs from its query string. */
export interface CardFramePageOptions {
  clientSecret: string;
  theme: 'light' | 'dark';
  /** FN hides the zip field (000 §5: the zip check applies only off FN). */
  hideZip: boolean;
  /** Where the frame posts its messages (the portal's origin). */
  parentOrigin: string;
  /** URL of the frame's script. */
  scriptSrc: string;
}

const field = (id: string, label: string, attributes: string, hint: string | null): string => `
  <div class="field" data-field="${id}">
    <label for="${id}">${escapeHtml(label)}</label>
    <input id="${id}" name="${id}" ${attributes} aria-describedby="${hint ? `${id}-hint ` : ''}${id}-error" aria-invalid="false">
    ${hint ? `<div class="hint" id="${id}-hint">${escapeHtml(hint)}</div>` : ''}
    <div class="error" id="${id}-error" aria-live="polite"></div>
  </div>`;

/**
 * The provider frame (000 §4 add flow): the card fields of 000 §5 with their labels and
 * hints; the script (card-frame.client.ts) masks, validates and talks to the parent.
 */
export function cardFramePage(options: CardFramePageOptions): string {
  const frameConfig: CardFrameConfig = { clientSecret: options.clientSecret, parentOrigin: options.parentOrigin, hideZip: options.hideZip };
  const config = JSON.stringify(frameConfig)
    .replace(/</g, '\\u003c');
  const dark = options.theme === 'dark';
  return `<!doctype html>
<html lang="en" data-theme="${dark ? 'dark' : 'light'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style>
  :root { color-scheme: ${dark ? 'dark' : 'light'}; --fg: ${dark ? '#e6e8eb' : '#1b1f24'}; --muted: ${dark ? '#a4adb8' : '#57606a'};
    --bg: ${dark ? '#1e2227' : '#ffffff'}; --border: ${dark ? '#4a525c' : '#c4c9d0'}; --focus: ${dark ? '#6cb4ff' : '#0969da'};
    --error: ${dark ? '#ff8a80' : '#b3261e'}; }
  html, body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; }
  form { display: grid; grid-template-columns: 1fr 1fr; gap: 12px 16px; padding: 4px 2px 8px; }
  .field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
  .field[data-field="${CARD_FRAME_IDS.number}"], .field[data-field="${CARD_FRAME_IDS.holderName}"] { grid-column: 1 / -1; }
  .field[hidden] { display: none; }
  label { font-weight: 600; }
  input { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; padding: 8px 10px; }
  input:focus-visible { outline: 2px solid var(--focus); outline-offset: 1px; border-color: var(--focus); }
  input[aria-invalid="true"] { border-color: var(--error); }
  .hint { color: var(--muted); font-size: 12px; }
  .error { color: var(--error); font-size: 12px; min-height: 0; }
  .error:empty { display: none; }
</style></head>
<body>
<form id="${CARD_FRAME_IDS.form}" novalidate aria-label="Card details">
${field(CARD_FRAME_IDS.number, 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="19" required', '15 or 16 digits')}
${field(CARD_FRAME_IDS.holderName, 'Name on card', 'type="text" autocomplete="cc-name" required', null)}
${field(CARD_FRAME_IDS.expiry, 'Expiration (MM/YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required', null)}
${options.hideZip ? '' : field(CARD_FRAME_IDS.zip, 'Zip or postal code', 'type="text" autocomplete="postal-code" maxlength="10" required', '5-10 characters')}
</form>
<script type="application/json" id="${CARD_FRAME_IDS.config}">${config}</script>
<script src="${escapeHtml(options.scriptSrc)}" defer></script>
</body></html>`;
}
