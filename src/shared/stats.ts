import { z } from 'zod';

/**
 * The dashboard's figures for the signed-in user: `GET /api/v1/stats`.
 * `generatedPerDay`: e-mails written per UTC day over the last STATS_DAYS days, oldest first, every day
 * present (0 when none); `spendThisMonthUsd`: generation spend on e-mails written since the first of
 * this month (UTC).
 */
export const STATS_DAYS = 30;

export const statsSchema = z
  .object({
    campaigns: z.number().int(),
    prospects: z.number().int(),
    emails: z.object({ ready: z.number().int(), approved: z.number().int() }),
    spendThisMonthUsd: z.number(),
    generatedPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'Stats' });
export type Stats = z.infer<typeof statsSchema>;
