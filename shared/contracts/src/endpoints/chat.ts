import { endpointGroup, route } from '../endpoint.ts';
import {
  ChatMessageRequestSchema, ChatReplySchema, CompatibilityResultSchema, DataChatReplySchema, DataChatRequestSchema,
  FlightTimeCheckSchema, SpecialAccommodationCheckSchema,
} from '../entities/chat.ts';

// spec 001 §7 Chat. Paths of the help chat and voice chat are not shown in the spec.
export const chatEndpoints = endpointGroup('chat', {
  message: route('POST /chat/message', {
    summary: 'Booking chat turn', body: ChatMessageRequestSchema, response: ChatReplySchema,
  }),
  dataChat: route('POST /chat/data-chat', {
    summary: 'Data chat turn', body: DataChatRequestSchema, response: DataChatReplySchema,
  }),
  checkSpecialAccommodation: route('POST /chat/check-special-accommodation', {
    summary: 'Can this car service meet the request', body: SpecialAccommodationCheckSchema, response: CompatibilityResultSchema,
  }),
  checkFlightTimeCompatibility: route('POST /chat/check-flight-time-compatibility', {
    summary: 'Does the pickup leave time for the flight', body: FlightTimeCheckSchema, response: CompatibilityResultSchema,
  }),
});
