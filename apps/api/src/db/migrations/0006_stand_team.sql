CREATE TYPE "public"."stand_role" AS ENUM('OWNER', 'STAFF');--> statement-breakpoint
CREATE TABLE "exhibitor_invite" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exhibitor_invite_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" "stand_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_invite_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_member" (
	"exhibitor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"role" "stand_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitor_member_exhibitor_id_user_id_pk" PRIMARY KEY("exhibitor_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "exhibitor_invite" ADD CONSTRAINT "exhibitor_invite_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_invite" ADD CONSTRAINT "exhibitor_invite_exhibitor_id_exhibitor_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_invite" ADD CONSTRAINT "exhibitor_invite_invited_by_app_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_invite" ADD CONSTRAINT "exhibitor_invite_accepted_by_app_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_member" ADD CONSTRAINT "exhibitor_member_exhibitor_id_exhibitor_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_member" ADD CONSTRAINT "exhibitor_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_member" ADD CONSTRAINT "exhibitor_member_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_invite_open_uq" ON "exhibitor_invite" USING btree ("exhibitor_id",lower("email")) WHERE "exhibitor_invite"."accepted_at" is null and "exhibitor_invite"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "exhibitor_member_user_idx" ON "exhibitor_member" USING btree ("user_id");