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
  /* The account dialog's sl-input, token for token (Shoelace 2.20 light and dark), so the card
     fields read as the dialog's other fields: same font, size, height, border, radius and focus ring. */
  :root { color-scheme: ${dark ? 'dark' : 'light'};
    --fg: ${dark ? 'hsl(240 9.1% 91.8%)' : 'hsl(240 5.9% 10%)'}; --input: ${dark ? 'hsl(240 5.6% 73%)' : 'hsl(240 5.3% 26.1%)'};
    --muted: ${dark ? 'hsl(240 5.3% 58%)' : 'hsl(240 3.8% 46.1%)'}; --bg: ${dark ? 'hsl(240 5.9% 11%)' : 'hsl(0 0% 100%)'};
    --border: ${dark ? 'hsl(240 5% 35.5%)' : 'hsl(240 4.9% 83.9%)'}; --border-hover: ${dark ? 'hsl(240 3.7% 44%)' : 'hsl(240 5% 64.9%)'};
    --focus: ${dark ? 'hsl(198.7 97.9% 57.2%)' : 'hsl(198.6 88.7% 48.4%)'}; --ring: hsl(198.6 88.7% 48.4% / 40%);
    --error: ${dark ? 'hsl(0 100% 72.3%)' : 'hsl(0 73.7% 41.8%)'}; --error-border: ${dark ? 'hsl(0 98.6% 67.9%)' : 'hsl(0 72.2% 50.6%)'}; }
  html, body { margin: 0; background: var(--bg); color: var(--fg);
    font: 16px/1.8 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
  form { display: grid; grid-template-columns: 1fr 1fr; gap: 16px 20px; padding: 4px 4px 8px; }
  .field { display: flex; flex-direction: column; min-width: 0; }
  .field[data-field="${CARD_FRAME_IDS.number}"], .field[data-field="${CARD_FRAME_IDS.holderName}"] { grid-column: 1 / -1; }
  .field[hidden] { display: none; }
  label { font-weight: 400; margin-bottom: 2px; }
  label::after { content: '*'; margin-inline-start: 0.2em; }
  input { box-sizing: border-box; height: 40px; font: inherit; line-height: normal; color: var(--input); background: var(--bg);
    border: 1px solid var(--border); border-radius: 4px; padding: 0 16px; }
  input:hover { border-color: var(--border-hover); }
  input:focus { outline: none; border-color: var(--focus); box-shadow: 0 0 0 3px var(--ring); }
  input::placeholder { color: var(--muted); }
  input[aria-invalid="true"] { border-color: var(--error-border); }
  .hint, .error { margin-top: 2px; font-size: 14px; line-height: 1.4; }
  .hint { color: var(--muted); }
  .error { color: var(--error); }
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
