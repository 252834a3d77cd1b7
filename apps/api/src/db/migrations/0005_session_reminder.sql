CREATE TABLE "session_reminder" (
	"user_id" integer NOT NULL,
	"agenda_item_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reminder_user_id_agenda_item_id_starts_at_pk" PRIMARY KEY("user_id","agenda_item_id","starts_at")
);
--> statement-breakpoint
ALTER TABLE "session_reminder" ADD CONSTRAINT "session_reminder_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminder" ADD CONSTRAINT "session_reminder_agenda_item_id_agenda_item_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."agenda_item"("id") ON DELETE cascade ON UPDATE no action;