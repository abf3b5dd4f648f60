#!/usr/bin/env node
import { runCli } from './run';

// `volant … | head` closes stdout early: stop quietly instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`Erreur inattendue : ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
