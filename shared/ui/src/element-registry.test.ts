import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementVersion, registerOnce, type ElementRegistry } from './element-registry.ts';

/** A stand-in for window.customElements that throws on a second define, like the real one. */
function fakeRegistry(): ElementRegistry & { defined: Map<string, CustomElementConstructor> } {
  const defined = new Map<string, CustomElementConstructor>();
  return {
    defined,
    get: (name) => defined.get(name),
    define: (name, constructor) => {
      if (defined.has(name)) throw new DOMException(`"${name}" has already been used`, 'NotSupportedError');
      defined.set(name, constructor);
    },
  };
}

const fakeClass = () => class {} as unknown as CustomElementConstructor;

describe('registerOnce', () => {
  afterEach(() => vi.restoreAllMocks());

  it('defines a free tag and stores the version on the class', () => {
    const registry = fakeRegistry();
    const defined = registerOnce(registry, 'curb-login', '1.2.0', fakeClass);
    expect(registry.get('curb-login')).toBe(defined);
    expect(defined && elementVersion(defined)).toBe('1.2.0');
  });

  it('ignores a second define of the same version silently and keeps the first class', () => {
    const registry = fakeRegistry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = registerOnce(registry, 'curb-login', '1.2.0', fakeClass);
    const create = vi.fn(fakeClass);
    const second = registerOnce(registry, 'curb-login', '1.2.0', create);
    expect(second).toBe(first);
    expect(create).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns, without throwing, when another version defines the same tag', () => {
    const registry = fakeRegistry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = registerOnce(registry, 'curb-login', '1.2.0', fakeClass);
    expect(() => registerOnce(registry, 'curb-login', '1.3.0', fakeClass)).not.toThrow();
    expect(registry.get('curb-login')).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('1.2.0');
  });

  it('warns when the tag belongs to a class that is not ours', () => {
    const registry = fakeRegistry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registry.define('curb-login', fakeClass());
    registerOnce(registry, 'curb-login', '1.2.0', fakeClass);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never throws when defining fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const registry: ElementRegistry = {
      get: () => undefined,
      define: () => {
        throw new SyntaxError('not a valid custom element name');
      },
    };
    expect(registerOnce(registry, 'curb-login', '1.0.0', fakeClass)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
