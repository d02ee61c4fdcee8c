import { z } from 'zod';

/** `GET /api/config`: public facts about this server the client renders (footer, sign-in options). */
export const publicConfigSchema = z
  .object({
    version: z.string(),
    environment: z.enum(['development', 'production', 'test']),
    contactEmail: z.string(),
    /** True when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; the client shows Google sign-in then. */
    googleSignIn: z.boolean().meta({ description: 'True when Google sign-in is configured on this server.' }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
