CREATE TABLE "portfolio_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"thumb_name" text NOT NULL,
	"display_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_photos_caption_length" CHECK (char_length("portfolio_photos"."caption") <= 100)
);
--> statement-breakpoint
ALTER TABLE "portfolio_photos" ADD CONSTRAINT "portfolio_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_photos_user_idx" ON "portfolio_photos" USING btree ("user_id","position");