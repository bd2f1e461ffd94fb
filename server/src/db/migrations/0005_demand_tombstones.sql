CREATE TABLE "demand_tombstones" (
	"demand_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "demand_tombstones_deleted_idx" ON "demand_tombstones" USING btree ("deleted_at");