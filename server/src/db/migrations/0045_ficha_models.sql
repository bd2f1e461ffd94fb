CREATE TABLE "ficha_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ficha_models_owner_name" UNIQUE("owner_id","name")
);
--> statement-breakpoint
ALTER TABLE "ficha_models" ADD CONSTRAINT "ficha_models_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ficha_models_owner_created" ON "ficha_models" USING btree ("owner_id","created_at");