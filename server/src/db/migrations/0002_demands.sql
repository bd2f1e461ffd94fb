CREATE TABLE "demand_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"storage_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_interests" (
	"demand_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_interests_demand_id_professional_id_pk" PRIMARY KEY("demand_id","professional_id")
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_created" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"service_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	"availability_id" integer NOT NULL,
	"tecid_type" text,
	"amount" integer DEFAULT 1 NOT NULL,
	"deadline" date,
	"min_budget" numeric(12, 2),
	"max_budget" numeric(12, 2),
	"city" text,
	"uf" text,
	"remote_work_accepted" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ABERTA' NOT NULL,
	"chosen_professional_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_at" timestamp with time zone,
	CONSTRAINT "demands_amount_min" CHECK ("demands"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"demand_id" uuid,
	"score" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_client_professional_demand_key" UNIQUE NULLS NOT DISTINCT("client_id","professional_id","demand_id"),
	CONSTRAINT "ratings_score_range" CHECK ("ratings"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "demand_files" ADD CONSTRAINT "demand_files_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_interests" ADD CONSTRAINT "demand_interests_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_interests" ADD CONSTRAINT "demand_interests_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_user_created_users_id_fk" FOREIGN KEY ("user_created") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_availability_id_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."availabilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_chosen_professional_id_users_id_fk" FOREIGN KEY ("chosen_professional_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_files_demand_idx" ON "demand_files" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demand_interests_professional_idx" ON "demand_interests" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "demands_owner_idx" ON "demands" USING btree ("user_created","created_at");--> statement-breakpoint
CREATE INDEX "demands_status_created_idx" ON "demands" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "demands_chosen_idx" ON "demands" USING btree ("chosen_professional_id","status");--> statement-breakpoint
CREATE INDEX "demands_updated_idx" ON "demands" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "ratings_professional_idx" ON "ratings" USING btree ("professional_id","created_at");