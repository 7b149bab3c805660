import { describe, expect, it } from 'vitest';
import { allowedValues, initialAttribute, isColourProperty, knobsOf, type ManifestDeclaration } from './gallery-manifest.ts';

const decl: ManifestDeclaration = {
  tagName: 'curb-example',
  attributes: [
    { name: 'api-base', type: { text: 'string' }, default: '""' },
    { name: 'api-key', type: { text: 'string' }, default: '"curbside-demo-key"' },
    { name: 'theme', type: { text: "'light' | 'dark'" } },
    { name: 'tab', type: { text: "'upcoming' | 'history'" }, default: '"upcoming"' },
    { name: 'mode', type: { text: "'login' | 'signup'" } },
    { name: 'open', type: { text: 'boolean' }, default: 'false' },
    { name: 'user-id', type: { text: 'number' } },
  ],
  members: [
    { kind: 'field', name: 'apiKey', attribute: 'api-key' },
    { kind: 'field', name: 'token', type: { text: 'string | null' } },
    { kind: 'method', name: 'focus' },
  ],
  slots: [{ name: '' }, { name: 'footer' }],
  cssProperties: [{ name: '--curb-brand-color' }, { name: '--curb-radius', default: '4px' }, { name: '--curb-x-background' }],
};

describe('the gallery knobs, from the manifest alone', () => {
  const knobs = knobsOf(decl);

  it('makes an enum a select, a boolean a switch, a number a number field, the rest text', () => {
    expect(knobs.attributes.map((knob) => [knob.name, knob.kind])).toEqual([
      ['api-base', 'text'], ['api-key', 'text'], ['theme', 'choice'], ['tab', 'choice'], ['mode', 'choice'], ['open', 'switch'], ['user-id', 'number'],
    ]);
  });

  it('offers (absent) only for an enum without a default, and starts at the default', () => {
    expect(knobs.attributes.find((k) => k.name === 'tab')).toMatchObject({ values: ['upcoming', 'history'], optional: false, initial: 'upcoming' });
    expect(knobs.attributes.find((k) => k.name === 'mode')).toMatchObject({ optional: true, initial: '' });
  });

  it('gives properties (no attribute) a JSON knob, slots a text knob, colours a colour picker', () => {
    expect(knobs.properties).toEqual([{ name: 'token', description: undefined, kind: 'property', type: 'string | null' }]);
    expect(knobs.slots.map((k) => [k.name, k.kind])).toEqual([['', 'slot'], ['footer', 'slot']]);
    expect(knobs.css.map((k) => [k.name, k.kind])).toEqual([['--curb-brand-color', 'color'], ['--curb-radius', 'css'], ['--curb-x-background', 'color']]);
  });

  it.each([
    ["'a' | 'b'", ['a', 'b']], ["'only'", ['only']], ['string', null], ["'a' | string", null], [undefined, null],
  ])('reads the allowed values of %s', (text, values) => {
    expect(allowedValues(text)).toEqual(values);
  });

  it.each([
    [{ name: 'api-base', default: '"https://x.example"' }, ''],
    [{ name: 'api-key', default: '"curbside-demo-key"' }, 'curbside-demo-key'],
    [{ name: 'open', type: { text: 'boolean' }, default: 'true' }, true],
    [{ name: 'open', type: { text: 'boolean' } }, false],
    [{ name: 'user-id', type: { text: 'number' }, default: '7' }, '7'],
  ])('starts %o at %o', (attr, value) => {
    expect(initialAttribute(attr)).toBe(value);
  });

  it.each([['--curb-brand-color', true], ['--curb-login-background', true], ['--curb-bookings-accent', true], ['--curb-radius', false], ['--curb-density', false]])(
    '%s is a colour: %s', (name, colour) => expect(isColourProperty(name)).toBe(colour));
});
