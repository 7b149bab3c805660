import { z } from 'zod';
import { endpointGroup, route } from '../endpoint.ts';
import {
  EmbedCredentialSchema, EmbedOriginListSchema, EmbedOriginSchema, EmbedTokenRequestSchema, EmbedTokenResponseSchema, IssuedEmbedCredentialSchema,
} from '../entities/embed.ts';
import { boundedText } from '../text-limits.ts';

// Issue 9, embedding for real hosts. Ours, not the spec's: the spec's clients are the portal's
// pages; these serve a client firm's own server and its intranet pages.
export const embedEndpoints = endpointGroup('embed', {
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
  credentials: route('GET /superadmin/embedCredentials', {
    access: 'superadmin', summary: 'The firm\'s live embed credentials (client ids and names, never secrets)', response: z.array(EmbedCredentialSchema),
  }),
  issueCredential: route('POST /superadmin/embedCredentials', {
    access: 'superadmin', summary: 'Issue embed credentials for the firm\'s server: the secret is answered this once',
    body: z.object({ name: boundedText('name').trim().min(1, 'Enter a name') }), response: IssuedEmbedCredentialSchema,
  }),
  revokeCredential: route('POST /superadmin/embedCredentials/revoke', {
    access: 'superadmin', summary: 'Revoke embed credentials: the tokens they gave keep their short lives, no new ones',
    body: z.object({ clientId: z.string().min(1).max(100) }),
  }),
});
