CREATE TABLE "catalogue_words" (
	"word" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "catalogue_words_word_kind_item_id_pk" PRIMARY KEY("word","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "professional_profile_views" (
	"client_id" uuid NOT NULL,
	"month" date NOT NULL,
	"professional_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_profile_views_client_id_month_professional_id_pk" PRIMARY KEY("client_id","month","professional_id")
);
--> statement-breakpoint
CREATE TABLE "professional_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"complete" boolean NOT NULL,
	"name" text,
	"city" text,
	"uf" text,
	"city_key" text,
	"municipio_id" integer,
	"services" integer[] NOT NULL,
	"areas" integer[] NOT NULL,
	"specialties" integer[] NOT NULL,
	"tecid_type" text,
	"availability_id" integer,
	"doc_names" "tsvector" NOT NULL,
	"doc_about" "tsvector" NOT NULL,
	"rating_avg" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"work_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"services" integer[] NOT NULL,
	"areas" integer[] NOT NULL,
	"specialties" integer[] NOT NULL,
	"availabilities" integer[] NOT NULL,
	"tecid_types" text[] NOT NULL,
	"ufs" text[] NOT NULL,
	"city_keys" text[] NOT NULL,
	"text_terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pro_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "municipios" ADD COLUMN "ux" double precision GENERATED ALWAYS AS (cos(radians(latitude)) * cos(radians(longitude))) STORED;--> statement-breakpoint
ALTER TABLE "municipios" ADD COLUMN "uy" double precision GENERATED ALWAYS AS (cos(radians(latitude)) * sin(radians(longitude))) STORED;--> statement-breakpoint
ALTER TABLE "municipios" ADD COLUMN "uz" double precision GENERATED ALWAYS AS (sin(radians(latitude))) STORED;--> statement-breakpoint
ALTER TABLE "professional_profile_views" ADD CONSTRAINT "professional_profile_views_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_profile_views" ADD CONSTRAINT "professional_profile_views_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_search" ADD CONSTRAINT "professional_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_profile_views_professional_idx" ON "professional_profile_views" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "professional_search_rank_idx" ON "professional_search" USING btree ("rating_avg","work_count","user_id") WHERE "professional_search"."listed" and "professional_search"."complete";--> statement-breakpoint
CREATE INDEX "professional_search_services_idx" ON "professional_search" USING gin ("services");--> statement-breakpoint
CREATE INDEX "professional_search_areas_idx" ON "professional_search" USING gin ("areas");--> statement-breakpoint
CREATE INDEX "professional_search_specialties_idx" ON "professional_search" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "professional_search_doc_names_idx" ON "professional_search" USING gin ("doc_names");--> statement-breakpoint
CREATE INDEX "professional_search_doc_about_idx" ON "professional_search" USING gin ("doc_about");--> statement-breakpoint
CREATE INDEX "professional_search_place_idx" ON "professional_search" USING btree ("uf","city_key");--> statement-breakpoint
CREATE INDEX "professional_search_municipio_idx" ON "professional_search" USING btree ("municipio_id","user_id") WHERE "professional_search"."listed" and "professional_search"."complete";--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");