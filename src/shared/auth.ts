import { z } from 'zod';

/**
 * Account form schemas, one per form, used by the client's forms and by the server's routes
 * (docs/decisions/004). Password bounds are Better Auth's defaults (8–128 characters), so the form
 * refuses exactly what the server would.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** SPEC §5: the message when neither an e-mail (nor a phone number) nor a password is given. */
export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid e-mail address' }));
const password = z
  .string()
  .min(PASSWORD_MIN, { message: `Use at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { message: `Use at most ${PASSWORD_MAX} characters` });
/** The e-mail and new-password rules, for the other account forms (password reset). */
export { email as emailSchema, password as newPasswordSchema };
const name = z
  .string()
  .trim()
  .min(1, { message: 'Enter your name' })
  .max(100, { message: 'Use at most 100 characters' });

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { message: 'Enter your password' }),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({ name, email, password });
export type SignUp = z.infer<typeof signUpSchema>;

/** `POST /api/admin/initialize` and the /initialize-admin form (DESIGN.md §4). */
export const initializeAdminSchema = signUpSchema;
export type InitializeAdmin = SignUp;
