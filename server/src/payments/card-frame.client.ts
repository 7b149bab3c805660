// The provider frame's script (browser). Bundled by server/build.mjs to dist/server/card-frame.js
// and served at /payments/sandbox/card-frame.js. It owns the card fields: the number never leaves
// this frame except in the confirm call to the sandbox.
import {
  cardBrandFromNumber, cardNumberLength, formatCardNumber, parseCardExpiry, stripCardNumber, validateCardForm,
  type CardField,
} from '@curbside/domain';
import {
  CARD_FRAME_IDS, confirmSetupIntentPath, type CardFrameConfig, type ConfirmCardAnswer, type ConfirmCardBody,
  type FrameToParentMessage,
} from './card-frame-protocol.ts';

type FrameField = Exclude<CardField, 'description'>;

const INPUT_IDS: Record<FrameField, string> = {
  number: CARD_FRAME_IDS.number,
  holderName: CARD_FRAME_IDS.holderName,
  expiry: CARD_FRAME_IDS.expiry,
  zip: CARD_FRAME_IDS.zip,
};

function readConfig(): CardFrameConfig {
  const text = document.getElementById(CARD_FRAME_IDS.config)?.textContent ?? '{}';
  const parsed = JSON.parse(text) as Partial<CardFrameConfig>;
  return {
    clientSecret: parsed.clientSecret ?? '',
    parentOrigin: parsed.parentOrigin ?? window.location.origin,
    hideZip: parsed.hideZip === true,
  };
}

const config = readConfig();
const touched = new Set<FrameField>();
let busy = false;

function input(field: FrameField): HTMLInputElement | null {
  const element = document.getElementById(INPUT_IDS[field]);
  return element instanceof HTMLInputElement ? element : null;
}

function post(message: FrameToParentMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, config.parentOrigin);
}

function currentForm() {
  return {
    number: input('number')?.value ?? '',
    holderName: input('holderName')?.value ?? '',
    expiry: input('expiry')?.value ?? '',
    ...(config.hideZip ? {} : { zip: input('zip')?.value ?? '' }),
  };
}

/** 000 §5 messages for the frame's fields (the description belongs to the parent form). */
function validate(): Partial<Record<FrameField, string>> {
  const errors = validateCardForm(currentForm(), {
    billingSystem: config.hideZip ? 'FN' : 'SG2',
    isFirmCard: false,
    isImported: false,
    isAmexVirtual: false,
    now: new Date(),
  });
  const { description: _parentField, ...frameErrors } = errors;
  return frameErrors;
}

function showError(field: FrameField, message: string | undefined): void {
  const element = input(field);
  const slot = document.getElementById(`${INPUT_IDS[field]}-error`);
  if (!element || !slot) return;
  element.setAttribute('aria-invalid', message ? 'true' : 'false');
  slot.textContent = message ?? '';
}

function showErrors(errors: Partial<Record<FrameField, string>>, only?: ReadonlySet<FrameField>): void {
  for (const field of Object.keys(INPUT_IDS) as FrameField[]) {
    if (only && !only.has(field)) continue;
    showError(field, errors[field]);
  }
}

// Mask 4-4-4-4, Amex 4-6-5 (000 §5); at most 15 or 16 digits by brand.
function maskNumber(element: HTMLInputElement): void {
  const digits = element.value.replace(/\D/g, '');
  const brand = cardBrandFromNumber(digits);
  element.value = formatCardNumber(digits.slice(0, cardNumberLength(brand)), brand);
}

// MM/YY: the slash is typed for the user.
function maskExpiry(element: HTMLInputElement, deleting: boolean): void {
  const digits = element.value.replace(/\D/g, '').slice(0, 4);
  element.value = digits.length > 2 || (digits.length === 2 && !deleting) ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

async function confirm(): Promise<void> {
  if (busy) return;
  const errors = validate();
  for (const field of Object.keys(INPUT_IDS) as FrameField[]) touched.add(field);
  showErrors(errors);
  const first = (Object.keys(INPUT_IDS) as FrameField[]).find((field) => errors[field]);
  if (first) {
    input(first)?.focus();
    post({ type: 'curb-sandbox-result', error: { message: errors[first] ?? 'Invalid card details' } });
    return;
  }
  const form = currentForm();
  const expiry = parseCardExpiry(form.expiry);
  const setupIntentId = config.clientSecret.split('_secret_')[0] ?? '';
  if (!expiry || !setupIntentId) {
    post({ type: 'curb-sandbox-result', error: { message: 'Invalid card details' } });
    return;
  }
  const body: ConfirmCardBody = {
    clientSecret: config.clientSecret,
    number: stripCardNumber(form.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    holderName: form.holderName.trim(),
    zip: form.zip?.trim() || null,
  };
  busy = true;
  try {
    const response = await fetch(confirmSetupIntentPath(setupIntentId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
    const answer = (await response.json().catch(() => null)) as ConfirmCardAnswer | null;
    if (response.ok && answer && 'status' in answer && answer.status === 'succeeded') {
      post({ type: 'curb-sandbox-result', setupIntentId: answer.id, status: 'succeeded' });
    } else {
      const message = answer && 'error' in answer ? answer.error.message : 'Your card could not be saved.';
      post({ type: 'curb-sandbox-result', error: { message } });
    }
  } catch {
    post({ type: 'curb-sandbox-result', error: { message: 'The payment provider could not be reached.' } });
  } finally {
    busy = false;
  }
}

function start(): void {
  const number = input('number');
  const expiry = input('expiry');
  number?.addEventListener('input', () => maskNumber(number));
  expiry?.addEventListener('input', (event) => {
    const deleting = event instanceof InputEvent && event.inputType.startsWith('delete');
    maskExpiry(expiry, deleting);
  });
  // A field shows its message once the user has left it (and again on every later change).
  for (const field of Object.keys(INPUT_IDS) as FrameField[]) {
    const element = input(field);
    element?.addEventListener('blur', () => {
      touched.add(field);
      showErrors(validate(), touched);
    });
    element?.addEventListener('input', () => {
      if (touched.has(field)) showErrors(validate(), new Set([field]));
    });
  }
  // Enter in a field does not navigate the frame: the parent's Save button drives confirmation.
  document.getElementById(CARD_FRAME_IDS.form)?.addEventListener('submit', (event) => event.preventDefault());

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || event.origin !== config.parentOrigin) return;
    const data = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'curb-sandbox-confirm') void confirm();
  });

  let lastHeight = 0;
  const reportHeight = () => {
    // The body, not the document: the document is never shorter than the frame itself.
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'curb-sandbox-height', height });
    }
  };
  new ResizeObserver(reportHeight).observe(document.body);
  reportHeight();
  post({ type: 'curb-sandbox-ready' });
}

start();
