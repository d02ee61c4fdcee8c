CREATE TABLE "integration_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"secret_masked" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_connections_provider_check" CHECK ("integration_connections"."provider" in ('instantly', 'smartlead', 'lemlist', 'hubspot', 'slack')),
	CONSTRAINT "integration_connections_status_check" CHECK ("integration_connections"."status" in ('connected', 'error'))
);
--> statement-breakpoint
CREATE TABLE "integration_push_leads" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_push_leads_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"push_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"email" text,
	"status" text NOT NULL,
	"detail" text,
	"vendor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_push_leads_status_check" CHECK ("integration_push_leads"."status" in ('created', 'updated', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "integration_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"target_campaign_id" text,
	"target_campaign_name" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_pushes_state_check" CHECK ("integration_pushes"."state" in ('queued', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_push_leads" ADD CONSTRAINT "integration_push_leads_push_id_integration_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."integration_pushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_push_leads" ADD CONSTRAINT "integration_push_leads_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_pushes" ADD CONSTRAINT "integration_pushes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_pushes" ADD CONSTRAINT "integration_pushes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_user_id_provider_unique" ON "integration_connections" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_push_leads_push_id_prospect_id_unique" ON "integration_push_leads" USING btree ("push_id","prospect_id");--> statement-breakpoint
CREATE INDEX "integration_push_leads_push_id_status_seq_idx" ON "integration_push_leads" USING btree ("push_id","status","seq");--> statement-breakpoint
CREATE INDEX "integration_pushes_user_id_created_at_idx" ON "integration_pushes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "integration_pushes_state_idx" ON "integration_pushes" USING btree ("state");