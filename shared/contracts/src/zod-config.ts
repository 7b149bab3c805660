import { z } from 'zod';

// Pages run under a Content-Security-Policy without 'unsafe-eval' (issue 11, Headers). zod compiles
// fast object parsers with `new Function` when it may; in a page that attempt is refused and
// reported as a violation, so pages parse without it. Set before any schema is built: zod reads
// the flag when an object schema is created. The server keeps the compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
