import { useEffect, useState } from 'react';
import { errorText } from '@curbside/domain';
import { showToast } from '../store-hooks.ts';
import { createFailureGate, type QueryFailureState } from './failure-gate.ts';

/**
 * Toasts a failing query once per run of failures (spec 000 §7, §8): `message` when the spec
 * names one for that call ('Failed to get user permissions'), else the error-text rule's text.
 */
export function useFailureToast(query: QueryFailureState & { error?: unknown }, message?: string): void {
  const [gate] = useState(createFailureGate);
  const { isError, errorUpdatedAt, error } = query;
  useEffect(() => {
    if (gate({ isError, errorUpdatedAt })) showToast(message ?? errorText(error), 'danger');
  }, [gate, isError, errorUpdatedAt, error, message]);
}
