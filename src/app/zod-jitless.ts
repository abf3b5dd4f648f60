// Imported first by main.tsx. Zod probes `new Function('')` to compile fast parsers; under the app's
// Content-Security-Policy (`script-src 'self'`, no `unsafe-eval`) the probe fails harmlessly but the
// browser still reports a `securitypolicyviolation` on every load. Jitless parsing never probes.
import { config } from 'zod';

config({ jitless: true });
