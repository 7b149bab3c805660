import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';

// The phone numbering plan (libphonenumber's min metadata, ~80 KB). Here it is part of the
// module, so node (the server, unit tests) has it at once. The browser builds use
// phone-metadata.lazy.ts in its place (scripts/build/rollup-common.mjs), which downloads it
// when a phone field first shows.

/** The numbering plan, or undefined while it is still loading. */
export function phoneMetadata(): MetadataJson | undefined {
  return metadata;
}

/** Resolves once phoneMetadata() has the numbering plan. */
export function loadPhoneMetadata(): Promise<void> {
  return Promise.resolve();
}
