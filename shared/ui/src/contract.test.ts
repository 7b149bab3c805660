import { describe, expect, it } from 'vitest';
import {
  attributeValue, commonAttributes, contractAttributes, parseAttribute, propsWithDefaults,
  type AttributeContract, type ElementContract,
} from './contract.ts';

const bool: AttributeContract = { prop: 'noHeader', type: 'boolean', description: '' };
const num: AttributeContract = { prop: 'reservationId', type: 'number', description: '' };
const str: AttributeContract = { prop: 'mode', type: 'string', description: '', default: 'login' };

describe('attributes', () => {
  it('reads a boolean attribute the HTML way: present is true, absent is false', () => {
    expect(parseAttribute(bool, '')).toBe(true);
    expect(parseAttribute(bool, 'no-header')).toBe(true);
    expect(parseAttribute(bool, null)).toBe(false);
    expect(parseAttribute(bool, 'false')).toBe(false);
  });

  it('reads numbers, and treats a non-number as unset', () => {
    expect(parseAttribute(num, '42')).toBe(42);
    expect(parseAttribute(num, 'abc')).toBeUndefined();
    expect(parseAttribute(num, null)).toBeUndefined();
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

  it('gives every element api-base, api-key, theme and locale', () => {
    const contract: ElementContract = {
      tag: 'curb-x', version: '0.1.0', summary: '', events: {},
      attributes: { 'api-key': { prop: 'apiKey', type: 'string', description: 'own', default: 'k' } },
    };
    const attributes = contractAttributes(contract);
    expect(Object.keys(attributes).sort()).toEqual(['api-base', 'api-key', 'locale', 'theme']);
    expect(attributes['api-key']?.default).toBe('k');
  });
});
