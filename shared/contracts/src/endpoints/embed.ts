import { z } from 'zod';
import { route } from '../endpoint.ts';
import { EmbedOriginListSchema, EmbedOriginSchema, EmbedTokenRequestSchema, EmbedTokenResponseSchema } from '../entities/embed.ts';

// Issue 9, embedding for real hosts. Ours, not the spec's: the spec's clients are the portal's
// pages; these serve a client firm's own server and its intranet pages.
export const embedEndpoints = {
  token: route('POST /embed/tokens', {
    access: 'public',
    summary: 'Server to server: a short-lived session token for one of the firm\'s users, for an element\'s token property',
    body: EmbedTokenRequestSchema, response: EmbedTokenResponseSchema,
  }),
  origins: route('GET /superadmin/embedOrigins', {
    access: 'superadmin', summary: 'The host origins the firm embeds the elements on', response: EmbedOriginListSchema,
  }),
  addOrigin: route('POST /superadmin/embedOrigins', {
    access: 'superadmin', summary: 'Allow a host origin to embed the elements for the firm\'s users',
    body: z.object({ origin: EmbedOriginSchema }), response: EmbedOriginListSchema,
  }),
  removeOrigin: route('POST /superadmin/embedOrigins/delete', {
    access: 'superadmin', summary: 'Stop allowing a host origin',
    body: z.object({ origin: EmbedOriginSchema }), response: EmbedOriginListSchema,
  }),
};
