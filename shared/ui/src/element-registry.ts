/** The part of `CustomElementRegistry` the guarded define needs (a fake one in unit tests). */
export interface ElementRegistry {
  get(name: string): CustomElementConstructor | undefined;
  define(name: string, constructor: CustomElementConstructor): void;
}

/** The version of a Curbside element class, stored on the class by `registerOnce`. */
export function elementVersion(constructor: CustomElementConstructor): string | undefined {
  const version: unknown = (constructor as { curbVersion?: unknown }).curbVersion;
  return typeof version === 'string' ? version : undefined;
}

/**
 * Guarded registration (ARCHITECTURE 'The element contract'): a second define of the same tag
 * is a no-op, with a console warning only when the versions differ, and never throws (two
 * bundles of one element on a page must not break it). Returns the class that owns the tag.
 * `create` runs only when the tag is free.
 */
export function registerOnce(
  registry: ElementRegistry,
  tag: string,
  version: string,
  create: () => CustomElementConstructor,
): CustomElementConstructor | undefined {
  const existing = registry.get(tag);
  if (existing) {
    warnIfOtherVersion(tag, version, existing);
    return existing;
  }
  try {
    const constructor = create();
    Object.defineProperty(constructor, 'curbVersion', { value: version, configurable: true });
    registry.define(tag, constructor);
    return constructor;
  } catch (error) {
    const winner = registry.get(tag);
    if (winner) {
      warnIfOtherVersion(tag, version, winner);
      return winner;
    }
    console.warn(`<${tag}> could not be defined`, error);
    return undefined;
  }
}

function warnIfOtherVersion(tag: string, version: string, existing: CustomElementConstructor): void {
  const existingVersion = elementVersion(existing);
  if (existingVersion !== version) {
    console.warn(
      `<${tag}> is already defined (version ${existingVersion ?? 'unknown'}); version ${version} was not registered.`,
    );
  }
}
