CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "emails_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"step" smallint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"opener" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"score" jsonb,
	"grade" text,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"facts_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model" text,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(12, 6),
	"error" text,
	"instruction" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_status_check" CHECK ("emails"."status" in ('queued', 'generating', 'ready', 'approved', 'rejected', 'failed')),
	CONSTRAINT "emails_step_check" CHECK ("emails"."step" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "generation_state" text DEFAULT 'idle' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "spent_usd" numeric(12, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emails_prospect_id_step_unique" ON "emails" USING btree ("prospect_id","step");--> statement-breakpoint
CREATE INDEX "emails_campaign_id_seq_idx" ON "emails" USING btree ("campaign_id","seq");--> statement-breakpoint
CREATE INDEX "emails_campaign_id_status_idx" ON "emails" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "emails_generated_at_idx" ON "emails" USING btree ("generated_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_generation_state_check" CHECK ("campaigns"."generation_state" in ('idle', 'running', 'paused', 'cancelled', 'budget_reached'));