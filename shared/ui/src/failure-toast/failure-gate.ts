/** What a query looked like at one render: whether it is failing, and when it last failed. */
export interface QueryFailureState {
  isError: boolean;
  errorUpdatedAt: number;
}

/**
 * Decides, render after render, whether a query's failure is toasted: once per run of failures
 * (the 15 s refresh of a list whose server is down does not repeat it), re-armed by a success.
 */
export function createFailureGate(): (state: QueryFailureState) => boolean {
  let seen = 0;
  let failing = false;
  return ({ isError, errorUpdatedAt }) => {
    let toast = false;
    if (isError && errorUpdatedAt !== seen) {
      seen = errorUpdatedAt;
      toast = !failing;
    }
    failing = isError;
    return toast;
  };
}
