CREATE TABLE "demand_quote_requests" (
	"demand_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_quote_requests_demand_id_professional_id_pk" PRIMARY KEY("demand_id","professional_id")
);
--> statement-breakpoint
ALTER TABLE "demand_quote_requests" ADD CONSTRAINT "demand_quote_requests_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_quote_requests" ADD CONSTRAINT "demand_quote_requests_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_quote_requests_professional_idx" ON "demand_quote_requests" USING btree ("professional_id");