import type { User } from '@curbside/contracts';
import type { Caller } from '../auth/session.ts';
import { fromJson } from '../db/json-column.ts';
import { forbidden } from '../http/http-error.ts';

// Rule 'aiFeature' (000 §3 features.ai, 001 §2 Assistant chat): each chat answers only a user
// whose own AI flag allows it.

type AiFeatures = User['features']['ai'];

const NO_AI: AiFeatures = { enableBookingChat: false, enableDataChat: false, enableBookingVoiceChat: false };

/** Refused unless the caller's flags allow at least one of `features` (the booking chat engine serves the typed chat and voice). */
export function requireAiFeature(caller: Caller, ...features: [keyof AiFeatures, ...(keyof AiFeatures)[]]): void {
  const flags = fromJson<AiFeatures>(caller.user.ai_features, NO_AI);
  if (!features.some((feature) => flags[feature])) throw forbidden('The assistant is not available to you');
}
