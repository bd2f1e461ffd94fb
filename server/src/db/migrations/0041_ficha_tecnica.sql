CREATE TABLE "demand_ficha_revisions" (
	"demand_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"content" jsonb NOT NULL,
	"grade_total" integer NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_ficha_revisions_demand_id_revision_pk" PRIMARY KEY("demand_id","revision")
);
--> statement-breakpoint
CREATE TABLE "demand_fichas" (
	"demand_id" uuid PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"grade_total" integer NOT NULL,
	"acknowledged_revision" integer,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_fichas_revision" CHECK ("demand_fichas"."revision" >= 1),
	CONSTRAINT "demand_fichas_grade_total" CHECK ("demand_fichas"."grade_total" >= 1),
	CONSTRAINT "demand_fichas_acknowledged" CHECK ("demand_fichas"."acknowledged_revision" is null or "demand_fichas"."acknowledged_revision" between 1 and "demand_fichas"."revision")
);
--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "has_ficha" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_ficha_revisions" ADD CONSTRAINT "demand_ficha_revisions_demand_id_demand_fichas_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demand_fichas"("demand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_ficha_revisions" ADD CONSTRAINT "demand_ficha_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_fichas" ADD CONSTRAINT "demand_fichas_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_fichas" ADD CONSTRAINT "demand_fichas_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;