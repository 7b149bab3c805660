/// <reference types="mocha" />
// curb-login in real Chromium against its embed build: the shared contract suite, then the journeys
// of spec 000 §2/§4/§7 with a fake API (sign-in by code, errors kept inline, SSO return, signup, Concur).
import { expect } from 'chai';
import { elementContractSuite, loadAxe, until } from '../../../tests/elements/contract-suite.ts';
import { calls, fakeApi, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import { mountElement } from '../../../tests/elements/mount-element.ts';

const EMBED = '/dist/portal/embed/curb-login.js';
const OTP_ANSWER = { guid: 'flow-1', type: 'otp', ssoUrl: null, selfOnboarding: false };
const SIGNED_IN = { expiresAtEpoch: 4102444800, token: null };

const happyRoutes: FakeRoute[] = [
  { method: 'POST', path: '/auth/login/initiate', body: OTP_ANSWER },
  { method: 'POST', path: '/auth/register', body: { ...OTP_ANSWER, guid: 'flow-2', selfOnboarding: true } },
  { method: 'POST', path: '/auth/login/complete', body: SIGNED_IN },
  { method: 'POST', path: '/auth/login/sso', body: SIGNED_IN },
  { method: 'POST', path: '/concur/signup', body: { ok: true } },
];

// ---- driving Shoelace controls inside the shadow root like a user ----

interface SlControl extends HTMLElement {
  label?: string;
  value?: string;
  disabled?: boolean;
  loading?: boolean;
  updateComplete?: Promise<unknown>;
}

function field(root: ShadowRoot, label: string): SlControl | undefined {
  return Array.from(root.querySelectorAll<SlControl>('sl-input')).find((input) => input.label === label);
}

function button(root: ShadowRoot, text: string): SlControl | undefined {
  return Array.from(root.querySelectorAll<SlControl>('sl-button')).find((b) => b.textContent?.trim() === text);
}

async function type(root: ShadowRoot, label: string, text: string): Promise<void> {
  const control = await until(() => field(root, label), `the '${label}' field`);
  await control.updateComplete;
  const input = await until(() => control.shadowRoot?.querySelector('input'), `the input of '${label}'`);
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await until(() => control.value === text, `'${label}' to hold the text`);
}

async function press(root: ShadowRoot, text: string): Promise<void> {
  const control = await until(() => { const b = button(root, text); return b && !b.disabled ? b : undefined; }, `an enabled '${text}' button`);
  await control.updateComplete;
  const inner = await until(() => control.shadowRoot?.querySelector('button'), `the button of '${text}'`);
  inner.click();
}

function text(root: ShadowRoot): string {
  return (root.textContent ?? '').replace(/\s+/g, ' ');
}

const heading = (root: ShadowRoot) => root.querySelector('h1')?.textContent?.trim();

async function signInByCode(root: ShadowRoot): Promise<void> {
  await type(root, 'Email or firm code', 'ava.employee@acme.example');
  await press(root, 'Continue');
  await type(root, 'One-time code', '123456');
  await press(root, 'Sign in');
}

elementContractSuite({
  tag: 'curb-login',
  embedUrl: EMBED,
  routes: happyRoutes,
  attributeReachesComponent: {
    attribute: 'mode',
    value: 'signup',
    check: (root) => heading(root) === 'Create your account' && field(root, 'Work email') !== undefined,
  },
  event: {
    name: 'curb-auth-signed-in',
    act: (root) => signInByCode(root),
    detail: (detail) => expect(detail).to.deep.equal({ method: 'otp' }),
  },
});

describe('<curb-login> behaviour', () => {
  let restore: () => void = () => {};
  const mounted: HTMLElement[] = [];

  async function mount(attributes: Record<string, string> = {}): Promise<ShadowRoot> {
    return (await mountElement(EMBED, 'curb-login', { attributes, ready: 'h1', mounted })).root;
  }

  function useRoutes(routes: FakeRoute[]): void {
    restore = fakeApi(routes);
  }

  const originalUrl = location.pathname + location.search;
  afterEach(() => {
    restore();
    restore = () => {};
    mounted.splice(0).forEach((el) => el.remove());
    history.replaceState(null, '', originalUrl);
  });

  it('shows the sign-in view by default and sends an email to login/initiate, then the code to login/complete', async () => {
    useRoutes(happyRoutes);
    const root = await mount();
    expect(heading(root)).to.equal('Sign in');
    calls.length = 0;
    await type(root, 'Email or firm code', 'ava.employee@acme.example');
    await press(root, 'Continue');
    await until(() => text(root).includes('We sent a one-time code to ava.employee@acme.example'), 'the code step');
    expect(calls.at(-1)).to.deep.include({ path: '/auth/login/initiate', body: { email: 'ava.employee@acme.example' } });
    await type(root, 'One-time code', '123 456');
    await press(root, 'Sign in');
    await until(() => calls.some((c) => c.path === '/auth/login/complete'), 'login/complete');
    expect(calls.find((c) => c.path === '/auth/login/complete')?.body).to.deep.equal({ guid: 'flow-1', password: '123456' });
  });

  it('sends text without an @ as a firm code', async () => {
    useRoutes([{ method: 'POST', path: '/auth/login/initiate', body: OTP_ANSWER }]);
    const root = await mount();
    calls.length = 0;
    await type(root, 'Email or firm code', 'acme');
    await press(root, 'Continue');
    await until(() => calls.length > 0, 'the call');
    expect(calls[0]).to.deep.include({ path: '/auth/login/initiate', body: { firmCode: 'acme' } });
  });

  it('keeps what was typed and explains an invalid email inline, without calling the server', async () => {
    useRoutes(happyRoutes);
    const root = await mount();
    calls.length = 0;
    await type(root, 'Email or firm code', 'ava@acme');
    await press(root, 'Continue');
    await until(() => text(root).includes('Email is not valid'), 'the inline error');
    expect(field(root, 'Email or firm code')?.value).to.equal('ava@acme');
    expect(calls).to.deep.equal([]);
  });

  it('shows a server failure under the field and keeps the input', async () => {
    useRoutes([{ method: 'POST', path: '/auth/login/initiate', status: 404, body: { message: 'No account uses this address' } }]);
    const root = await mount();
    await type(root, 'Email or firm code', 'nobody@acme.example');
    await press(root, 'Continue');
    await until(() => text(root).includes('No account uses this address'), 'the server error');
    expect(field(root, 'Email or firm code')?.value).to.equal('nobody@acme.example');
    expect(button(root, 'Continue')?.disabled).to.equal(false);
  });

  it('shows a wrong code inline, keeps the code, and goes back keeping the address', async () => {
    useRoutes([
      { method: 'POST', path: '/auth/login/initiate', body: OTP_ANSWER },
      { method: 'POST', path: '/auth/login/complete', status: 400, body: { message: 'The code is not valid' } },
    ]);
    const root = await mount();
    await type(root, 'Email or firm code', 'ava.employee@acme.example');
    await press(root, 'Continue');
    await type(root, 'One-time code', '000000');
    await press(root, 'Sign in');
    await until(() => text(root).includes('The code is not valid'), 'the wrong-code error');
    expect(field(root, 'One-time code')?.value).to.equal('000000');
    await press(root, 'Use a different address');
    await until(() => field(root, 'Email or firm code'), 'the address step');
    expect(field(root, 'Email or firm code')?.value).to.equal('ava.employee@acme.example');
  });

  it('disables the button and shows loading while the call runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const original = window.fetch;
    restore = () => { window.fetch = original; };
    window.fetch = async () => {
      await gate;
      return new Response(JSON.stringify(OTP_ANSWER), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const root = await mount();
    await type(root, 'Email or firm code', 'ava.employee@acme.example');
    await press(root, 'Continue');
    const continueButton = await until(() => { const b = button(root, 'Continue'); return b?.loading ? b : undefined; }, 'loading');
    expect(continueButton.disabled).to.equal(true);
    release();
    await until(() => field(root, 'One-time code'), 'the code step');
  });

  it('finishes an SSO return from /login?guid=&sessionId= and removes those parameters', async () => {
    useRoutes(happyRoutes);
    history.replaceState(null, '', `${location.pathname}?keep=1&guid=g-9&sessionId=s-9`);
    calls.length = 0;
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('curb-auth-signed-in', listener);
    try {
      await mount({ mode: 'login' });
      const event = await until(() => seen[0], 'curb-auth-signed-in');
      expect(event.detail).to.deep.equal({ method: 'sso' });
      expect(calls.find((c) => c.path === '/auth/login/sso')?.body).to.deep.equal({ guid: 'g-9', sessionId: 's-9' });
      expect(location.search).to.equal('?keep=1');
    } finally {
      document.removeEventListener('curb-auth-signed-in', listener);
    }
  });

  it("asks for the other view with curb-navigate ('Create an account', 'Back to sign in')", async () => {
    useRoutes(happyRoutes);
    const root = await mount();
    const paths: string[] = [];
    const listener = (e: Event) => paths.push((e as CustomEvent<{ path: string }>).detail.path);
    document.addEventListener('curb-navigate', listener);
    try {
      await press(root, 'Create an account');
      await until(() => heading(root) === 'Create your account', 'the signup view');
      await press(root, 'Back to sign in');
      await until(() => heading(root) === 'Sign in', 'the sign-in view');
      expect(paths).to.deep.equal(['/signup', '/login']);
    } finally {
      document.removeEventListener('curb-navigate', listener);
    }
  });

  it('validates signup, keeps what was typed when leaving, and registers into the code step', async () => {
    useRoutes(happyRoutes);
    let root = await mount({ mode: 'signup' });
    await press(root, 'Create account');
    await until(() => (text(root).match(/Required/g) ?? []).length >= 2, "'Required' under the names");
    await type(root, 'First name', 'Ava');
    await type(root, 'Last name', 'Lee');
    await type(root, 'Work email', 'ava@acme');
    await press(root, 'Create account');
    await until(() => text(root).includes('Email is not valid'), 'the email error');
    mounted.splice(0).forEach((el) => el.remove());

    root = await mount({ mode: 'signup' });
    expect(field(root, 'First name')?.value).to.equal('Ava');
    expect(field(root, 'Work email')?.value).to.equal('ava@acme');
    calls.length = 0;
    await type(root, 'Work email', 'ava.lee@acme.example');
    await press(root, 'Create account');
    await until(() => text(root).includes('We sent a one-time code to ava.lee@acme.example'), 'the code step');
    expect(calls[0]).to.deep.include({ path: '/auth/register', body: { firstName: 'Ava', lastName: 'Lee', email: 'ava.lee@acme.example' } });
  });

  it('says so when a Concur signup link is incomplete', async () => {
    useRoutes(happyRoutes);
    history.replaceState(null, '', `${location.pathname}?signupCode=c&username=u`);
    const root = await mount({ mode: 'concur-signup' });
    expect(heading(root)).to.equal('Connect your expense account');
    expect(text(root)).to.include('This signup link is incomplete.');
    expect(button(root, 'Complete signup')).to.equal(undefined);
  });

  it('completes a Concur signup from the link', async () => {
    useRoutes(happyRoutes);
    history.replaceState(null, '', `${location.pathname}?signupCode=c1&username=ava%40acme.example&requestToken=t1&userId=u1`);
    calls.length = 0;
    const root = await mount({ mode: 'concur-signup' });
    await press(root, 'Complete signup');
    await until(() => text(root).includes('Your expense account is connected.'), 'the success text');
    expect(calls[0]).to.deep.include({
      path: '/concur/signup', body: { signupCode: 'c1', username: 'ava@acme.example', requestToken: 't1', userId: 'u1' },
    });
  });

  it('shows the Concur failure text', async () => {
    useRoutes([{ method: 'POST', path: '/concur/signup', status: 400, body: { message: 'This signup link has expired' } }]);
    history.replaceState(null, '', `${location.pathname}?signupCode=c1&username=u&requestToken=t1&userId=u1`);
    const root = await mount({ mode: 'concur-signup' });
    await press(root, 'Complete signup');
    await until(() => text(root).includes('This signup link has expired'), 'the failure text');
  });

  async function axeViolations(el: Element): Promise<string[]> {
    await loadAxe();
    const result = await window.axe!.run(el, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  }

  for (const theme of ['light', 'dark']) {
    it(`has no axe violations in its error, code and signup states (${theme})`, async () => {
      useRoutes([
        { method: 'POST', path: '/auth/login/initiate', body: OTP_ANSWER },
        { method: 'POST', path: '/auth/login/complete', status: 400, body: { message: 'The code is not valid' } },
        { method: 'POST', path: '/concur/signup', status: 400, body: { message: 'This signup link has expired' } },
      ]);
      const check = async (root: ShadowRoot, state: string) => {
        await new Promise((r) => setTimeout(r, 250));
        expect(await axeViolations(root.host), state).to.deep.equal([]);
      };
      let root = await mount({ theme });
      await type(root, 'Email or firm code', 'ava@acme');
      await press(root, 'Continue');
      await until(() => text(root).includes('Email is not valid'), 'the inline error');
      await check(root, 'invalid email');
      await type(root, 'Email or firm code', 'ava@acme.example');
      await press(root, 'Continue');
      await type(root, 'One-time code', '1');
      await press(root, 'Sign in');
      await until(() => text(root).includes('The code is not valid'), 'the code error');
      await check(root, 'wrong code');

      root = await mount({ theme, mode: 'signup' });
      await type(root, 'First name', '');
      await press(root, 'Create account');
      await until(() => text(root).includes('Required'), 'the signup errors');
      await check(root, 'signup errors');

      history.replaceState(null, '', `${location.pathname}?signupCode=c1&username=u&requestToken=t1&userId=u1`);
      root = await mount({ theme, mode: 'concur-signup' });
      await press(root, 'Complete signup');
      await until(() => text(root).includes('This signup link has expired'), 'the concur failure');
      await check(root, 'concur failure');
      history.replaceState(null, '', `${location.pathname}?signupCode=c1`);
      root = await mount({ theme, mode: 'concur-signup' });
      await check(root, 'concur incomplete');
    });
  }
});
