// Browser tests: empties the shared query cache between tests, resolved from here so that the
// test support outside the packages (tests/elements) reaches the same @curbside/state module.

/** Clears @curbside/state's query client, if the page has one. */
export async function clearQueryCache(): Promise<void> {
  const { queryClient } = await import('@curbside/state').catch(() => ({ queryClient: null }));
  queryClient?.clear();
}
