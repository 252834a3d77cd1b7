CREATE TYPE "public"."property_revision_action" AS ENUM('CREATE', 'UPDATE', 'DELETE');--> statement-breakpoint
CREATE TABLE "property_revision_image" (
	"revision_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "property_revision_image_revision_id_media_id_pk" PRIMARY KEY("revision_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "property_revision" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_revision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"property_id" integer,
	"action" "property_revision_action" NOT NULL,
	"title" text NOT NULL,
	"status" "revision_status" DEFAULT 'PENDING' NOT NULL,
	"proposed" jsonb,
	"author_id" integer,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_revision_image" ADD CONSTRAINT "property_revision_image_revision_id_property_revision_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."property_revision"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revision_image" ADD CONSTRAINT "property_revision_image_media_id_media_file_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revision" ADD CONSTRAINT "property_revision_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revision" ADD CONSTRAINT "property_revision_exhibitor_id_exhibitor_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revision" ADD CONSTRAINT "property_revision_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revision" ADD CONSTRAINT "property_revision_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_revision" ADD CONSTRAINT "property_revision_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_revision_image_media_idx" ON "property_revision_image" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_revision_pending_uq" ON "property_revision" USING btree ("property_id") WHERE "property_revision"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "property_revision_tenant_status_idx" ON "property_revision" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "property_revision_exhibitor_idx" ON "property_revision" USING btree ("exhibitor_id","created_at");