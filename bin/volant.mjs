#!/usr/bin/env node
// Launches the Volant CLI: the built bundle when present, else the TypeScript sources through tsx,
// so `npx volant` works without a build.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/cli/volant.js', import.meta.url);
if (existsSync(fileURLToPath(built))) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../cli/index.ts', import.meta.url).href);
}
