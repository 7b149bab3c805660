import type { MetadataJson } from 'libphonenumber-js/core';

// The browser builds' phone-metadata.ts (scripts/build/rollup-common.mjs swaps it in): the
// numbering plan is a chunk of its own, downloaded the first time loadPhoneMetadata() is called
// (the phone input calls it when it first shows), not with the element.

let loaded: MetadataJson | undefined;
let loading: Promise<void> | undefined;

/** The numbering plan, or undefined while it is still loading. */
export function phoneMetadata(): MetadataJson | undefined {
  return loaded;
}

/** Resolves once phoneMetadata() has the numbering plan (one download, however often it is called). */
export function loadPhoneMetadata(): Promise<void> {
  loading ??= import('libphonenumber-js/min/metadata').then((module) => {
    loaded = module.default;
  });
  return loading;
}
