// What the app's code gets when it imports 'zod' (build.mjs, `zodJitless` plugin): zod itself, made
// jitless before any importer defines a schema. zod probes `new Function('')` when a schema is defined,
// to compile fast parsers; under the app's Content-Security-Policy (`script-src 'self'`, no
// `unsafe-eval`) the probe fails harmlessly but the browser still reports a `securitypolicyviolation`.
// Jitless parsing never probes. Being zod's stand-in, it is loaded only by the chunks that define
// schemas (forms), never by the login screen or by a list screen that validates nothing.
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
