// Loaded by the module registry (registry.ts) before any module: zod probes `new Function('')` when a
// schema is defined, to compile fast parsers; under the app's Content-Security-Policy (`script-src
// 'self'`, no `unsafe-eval`) the probe fails harmlessly but the browser still reports a
// `securitypolicyviolation`. Jitless parsing never probes. Not imported by main.tsx: zod (≈ 90 KB
// gzip) would then be part of the login screen's first load, which needs no schema.
import { config } from 'zod';

config({ jitless: true });
