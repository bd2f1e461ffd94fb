CREATE TABLE "demand_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_quotes_revision_key" UNIQUE("demand_id","professional_id","revision"),
	CONSTRAINT "demand_quotes_positive" CHECK ("demand_quotes"."price_cents" > 0 and "demand_quotes"."lead_time_days" > 0 and "demand_quotes"."min_quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "chosen_quote" jsonb;--> statement-breakpoint
ALTER TABLE "demand_quotes" ADD CONSTRAINT "demand_quotes_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_quotes" ADD CONSTRAINT "demand_quotes_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_quotes_professional_idx" ON "demand_quotes" USING btree ("professional_id");