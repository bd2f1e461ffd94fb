CREATE TABLE "demand_lot_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"step" text NOT NULL,
	"quantity" integer NOT NULL,
	"defects" integer DEFAULT 0 NOT NULL,
	"note" text,
	"photo_file_id" uuid,
	"actor_id" uuid,
	"actor_side" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_lot_events_client_key" UNIQUE("lot_id","client_id"),
	CONSTRAINT "demand_lot_events_quantities" CHECK ("demand_lot_events"."quantity" >= 0 and "demand_lot_events"."defects" >= 0)
);
--> statement-breakpoint
CREATE TABLE "demand_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"quantity" integer NOT NULL,
	"items" text,
	"sent_on" date NOT NULL,
	"expected_return" date NOT NULL,
	"step" text DEFAULT 'ENVIADO' NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"in_production" integer DEFAULT 0 NOT NULL,
	"ready" integer DEFAULT 0 NOT NULL,
	"defects" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"late_notified_on" date,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_lots_number_key" UNIQUE("demand_id","number"),
	CONSTRAINT "demand_lots_client_key" UNIQUE("demand_id","client_id"),
	CONSTRAINT "demand_lots_quantities" CHECK ("demand_lots"."quantity" > 0 and "demand_lots"."received" between 0 and "demand_lots"."quantity"
        and "demand_lots"."in_production" between 0 and "demand_lots"."received"
        and "demand_lots"."defects" >= 0 and "demand_lots"."ready" >= 0 and "demand_lots"."ready" + "demand_lots"."defects" <= "demand_lots"."received"
        and "demand_lots"."delivered" between 0 and "demand_lots"."ready"),
	CONSTRAINT "demand_lots_dates" CHECK ("demand_lots"."expected_return" >= "demand_lots"."sent_on")
);
--> statement-breakpoint
ALTER TABLE "demand_files" ADD COLUMN "lot_id" uuid;--> statement-breakpoint
ALTER TABLE "demand_lot_events" ADD CONSTRAINT "demand_lot_events_lot_id_demand_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."demand_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_lot_events" ADD CONSTRAINT "demand_lot_events_photo_file_id_demand_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."demand_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_lot_events" ADD CONSTRAINT "demand_lot_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_lots" ADD CONSTRAINT "demand_lots_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_lots" ADD CONSTRAINT "demand_lots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_lots_open_return_idx" ON "demand_lots" USING btree ("expected_return") WHERE "demand_lots"."step" <> 'ENTREGUE';--> statement-breakpoint
ALTER TABLE "demand_files" ADD CONSTRAINT "demand_files_lot_id_demand_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."demand_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_files_lot_idx" ON "demand_files" USING btree ("lot_id") WHERE "demand_files"."lot_id" is not null;