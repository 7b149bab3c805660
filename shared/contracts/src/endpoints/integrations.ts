import { z } from 'zod';
import { endpointGroup, route } from '../endpoint.ts';
import { boundedText } from '../text-limits.ts';

// spec 001 §7 Superadmin list: POST /integrations/isos {clientIdentifier}
export const integrationEndpoints = endpointGroup('integrations', {
  isos: route('POST /integrations/isos', {
    access: 'superadmin', summary: 'Register an ISOS client identifier',
    body: z.object({ clientIdentifier: boundedText('code').trim().min(1, 'Enter the client identifier') }),
  }),
});
