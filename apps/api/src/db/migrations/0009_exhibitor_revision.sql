CREATE TYPE "public"."revision_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'REPLACED');--> statement-breakpoint
CREATE TABLE "exhibitor_revision" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exhibitor_revision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"status" "revision_status" DEFAULT 'PENDING' NOT NULL,
	"description" text NOT NULL,
	"short_description" text NOT NULL,
	"about_sponsor" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_picture_id" integer,
	"cover_photo_id" integer,
	"cover_photo_mobile_id" integer,
	"author_id" integer,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exhibitor" ADD COLUMN "publish_without_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitor_revision" ADD CONSTRAINT "exhibitor_revision_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_revision" ADD CONSTRAINT "exhibitor_revision_exhibitor_id_exhibitor_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_revision" ADD CONSTRAINT "exhibitor_revision_profile_picture_id_media_file_id_fk" FOREIGN KEY ("profile_picture_id") REFERENCES "public"."media_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_revision" ADD CONSTRAINT "exhibitor_revision_cover_photo_id_media_file_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."media_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_revision" ADD CONSTRAINT "exhibitor_revision_cover_photo_mobile_id_media_file_id_fk" FOREIGN KEY ("cover_photo_mobile_id") REFERENCES "public"."media_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_revision" ADD CONSTRAINT "exhibitor_revision_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_revision" ADD CONSTRAINT "exhibitor_revision_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_revision_pending_uq" ON "exhibitor_revision" USING btree ("exhibitor_id") WHERE "exhibitor_revision"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "exhibitor_revision_tenant_status_idx" ON "exhibitor_revision" USING btree ("tenant_id","status","created_at");