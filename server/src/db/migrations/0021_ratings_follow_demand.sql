ALTER TABLE "ratings" DROP CONSTRAINT "ratings_demand_id_demands_id_fk";
--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;