import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * A problem with the CLI's files that the user can fix (a missing prospects file, an output folder
 * that does not exist): personalize-main.ts prints the message as is, without the usage line or a
 * stack trace, and exits with 1.
 */
export class CliFileError extends Error {}

const reason = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'it does not exist';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return (error as Error).message;
};

/**
 * Checks the files before any work (and before any paid provider call): the input (the prospects CSV,
 * or the e-mails to grade) and the brief are readable files, and the output's folder, when there is
 * an output, exists and is writable (the output itself, when it exists, is a file, which is overwritten).
 * @param inputWhat - what the messages call the input
 * @throws CliFileError naming the file and what is wrong with it
 */
export async function checkFiles(
  files: { input: string; brief: string; out?: string | undefined },
  inputWhat = 'prospects file',
): Promise<void> {
  for (const [what, path] of [
    [inputWhat, files.input],
    ['brief', files.brief],
  ] as const) {
    try {
      if (!(await stat(path)).isFile())
        throw new CliFileError(`Cannot read the ${what} ${path}: it is a folder, not a file.`);
      await access(path, constants.R_OK);
    } catch (error) {
      if (error instanceof CliFileError) throw error;
      throw new CliFileError(`Cannot read the ${what} ${path}: ${reason(error)}.`);
    }
  }
  if (files.out === undefined) return;
  const folder = dirname(resolve(files.out));
  try {
    await access(folder, constants.W_OK);
  } catch (error) {
    throw new CliFileError(
      `Cannot write the output ${files.out}: its folder ${folder} ${reason(error) === 'it does not exist' ? 'does not exist' : `is not writable (${reason(error)})`}.`,
    );
  }
  const existing = await stat(files.out).catch(() => null);
  if (existing?.isDirectory())
    throw new CliFileError(
      `Cannot write the output ${files.out}: it is a folder; give a file name such as ${files.out.replace(/\/+$/, '')}/emails.csv.`,
    );
}
