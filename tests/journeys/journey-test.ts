// Every journey imports `test` and `expect` from here, not from '@playwright/test', so the
// journeys' shared fixtures (the server each worker drives, its base URL) live in one place.
export { expect, test } from '@playwright/test';
export type { APIRequestContext, Browser, ConsoleMessage, Locator, Page } from '@playwright/test';
