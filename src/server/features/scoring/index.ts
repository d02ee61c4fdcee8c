/** The scoring feature's public entry: grading any e-mail (the CLI's `grade` and `eval` use it too). */
export { gradeEmail } from './scoring.service.ts';
