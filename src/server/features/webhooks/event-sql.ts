import { sql, type SQL } from 'drizzle-orm';
import { EVENT_ERROR_MAX_CHARS } from '#shared/webhooks.ts';

/**
 * The `data` of the per-e-mail events, built in SQL from a row of the `emails` table (alias `row`), so
 * the statement that writes or approves an e-mail also stores its deliveries (publish-event.ts
 * `deliveriesFrom`). Keys and types are those of shared webhook-events.ts (`webhookEventDataSchemas`),
 * which the events tests parse every stored payload with.
 */
type EmailEvent = 'email.generated' | 'email.failed' | 'email.approved';

export function emailEventData(type: EmailEvent, row: string): SQL {
  const col = (name: string) => sql`${sql.identifier(row)}.${sql.identifier(name)}`;
  const common = sql`'emailId', ${col('id')}, 'campaignId', ${col('campaign_id')}, 'prospectId', ${col('prospect_id')}, 'step', ${col('step')}`;
  const extra: Record<EmailEvent, SQL> = {
    'email.generated': sql`'subject', ${col('subject')}, 'grade', ${col('grade')}, 'verdict', ${col('verdict')}, 'claims', coalesce(${col('score')}->'claims', '[]'::jsonb)`,
    'email.approved': sql`'subject', ${col('subject')}`,
    'email.failed': sql`'error', left(${col('error')}, ${EVENT_ERROR_MAX_CHARS})`,
  };
  return sql`jsonb_build_object(${common}, ${extra[type]})`;
}
