ALTER TABLE "demand_lots" ADD COLUMN "cells" jsonb;--> statement-breakpoint
ALTER TABLE "demand_lots" ADD COLUMN "ficha_revision" integer;