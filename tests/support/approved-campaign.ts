import { campaigns, emails, prospects } from '#server/db/schema/index.ts';
import type { TestApp } from '#tests/setup/test-app.ts';
import { testBrief } from './campaigns.ts';

/**
 * A campaign with reviewed e-mails, written straight to the database (integration pushes need many
 * approved e-mails fast; generating and approving 401 of them through the API would test the engine,
 * not the push). Prospect `i` (0-based) is `lead<i>@example.com`, first name `Lead<i>`, company
 * `Company <i>`, title `CTO`, website `https://company<i>.example`, custom field `Funding Stage`; each
 * has an approved e-mail per step with `Subject <i>.<step>`, `Opener <i>.<step>`, `Body <i>.<step>`.
 * `withoutEmail` more prospects have approved e-mails but no address; one more has only a `ready`
 * (unapproved) e-mail and must never be pushed.
 */
export type SeededProspect = { id: string; email: string | null; firstName: string; company: string };

export const seededText = (i: number, step: number) => ({
  subject: `Subject ${i}.${step}`,
  opener: `Opener ${i}.${step}`,
  body: `Body ${i}.${step}\n\nBest,\nMaya`,
});

export async function seedApprovedCampaign(
  t: TestApp,
  userId: string,
  options: { prospects: number; steps?: number; withoutEmail?: number; name?: string },
): Promise<{ campaignId: string; prospects: SeededProspect[]; unapprovedEmail: string }> {
  const steps = options.steps ?? 1;
  const [campaign] = await t.db
    .insert(campaigns)
    .values({
      userId,
      name: options.name ?? 'Seeded',
      brief: { ...testBrief, steps, followUpDays: steps > 1 ? [3, 7, 14].slice(0, steps - 1) : [] } as never,
    })
    .returning();
  const count = options.prospects + (options.withoutEmail ?? 0) + 1;
  const rows = Array.from({ length: count }, (_, i) => ({
    campaignId: campaign!.id,
    row: i + 2,
    email: i < options.prospects || i === count - 1 ? `lead${i}@example.com` : null,
    firstName: `Lead${i}`,
    lastName: 'Tester',
    title: 'CTO',
    company: `Company ${i}`,
    website: `https://company${i}.example`,
    location: 'Paris, France',
    fields: { 'Funding Stage': i % 2 ? 'Seed' : 'Series A' },
  }));
  const inserted: (typeof prospects.$inferSelect)[] = [];
  for (let i = 0; i < rows.length; i += 1_000)
    inserted.push(
      ...(await t.db
        .insert(prospects)
        .values(rows.slice(i, i + 1_000))
        .returning()),
    );
  const emailRows = inserted.flatMap((p, i) =>
    Array.from({ length: steps }, (_, s) => ({
      campaignId: campaign!.id,
      prospectId: p.id,
      step: s + 1,
      status: (i === count - 1 ? 'ready' : 'approved') as 'ready' | 'approved',
      ...seededText(i, s + 1),
      grade: 'A',
      verdict: 'send' as const,
    })),
  );
  for (let i = 0; i < emailRows.length; i += 1_000) await t.db.insert(emails).values(emailRows.slice(i, i + 1_000));
  return {
    campaignId: campaign!.id,
    prospects: inserted
      .slice(0, count - 1)
      .map((p) => ({ id: p.id, email: p.email, firstName: p.firstName!, company: p.company! })),
    unapprovedEmail: inserted[count - 1]!.email!,
  };
}
