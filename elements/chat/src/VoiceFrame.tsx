import { useEffect, useRef } from 'react';
import { ReservationRequestSchema, type ReservationRequest } from '@curbside/contracts';
import { VOICE_BOOKED_MESSAGE, voiceAgentConfig, voiceFrameUrl } from '@curbside/domain';
import { useSession } from '@curbside/ui';

/**
 * The voice booking (001 §2): an embedded frame, configured with the agent settings (language,
 * voice) and the firm code, that listens and speaks with the browser's speech recognition and
 * synthesis (typing where the browser has none) on the same booking chat engine. Its page is
 * served from the portal build (portal/voice/), so the page's Content-Security-Policy allows it
 * ('self'). When the conversation is complete the frame posts the reservation request here, and
 * the panel hands it to the stepper as the text chat does.
 */
export function VoiceFrame({ onBooked }: { onBooked(request: ReservationRequest): void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const firmCode = useSession((s) => s.firm?.firmCode ?? s.userData?.user.firmCode ?? '');
  const countryCode = useSession((s) => s.userData?.user.countryCode ?? null);
  const booked = useRef(onBooked);
  booked.current = onBooked;

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      // Only our own frame, from this origin, may hand over a ride.
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== VOICE_BOOKED_MESSAGE) return;
      const request = ReservationRequestSchema.safeParse((data as { reservationRequest?: unknown }).reservationRequest);
      if (request.success) booked.current(request.data);
    };
    addEventListener('message', receive);
    return () => removeEventListener('message', receive);
  }, []);

  if (!firmCode) return null;
  return (
    <iframe
      ref={frame}
      className="chat-voice-frame"
      part="voice-frame"
      title="Voice booking"
      src={voiceFrameUrl(voiceAgentConfig(firmCode, countryCode))}
      allow="microphone"
    />
  );
}
