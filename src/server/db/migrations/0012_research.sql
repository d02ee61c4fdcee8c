CREATE TABLE "prospect_research" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"site_url" text,
	"reason" text,
	"page_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refresh" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_research_state_check" CHECK ("prospect_research"."state" in ('queued', 'researching', 'done', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "research_pages" (
	"url" text PRIMARY KEY NOT NULL,
	"final_url" text,
	"status" integer,
	"content_type" text,
	"title" text,
	"fetched_at" timestamp with time zone NOT NULL,
	"content_hash" text,
	"passages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suspicious" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped_reason" text,
	"skipped_detail" text
);
--> statement-breakpoint
ALTER TABLE "prospect_research" ADD CONSTRAINT "prospect_research_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_research" ADD CONSTRAINT "prospect_research_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_research_campaign_id_state_idx" ON "prospect_research" USING btree ("campaign_id","state");--> statement-breakpoint
CREATE INDEX "research_pages_fetched_at_idx" ON "research_pages" USING btree ("fetched_at");