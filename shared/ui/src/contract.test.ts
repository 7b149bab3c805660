import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from '@curbside/contracts';
import {
  attributeValue, commonAttributes, contractAttributes, contractEmitter, cssPropertiesOf, parseAttribute, propsWithDefaults,
  type AttributeContract, type ContractProps, type ElementContract, type ElementOf, type EventDetails, type EventMapOf,
  type TagMapOf,
} from './contract.ts';
import { AccountRequestedDetail, NavigateDetail } from '@curbside/contracts';

const bool: AttributeContract = { prop: 'noHeader', type: 'boolean', description: '' };
const num: AttributeContract = { prop: 'reservationId', type: 'number', description: '' };
const str: AttributeContract = { prop: 'mode', type: 'string', description: '', default: 'login' };
const choice: AttributeContract = { prop: 'tab', type: 'string', description: '', values: ['upcoming', 'history'] };

/** A contract shaped like an element's, to check what is derived from it. */
const sample = {
  tag: 'curb-sample',
  version: '1.0.0',
  summary: 'A sample.',
  attributes: {
    mode: { prop: 'mode', type: 'string', default: 'a', values: ['a', 'b'], description: 'Mode.' },
    tab: { prop: 'tab', type: 'string', values: ['x', 'y'], description: 'Tab.' },
    'user-id': { prop: 'userId', type: 'number', description: 'Whose.' },
    open: { prop: 'open', type: 'boolean', description: 'Shown.' },
    'api-key': { prop: 'apiKey', type: 'string', default: 'own', description: 'Overrides the common one.' },
  },
  properties: {
    routes: { schema: z.array(z.string()).optional(), description: 'Routes.' },
  },
  events: {
    'curb-navigate': { detail: NavigateDetail, description: 'Go.' },
    'curb-sample-saved': { detail: z.object({ id: z.number(), note: z.string().nullable() }), description: 'Saved.' },
  },
} as const satisfies ElementContract;

describe('attributes at run time', () => {
  it.each([
    ['a boolean is true when present', bool, '', true],
    ['a boolean is true for any text but "false"', bool, 'no-header', true],
    ['a boolean is false when absent', bool, null, false],
    ['a boolean is false for "false"', bool, 'false', false],
    ['a number is parsed', num, '42', 42],
    ['a non-number reads as absent', num, 'abc', undefined],
    ['an absent number is undefined', num, null, undefined],
    ['a string is kept', str, 'signup', 'signup'],
    ['an allowed value is kept', choice, 'history', 'history'],
    ['a value outside the allowed ones reads as absent', choice, 'billing', undefined],
  ] as const)('%s', (_name, spec, value, expected) => {
    expect(parseAttribute(spec, value)).toBe(expected);
  });

  it('reflects booleans by presence and removes unset values', () => {
    expect(attributeValue(bool, true)).toBe('');
    expect(attributeValue(bool, false)).toBeNull();
    expect(attributeValue(num, 7)).toBe('7');
    expect(attributeValue(str, undefined)).toBeNull();
  });

  it('fills the contract defaults for unset attributes', () => {
    const attributes = { 'no-header': bool, mode: str, ...commonAttributes };
    expect(propsWithDefaults(attributes, { apiBase: 'https://api.example' })).toMatchObject({
      noHeader: false, mode: 'login', apiBase: 'https://api.example', apiKey: 'curbside-demo-key',
    });
  });

  it('gives every element api-base, api-key, theme and locale; its own win', () => {
    const attributes = contractAttributes(sample);
    expect(Object.keys(attributes).sort()).toEqual(['api-base', 'api-key', 'locale', 'mode', 'open', 'tab', 'theme', 'user-id']);
    expect(attributes['api-key']?.default).toBe('own');
  });
});

describe('types derived from a contract', () => {
  it('types the props: allowed values, defaults, numbers, booleans, properties, the common attributes', () => {
    expectTypeOf<ContractProps<typeof sample>>().toEqualTypeOf<{
      apiBase: string;
      apiKey: string;
      theme: 'light' | 'dark' | undefined;
      locale: string;
      mode: 'a' | 'b';
      tab: 'x' | 'y' | undefined;
      userId: number | undefined;
      open: boolean;
      routes: string[] | undefined;
    }>();
  });

  it('types the event details from the zod schemas', () => {
    expectTypeOf<EventDetails<typeof sample>>().toEqualTypeOf<{
      'curb-navigate': { path: string };
      'curb-sample-saved': { id: number; note: string | null };
    }>();
    expectTypeOf<EventMapOf<typeof sample>['curb-sample-saved']>().toEqualTypeOf<CustomEvent<{ id: number; note: string | null }>>();
  });

  it('types the element a page sees under its tag', () => {
    expectTypeOf<TagMapOf<typeof sample>['curb-sample']>().toEqualTypeOf<ElementOf<typeof sample>>();
    expectTypeOf<ElementOf<typeof sample>['mode']>().toEqualTypeOf<'a' | 'b'>();
    expectTypeOf<ElementOf<typeof sample>>().toExtend<HTMLElement>();
  });
});

describe('shared event details', () => {
  it('curb-account-requested has one shape: a user and a tab of the account dialog', () => {
    expect(AccountRequestedDetail.parse({ userId: 7, tab: 'cards' })).toEqual({ userId: 7, tab: 'cards' });
    expect(AccountRequestedDetail.safeParse({ userId: 7 }).success).toBe(false);
    expect(AccountRequestedDetail.safeParse({ userId: 7, tab: 'billing' }).success).toBe(false);
  });

  it('curb-navigate carries a path', () => {
    expect(NavigateDetail.safeParse({ path: '/new-booking' }).success).toBe(true);
    expect(NavigateDetail.safeParse({ href: '/new-booking' }).success).toBe(false);
  });
});

describe('the emitter of an element', () => {
  it.each([
    ['a declared event with a detail of its shape', 'curb-sample-saved', { id: 1, note: null }, null],
    ['an event the contract does not declare', 'curb-sample-deleted', { id: 1 }, "[curb-sample] 'curb-sample-deleted' is not an event of its contract"],
    ['a detail of another shape', 'curb-navigate', { href: '/x' }, "[curb-sample] the detail of 'curb-navigate' does not match its contract"],
  ] as const)('dispatches %s, bubbling and composed, and reports what the contract refuses', (_name, event, detail, report) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = new EventTarget();
    const received: Event[] = [];
    host.addEventListener(event, (e) => received.push(e));
    contractEmitter(sample, host)(event, detail);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ detail, bubbles: true, composed: true });
    if (report) expect(errors.mock.calls[0]?.[0]).toBe(report);
    else expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('cssPropertiesOf (an element\'s --curb-<name>-* custom properties)', () => {
  it('prefixes every name with the element\'s own and keeps an own description', () => {
    expect(cssPropertiesOf('login', { 'max-width': { default: '420px', description: 'Card width limit.' } })).toEqual({
      '--curb-login-max-width': { default: '420px', description: 'Card width limit.' },
    });
  });

  it('describes a shared property given by its default alone the same way for every element', () => {
    const bookings = cssPropertiesOf('bookings', { 'max-height': 'none', accent: 'var(--sl-color-primary-700)' });
    const permissions = cssPropertiesOf('permissions', { 'max-height': '28rem', accent: 'var(--sl-color-primary-600)' });
    expect(bookings['--curb-bookings-max-height']).toEqual({ default: 'none', description: permissions['--curb-permissions-max-height'].description });
    expect(permissions['--curb-permissions-accent'].default).toBe('var(--sl-color-primary-600)');
    expect(bookings['--curb-bookings-accent'].description).toBe(permissions['--curb-permissions-accent'].description);
    expect(bookings['--curb-bookings-accent'].description).not.toBe('');
  });
});
