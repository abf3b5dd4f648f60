import { isHttpError, NETWORK_ERROR_STATUS } from '../src/shared/api/http-error';
import type { CliIo } from './context';
import { CliError, EXIT, type ExitCode } from './errors';
import { CommanderError, createProgram } from './program';

/** Runs `volant` with `argv` (without node and the script) and returns the exit code: the one error handler. */
export async function runCli(argv: string[], io: CliIo): Promise<ExitCode> {
  const { program, context } = createProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; commander already printed its usage message.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    const verbose = argv.includes('--verbose') || argv.includes('-v');
    const say = (text: string) => io.stderr.write(`${text}\n`);
    if (verbose && error instanceof Error && !(error instanceof CliError)) say(error.stack ?? error.message);
    if (error instanceof CliError) {
      say(error.message);
      return error.code;
    }
    if (isHttpError(error)) {
      if (error.status === NETWORK_ERROR_STATUS) {
        let failure: string | null = null;
        try {
          failure = context().http.lastFailure();
        } catch {
          // The context could not even be built: the message below is enough.
        }
        say(`Impossible de joindre le serveur : ${failure ?? 'erreur réseau'}.`);
        return EXIT.unreachable;
      }
      if (error.status === 401) {
        say('Session refusée ou expirée : reconnectez-vous (volant login).');
        return EXIT.unreachable;
      }
      say(`Le serveur a répondu ${error.status} : ${error.message}`);
      return EXIT.failure;
    }
    if (error instanceof SyntaxError) {
      say('Réponse inattendue du serveur : ce n’est pas du JSON.');
      return EXIT.failure;
    }
    say(`Erreur inattendue : ${error instanceof Error ? error.message : String(error)}${verbose ? '' : ' (--verbose pour les détails)'}`);
    return EXIT.failure;
  }
}
