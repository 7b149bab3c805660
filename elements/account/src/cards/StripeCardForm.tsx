import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useHost } from '@curbside/ui';
import { CONFIRM_TIMEOUT_MS, type CardConfirmResult, type CardFrameHandle } from './card-frame.ts';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  dark: boolean;
  ref?: Ref<CardFrameHandle>;
  /** The provider's script or the Element could not be loaded (logged by the caller). */
  onUnavailable?: (error: unknown) => void;
}

const SLOT = 'curb-account-card';

/**
 * The payment provider's Payment Element (a real publishable key): `@stripe/stripe-js` is
 * imported only here, so it loads only on the CREDIT CARDS tab. The provider's iframe mounts
 * in a light-DOM holder projected through a slot (the provider's frames expect the document
 * tree); the card number stays inside the provider's frame. A theme change remounts it.
 */
export function StripeCardForm({ publishableKey, clientSecret, dark, ref, onUnavailable }: StripeCardFormProps) {
  const host = useHost();
  const [ready, setReady] = useState(false);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const holder = document.createElement('div');
    holder.slot = SLOT;
    holder.style.display = 'block';
    host.append(holder);
    setReady(false);
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const stripe = await loadStripe(publishableKey);
        if (cancelled) return;
        if (!stripe) throw new Error('The payment provider did not load');
        const elements = stripe.elements({ clientSecret, appearance: { theme: dark ? 'night' : 'stripe' } });
        const payment = elements.create('payment', { layout: 'tabs' });
        payment.on('ready', () => {
          if (!cancelled) setReady(true);
        });
        payment.mount(holder);
        stripeRef.current = { stripe, elements };
      } catch (error) {
        if (!cancelled) onUnavailable?.(error);
      }
    })();
    return () => {
      cancelled = true;
      stripeRef.current = null;
      holder.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, publishableKey, clientSecret, dark]);

  useImperativeHandle(
    ref,
    () => ({
      confirm: async (): Promise<CardConfirmResult> => {
        const current = stripeRef.current;
        if (!current) return { ok: false, message: null };
        const timeout = new Promise<CardConfirmResult>((resolve) => setTimeout(() => resolve({ ok: false, message: null }), CONFIRM_TIMEOUT_MS));
        const confirmed = current.stripe
          .confirmSetup({ elements: current.elements, redirect: 'if_required' })
          .then((result): CardConfirmResult => {
            if (result.error) return { ok: false, message: result.error.message ?? null };
            const intent = result.setupIntent;
            return intent && intent.status === 'succeeded' ? { ok: true, setupIntentId: intent.id } : { ok: false, message: null };
          });
        return Promise.race([confirmed, timeout]);
      },
    }),
    [],
  );

  return (
    <div className="stripe-form" part="card-frame">
      {!ready && (
        <div className="account-state" role="status">
          <SlSpinner aria-hidden="true" />
          <span>Loading the card form…</span>
        </div>
      )}
      <slot name={SLOT} />
    </div>
  );
}
