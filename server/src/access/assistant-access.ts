import type { User } from '@curbside/contracts';
import type { Caller } from '../auth/session.ts';
import { fromJson } from '../db/json-column.ts';
import { forbidden } from '../http/http-error.ts';

// Rule 'aiFeature' (000 §3 features.ai, 001 §2 Assistant chat): each chat answers only a user
// whose own AI flag allows it.

type AiFeatures = User['features']['ai'];

const NO_AI: AiFeatures = { enableBookingChat: false, enableDataChat: false, enableBookingVoiceChat: false };

export function requireAiFeature(caller: Caller, feature: keyof AiFeatures): void {
  if (!fromJson<AiFeatures>(caller.user.ai_features, NO_AI)[feature]) throw forbidden('The assistant is not available to you');
}
