import { useEffect, useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import type SlSwitchElement from '@shoelace-style/shoelace/dist/components/switch/switch.component.js';
import type { SetupIntent } from '@curbside/contracts';
import { CARD_TOASTS, isFirstCardDefault, validateCardForm } from '@curbside/domain';
import { ShoelaceField, showToast } from '@curbside/ui';
import { useAccount } from '../account-context.ts';
import { isSandboxKey } from '../account-logic.ts';
import type { CardFrameHandle } from './card-frame.ts';
import type { CardSource } from './card-source.ts';
import { SandboxCardFrame } from './SandboxCardFrame.tsx';
import { StripeCardForm } from './StripeCardForm.tsx';

export interface AddCardPanelProps {
  /** Whose card: a user's (POST /users/{id}/creditCards/*) or the firm's (POST /superadmin/creditCards/*). */
  source: CardSource;
  existingCount: number;
  onAdded: () => Promise<void> | void;
}

/**
 * 'Add credit card' (spec 000 §2 Credit cards tab, §4 Add flow): a setup intent from the
 * source's initSetup, the provider's card form (the server's sandbox frame for a 'pk_sandbox'
 * key, else the provider's Payment Element), confirm there, then the source's confirmSetup
 * {setupIntentId, setAsDefault, description}. A user's first card is always default. A firm card
 * (000 §4, §5) needs no description and is never default, so it has no default switch.
 */
export function AddCardPanel({ source, existingCount, onAdded }: AddCardPanelProps) {
  const { firm, dark, saved } = useAccount();
  const isFirmCard = source.kind === 'firm';
  const firstCard = !isFirmCard && isFirstCardDefault(existingCount);
  const [intent, setIntent] = useState<SetupIntent | null>(null);
  const [intentState, setIntentState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [description, setDescription] = useState('');
  const [setAsDefault, setSetAsDefault] = useState(firstCard);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const frame = useRef<CardFrameHandle>(null);

  useEffect(() => {
    if (firstCard) setSetAsDefault(true);
  }, [firstCard]);

  useEffect(() => {
    let live = true;
    setIntentState('loading');
    source.initSetup().then(
      (created) => {
        if (!live) return;
        setIntent(created);
        setIntentState('ready');
      },
      (error: unknown) => {
        // 000 §7: failure to get a setup intent is logged only.
        console.error('[curb-account] Failed to get a setup intent', error);
        if (live) setIntentState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [source, attempt]);

  const save = async () => {
    const errors = validateCardForm(
      { description },
      { billingSystem: firm.firmBillingProfile.billingSystem, isFirmCard, isImported: false, isAmexVirtual: false, now: new Date() },
    );
    setDescriptionError(errors.description ?? null);
    if (errors.description || !intent || !frame.current) return;
    setSaving(true);
    try {
      const confirmed = await frame.current.confirm();
      if (!confirmed.ok) {
        showToast(confirmed.message ?? CARD_TOASTS.saveFailed, 'danger');
        return;
      }
      try {
        const text = description.trim();
        await source.confirmSetup({
          setupIntentId: confirmed.setupIntentId,
          setAsDefault: !isFirmCard && (firstCard || setAsDefault),
          ...(text ? { description: text } : {}),
        });
      } catch (error) {
        console.error('[curb-account] Failed to add credit card', error);
        showToast(CARD_TOASTS.addFailed, 'danger');
        return;
      }
      showToast(CARD_TOASTS.added, 'success');
      saved('cards');
      setDescription('');
      setSetAsDefault(false);
      await onAdded();
      // A fresh setup intent for the next card.
      setAttempt((value) => value + 1);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="add-card">
      <div className="grid-2">
        <ShoelaceField label={isFirmCard ? 'Description (optional)' : 'Description'} required={!isFirmCard} error={descriptionError}>
          {(control) => (
            <SlInput
              {...control}
              value={description}
              placeholder={isFirmCard ? 'Travel desk Amex, Events Visa…' : 'Personal Visa, Corporate Amex…'}
              onSlInput={(event) => {
                setDescription((event.target as SlInputElement).value);
                setDescriptionError(null);
              }}
            />
          )}
        </ShoelaceField>
        {!isFirmCard && (
          <div className="switch-cell">
            <SlSwitch
              checked={firstCard || setAsDefault}
              disabled={firstCard}
              helpText={firstCard ? 'Your first card is your default payment method.' : ''}
              onSlChange={(event) => setSetAsDefault((event.target as SlSwitchElement).checked)}
            >
              Set as default payment method
            </SlSwitch>
          </div>
        )}
      </div>
      <div className="card-frame-box">
        {intentState === 'loading' && (
          <div className="account-state" role="status">
            <SlSpinner aria-hidden="true" />
            <span>Loading the card form…</span>
          </div>
        )}
        {intentState === 'failed' && (
          <div className="account-state">
            <span>The card form is not available right now.</span>
            <SlButton size="small" onClick={() => setAttempt((value) => value + 1)}>
              Try again
            </SlButton>
          </div>
        )}
        {intentState === 'ready' && intent && (
          isSandboxKey(intent.publishableKey) ? (
            <SandboxCardFrame ref={frame} clientSecret={intent.setupIntentClientSecret} dark={dark} billing={firm.firmBillingProfile.billingSystem} />
          ) : (
            <StripeCardForm
              ref={frame}
              publishableKey={intent.publishableKey}
              clientSecret={intent.setupIntentClientSecret}
              dark={dark}
              onUnavailable={(error) => {
                console.error('[curb-account] The payment provider did not load', error);
                setIntentState('failed');
              }}
            />
          )
        )}
      </div>
      <p className="card-safety">Card details are entered in the payment provider's secure form and never reach Curbside.</p>
      <div className="editor-actions">
        <SlButton variant="primary" loading={saving} disabled={saving || intentState !== 'ready'} onClick={() => void save()}>
          Save credit card
        </SlButton>
      </div>
    </div>
  );
}
