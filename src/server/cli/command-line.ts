import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** Thrown for bad arguments; the CLI prints the message and the usage line, and exits with 2. */
export class UsageError extends Error {}

/**
 * A command's arguments: positionals allowed, only the options given (Node's `parseArgs`, strict).
 * @throws UsageError for an unknown option or an option missing its value
 */
export function parseCommandLine<Options extends ParseArgsOptionsConfig>(argv: string[], options: Options) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
