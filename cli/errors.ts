/** Exit codes of `volant` (documented in `volant --help` and docs/cli.md). */
export const EXIT = {
  ok: 0,
  /** A check or a command failed (the server answered an error, a smoke check did not pass). */
  failure: 1,
  /** Unknown command or option, a missing or malformed argument. */
  usage: 2,
  /** The environment cannot be reached, or sign-in failed. */
  unreachable: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI explains in one line on stderr before exiting with `code`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: ExitCode = EXIT.failure,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
