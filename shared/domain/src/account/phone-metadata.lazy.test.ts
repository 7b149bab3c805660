import { describe, expect, it } from 'vitest';
import { loadPhoneMetadata, phoneMetadata } from './phone-metadata.lazy.ts';

describe('the browser builds\' phone numbering plan (phone-metadata.lazy.ts)', () => {
  it('is not there until loaded, then is the min metadata, downloaded once', async () => {
    expect(phoneMetadata()).toBeUndefined();
    const first = loadPhoneMetadata();
    expect(loadPhoneMetadata()).toBe(first);
    await first;
    const metadata = phoneMetadata();
    expect(metadata?.countries.US?.[0]).toBe('1');
    expect(metadata?.countries.GB?.[0]).toBe('44');
  });
});
