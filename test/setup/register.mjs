// Registers the vanilla-extract file-scope hook. Use after tsx:
//   node --import tsx --import ./test/setup/register.mjs --test file.test.ts
import { register } from 'node:module';

register('./vanilla-extract-hook.mjs', import.meta.url);
