CREATE TYPE "public"."moderation_action_kind" AS ENUM('APPROVE', 'DENY', 'RETURN_TO_ANALYSIS', 'HIDE', 'RESTORE', 'AUTO_HIDE', 'DELETE_COMMENT', 'MUTE', 'UNMUTE', 'HOLD');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('SPAM', 'OFFENSIVE', 'FALSE', 'OTHER');--> statement-breakpoint
CREATE TABLE "content_report" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"publication_id" integer,
	"comment_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" "report_reason" NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_action" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_action_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"moderator_id" integer,
	"action" "moderation_action_kind" NOT NULL,
	"publication_id" integer,
	"comment_id" integer,
	"author_id" integer,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"after" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_mute" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"until" timestamp with time zone,
	"reason" text NOT NULL,
	"muted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_comment" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publication_comment" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "publication_comment" ADD COLUMN "flagged_term" text;--> statement-breakpoint
ALTER TABLE "publication" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publication" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "publication" ADD COLUMN "flagged_term" text;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "report_threshold" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "blocked_words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "content_report" ADD CONSTRAINT "content_report_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_report" ADD CONSTRAINT "content_report_publication_id_publication_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publication"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_report" ADD CONSTRAINT "content_report_comment_id_publication_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."publication_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_report" ADD CONSTRAINT "content_report_reporter_id_app_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_moderator_id_app_user_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_publication_id_publication_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publication"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mute" ADD CONSTRAINT "user_mute_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mute" ADD CONSTRAINT "user_mute_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mute" ADD CONSTRAINT "user_mute_muted_by_app_user_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_report_post_uq" ON "content_report" USING btree ("publication_id","reporter_id") WHERE "content_report"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_report_comment_uq" ON "content_report" USING btree ("comment_id","reporter_id") WHERE "content_report"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "moderation_action_tenant_idx" ON "moderation_action" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_action_post_idx" ON "moderation_action" USING btree ("publication_id");