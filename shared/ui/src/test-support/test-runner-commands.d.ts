// The browser side of @web/test-runner-commands (real key presses through the test runner's
// browser), which pnpm does not link at the root: *.browser.test.tsx bundles resolve it from
// node_modules/.pnpm/node_modules (tests/elements/bundle-tsx-tests.mjs).
declare module '@web/test-runner-commands' {
  export function sendKeys(payload: { press: string } | { type: string } | { down: string } | { up: string }): Promise<void>;
}
