CREATE TABLE "provider_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"base_url" text,
	"input_file_id" text,
	"provider_batch_id" text,
	"output_file_id" text,
	"error_file_id" text,
	"request_counts" jsonb,
	"polls" integer DEFAULT 0 NOT NULL,
	"note" text,
	"cancel_requested_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_batches_state_check" CHECK ("provider_batches"."state" in ('pending', 'uploaded', 'submitted', 'done', 'expired', 'failed', 'cancelled', 'unsupported'))
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_batches" ADD CONSTRAINT "provider_batches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_batches_campaign_id_idx" ON "provider_batches" USING btree ("campaign_id");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_batch_id_provider_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."provider_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_batch_id_idx" ON "emails" USING btree ("batch_id") WHERE "emails"."batch_id" is not null;