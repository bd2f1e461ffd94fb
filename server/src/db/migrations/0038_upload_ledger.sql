CREATE TABLE "upload_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_ledger_bytes_positive" CHECK ("upload_ledger"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "upload_ledger" ADD CONSTRAINT "upload_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_ledger_user_idx" ON "upload_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
-- The last day's attachments as they were counted until now (by the demand's owner), so the
-- budget of whoever uploaded today is not renewed by this release.
INSERT INTO "upload_ledger" ("user_id", "bytes", "created_at")
SELECT d."user_created", f."size_bytes", f."created_at"
FROM "demand_files" f JOIN "demands" d ON d."id" = f."demand_id"
WHERE f."created_at" > now() - interval '1 day';
