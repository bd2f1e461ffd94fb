CREATE TABLE "notification_tombstones" (
	"notification_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_tombstones" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "notification_tombstones_user_idx" ON "notification_tombstones" USING btree ("user_id","deleted_at");--> statement-breakpoint
CREATE INDEX "message_tombstones_conversation_idx" ON "message_tombstones" USING btree ("conversation_id","deleted_at");--> statement-breakpoint
CREATE INDEX "notifications_user_updated_idx" ON "notifications" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_updated_idx" ON "messages" USING btree ("conversation_id","updated_at");