import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and probes for it when each
// object schema is defined: under the portal's CSP (no 'unsafe-eval') that probe is a reported
// violation. Imported first by main.tsx, so it runs before any contract schema is built.
z.config({ jitless: true });
