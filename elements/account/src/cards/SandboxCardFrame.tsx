import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useElementContext } from '@curbside/ui';
import { SANDBOX_CONFIRM, frameOrigin, readSandboxMessage, sandboxFrameUrl } from '../account-logic.ts';
import { CONFIRM_TIMEOUT_MS, type CardConfirmResult, type CardFrameHandle } from './card-frame.ts';

export interface SandboxCardFrameProps {
  clientSecret: string;
  dark: boolean;
  billing: string | null;
  ref?: Ref<CardFrameHandle>;
}

/**
 * The reference server's sandbox card frame (a publishable key starting 'pk_sandbox'): the
 * card fields live in the server's page, so the card number never passes through this element.
 * Confirm posts { type: 'curb-sandbox-confirm' } and waits for 'curb-sandbox-result'; the frame
 * reports its height with 'curb-sandbox-height'. A theme change reloads it (new URL).
 */
export function SandboxCardFrame({ clientSecret, dark, billing, ref }: SandboxCardFrameProps) {
  const { apiBase } = useElementContext();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(180);
  const src = useMemo(
    () => sandboxFrameUrl(apiBase, { clientSecret, theme: dark ? 'dark' : 'light', billing, parentOrigin: location.origin }),
    [apiBase, clientSecret, dark, billing],
  );
  const origin = useMemo(() => frameOrigin(src, location.href), [src]);
  const pending = useRef<((result: CardConfirmResult) => void) | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || event.origin !== origin) return;
      const message = readSandboxMessage(event.data);
      if (!message) return;
      if (message.kind === 'height') {
        setHeight(message.height);
        return;
      }
      const settle = pending.current;
      pending.current = null;
      settle?.(message.kind === 'succeeded' ? { ok: true, setupIntentId: message.setupIntentId } : { ok: false, message: message.message });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  useImperativeHandle(
    ref,
    () => ({
      confirm: () =>
        new Promise<CardConfirmResult>((resolve) => {
          const target = frameRef.current?.contentWindow;
          if (!target) {
            resolve({ ok: false, message: null });
            return;
          }
          const timer = setTimeout(() => {
            if (pending.current === finish) pending.current = null;
            resolve({ ok: false, message: null });
          }, CONFIRM_TIMEOUT_MS);
          const finish = (result: CardConfirmResult) => {
            clearTimeout(timer);
            resolve(result);
          };
          pending.current = finish;
          target.postMessage(SANDBOX_CONFIRM, origin);
        }),
    }),
    [origin],
  );

  return (
    <iframe
      key={src}
      ref={frameRef}
      className="card-frame"
      part="card-frame"
      title="Card details"
      src={src}
      style={{ height: `${height}px` }}
    />
  );
}
