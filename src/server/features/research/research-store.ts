import { and, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { arrayParam, rowsOf } from '#server/db/rows.ts';
import {
  campaigns,
  prospectResearch,
  prospects,
  researchPages,
  type ProspectResearchRow,
  type ProspectRow,
  type ResearchPageRow,
} from '#server/db/schema/index.ts';
import { QUEUES, type JobQueue } from '#server/jobs/queue.ts';
import type { ProspectResearch, ResearchState } from '#shared/research.ts';
import type { ResearchedPage } from './choose-sources.ts';

/**
 * Research rows (db/schema/research.ts): the page cache, and each prospect's run through
 * `queued → researching → done | skipped | failed`.
 */

/**
 * Marks prospects of a campaign (all, or `prospectIds`) for research and sends each a job. A run in
 * progress is left alone; any other is started over (`refresh` re-fetches pages even when their
 * cached copy is fresh). The queue keeps one job per prospect (`singletonKey`), so asking twice adds
 * nothing.
 * @returns prospects queued by this call
 */
export async function queueResearch(
  db: Database,
  jobs: JobQueue | undefined,
  campaignId: string,
  options: { prospectIds?: string[] | undefined; refresh: boolean },
): Promise<number> {
  const only = options.prospectIds ? sql`and p.id = any(${arrayParam(options.prospectIds)}::uuid[])` : sql``;
  const result = await db.execute(sql`
    insert into prospect_research (prospect_id, campaign_id, state, refresh)
    select p.id, p.campaign_id, 'queued', ${options.refresh} from prospects p
    where p.campaign_id = ${campaignId}::uuid ${only}
    on conflict (prospect_id) do update
      set state = 'queued', refresh = excluded.refresh, attempts = 0, reason = null,
          started_at = null, finished_at = null, updated_at = now()
      where prospect_research.state <> 'researching'
    returning prospect_id`);
  const queued = rowsOf<{ prospect_id: string }>(result).map((r) => r.prospect_id);
  await sendResearchJobs(jobs, queued);
  return queued.length;
}

/** One research job per prospect id (the queue drops a second one while the first waits). */
export async function sendResearchJobs(jobs: JobQueue | undefined, prospectIds: readonly string[]): Promise<number> {
  if (!jobs || prospectIds.length === 0) return 0;
  return jobs.sendEach(
    QUEUES.researchProspect,
    prospectIds.map((prospectId) => ({ key: prospectId, data: { prospectId } })),
  );
}

/** Prospects whose research is queued (or was cut off mid-run by a dead worker), for the worker's wake-up. */
export async function unfinishedResearch(db: Database, staleMinutes: number): Promise<string[]> {
  const result = await db.execute(sql`
    select prospect_id from prospect_research
    where state = 'queued' or (state = 'researching' and updated_at < now() - make_interval(mins => ${staleMinutes}))
    order by created_at`);
  return rowsOf<{ prospect_id: string }>(result).map((r) => r.prospect_id);
}

/** A run taken by claimResearch, with what it needs of its prospect and campaign. */
export type ClaimedResearch = Pick<ProspectResearchRow, 'prospectId' | 'attempts' | 'refresh'> & {
  prospect: Pick<ProspectRow, 'website' | 'email'>;
  brief: unknown;
};

/**
 * Takes prospects' research for this worker: each `queued` (or stale `researching`) row →
 * `researching`, one attempt more, answered with its prospect's site fields and its campaign's brief.
 * One statement for a fetched batch: 200 prospects taken one statement each queued 400 statements on
 * the embedded database before the first site was asked anything (bench/research.ts). A prospect
 * absent from the answer had nothing to take (done meanwhile, deleted, or running elsewhere).
 */
export async function claimResearch(
  db: Database,
  prospectIds: readonly string[],
  staleMinutes: number,
): Promise<Map<string, ClaimedResearch>> {
  if (prospectIds.length === 0) return new Map();
  const rows = await db
    .update(prospectResearch)
    .set({ state: 'researching', attempts: sql`${prospectResearch.attempts} + 1`, startedAt: new Date() })
    .from(prospects)
    .innerJoin(campaigns, eq(campaigns.id, prospects.campaignId))
    .where(
      and(
        inArray(prospectResearch.prospectId, [...prospectIds]),
        eq(prospects.id, prospectResearch.prospectId),
        sql`(${prospectResearch.state} = 'queued' or (${prospectResearch.state} = 'researching'
          and ${prospectResearch.updatedAt} < now() - make_interval(mins => ${staleMinutes})))`,
      ),
    )
    .returning({
      prospectId: prospectResearch.prospectId,
      attempts: prospectResearch.attempts,
      refresh: prospectResearch.refresh,
      website: prospects.website,
      email: prospects.email,
      brief: campaigns.brief,
    });
  return new Map(rows.map(({ website, email, ...run }) => [run.prospectId, { ...run, prospect: { website, email } }]));
}

/** Puts claimed runs back in the queue, untouched but for the attempt they used (a claim whose batch failed). */
export async function releaseResearch(db: Database, prospectIds: readonly string[]): Promise<void> {
  if (prospectIds.length === 0) return;
  await db
    .update(prospectResearch)
    .set({ state: 'queued', startedAt: null })
    .where(and(inArray(prospectResearch.prospectId, [...prospectIds]), eq(prospectResearch.state, 'researching')));
}

/** Ends a run: its state, the home page, why (for `skipped`/`failed`), and the pages used in order. */
export async function finishResearch(
  db: Database,
  prospectId: string,
  outcome: {
    state: Extract<ResearchState, 'done' | 'skipped' | 'failed' | 'queued'>;
    siteUrl?: string | null;
    reason?: string | null;
    pageUrls?: string[];
  },
): Promise<void> {
  await db
    .update(prospectResearch)
    .set({
      state: outcome.state,
      siteUrl: outcome.siteUrl ?? null,
      reason: outcome.reason ?? null,
      pageUrls: outcome.pageUrls ?? [],
      finishedAt: outcome.state === 'queued' ? null : new Date(),
    })
    .where(eq(prospectResearch.prospectId, prospectId));
}

/** The cached pages among `urls` fetched after `freshAfter`, by URL, with the links a home page chose (one query). */
export async function freshPages(
  db: Database,
  urls: readonly string[],
  freshAfter: Date,
): Promise<Map<string, Pick<ResearchPageRow, 'url' | 'links'>>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .select({ url: researchPages.url, links: researchPages.links })
    .from(researchPages)
    .where(and(inArray(researchPages.url, [...urls]), gt(researchPages.fetchedAt, freshAfter)));
  return new Map(rows.map((row) => [row.url, row]));
}

/** Stores what fetching each URL gave, replacing older copies (one statement; a URL listed twice keeps its last). */
export async function savePages(db: Database, pages: (typeof researchPages.$inferInsert)[]): Promise<void> {
  const byUrl = [...new Map(pages.map((page) => [page.url, page])).values()];
  if (byUrl.length === 0) return;
  const { url: _url, ...columns } = getTableColumns(researchPages);
  const replaced = Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
  await db.insert(researchPages).values(byUrl).onConflictDoUpdate({ target: researchPages.url, set: replaced });
}

/** A prospect's research as the API shows it, or null when it was never asked for. */
export async function loadResearch(db: Database, prospectId: string): Promise<ProspectResearch | null> {
  const [row] = await db.select().from(prospectResearch).where(eq(prospectResearch.prospectId, prospectId));
  if (!row) return null;
  const pages =
    row.pageUrls.length === 0
      ? []
      : await db.select().from(researchPages).where(inArray(researchPages.url, row.pageUrls));
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  return {
    prospectId: row.prospectId,
    state: row.state,
    siteUrl: row.siteUrl,
    reason: row.reason,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    sources: row.pageUrls.flatMap((url) => {
      const page = byUrl.get(url);
      if (!page) return [];
      return [
        {
          url: page.url,
          finalUrl: page.finalUrl,
          title: page.title,
          status: page.status,
          fetchedAt: page.fetchedAt.toISOString(),
          skipped: page.skippedReason ? { reason: page.skippedReason, detail: page.skippedDetail ?? '' } : null,
          passages: page.passages.map(({ id, text }) => ({ id, text })),
        },
      ];
    }),
  };
}

/** Research states that hold a prospect's e-mails back from writing (generation waits for them). */
export const UNFINISHED_RESEARCH = sql`('queued', 'researching')`;

/**
 * Asks research for every prospect of a campaign that has e-mails waiting to be written and was never
 * researched (a generate request on a campaign whose brief has research on, the dry run's five
 * included). Runs in the caller's transaction, so no e-mail of the batch is claimed before its
 * prospect's research row exists (the claim waits while it is unfinished, generation claim.ts). Done,
 * skipped and failed runs are kept: asking again is `POST …/research`.
 * @returns the prospects queued; the caller sends their jobs (sendResearchJobs) once committed
 */
export async function queueMissingResearch(db: Pick<Database, 'execute'>, campaignId: string): Promise<string[]> {
  const result = await db.execute(sql`
    insert into prospect_research (prospect_id, campaign_id, state)
    select distinct e.prospect_id, e.campaign_id, 'queued' from emails e
    where e.campaign_id = ${campaignId}::uuid and e.status = 'queued'
    on conflict (prospect_id) do nothing
    returning prospect_id`);
  return rowsOf<{ prospect_id: string }>(result).map((r) => r.prospect_id);
}

/**
 * What the writer reads for each prospect whose research is done: its pages in the order researched
 * (home page first), one query for a claimed batch. Prospects without finished research are absent.
 */
export async function researchForWriting(
  db: Database,
  prospectIds: readonly string[],
): Promise<Map<string, ResearchedPage[]>> {
  if (prospectIds.length === 0) return new Map();
  const rows = rowsOf<{ prospect_id: string; pages: ResearchedPage[] | null }>(
    await db.execute(sql`
      select r.prospect_id,
        (select jsonb_agg(jsonb_build_object('url', p.url, 'finalUrl', p.final_url, 'title', p.title,
           'passages', p.passages, 'suspicious', p.suspicious) order by u.ord)
         from jsonb_array_elements_text(r.page_urls) with ordinality as u(url, ord)
         join research_pages p on p.url = u.url) as pages
      from prospect_research r
      where r.prospect_id = any(${arrayParam(prospectIds)}::uuid[]) and r.state = 'done'`),
  );
  return new Map(rows.map((row) => [row.prospect_id, row.pages ?? []]));
}

/**
 * Sends a generation job for each e-mail of a running campaign that waited for this prospect's
 * research (queued, not deferred). Generation owns the claim, so an extra job is harmless: the queue
 * keeps one per e-mail, and the claim takes a row only when it is still due. Here, in research, so
 * the writing starts the moment research ends rather than at generation's next sweep (a minute).
 */
export async function wakeWaitingEmails(db: Database, jobs: JobQueue | undefined, prospectId: string): Promise<number> {
  if (!jobs) return 0;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select e.id from emails e join campaigns c on c.id = e.campaign_id
      where e.prospect_id = ${prospectId}::uuid and e.status = 'queued' and e.not_before is null
        and c.generation_state = 'running'
      order by e.step`),
  );
  return jobs.sendEach(
    QUEUES.generateEmail,
    rows.map((r) => ({ key: r.id, data: { emailId: r.id } })),
  );
}
