import { z } from 'zod';
import { route } from '../endpoint.ts';

// spec 001 §7 Superadmin list: POST /integrations/isos {clientIdentifier}
export const integrationEndpoints = {
  isos: route('POST /integrations/isos', {
    summary: 'Register an ISOS client identifier', body: z.object({ clientIdentifier: z.string().min(1) }),
  }),
};
