CREATE TABLE "availabilities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"aliases" text[] NOT NULL,
	CONSTRAINT "machines_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_area_links" (
	"service_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "service_area_links_service_id_area_id_pk" PRIMARY KEY("service_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "service_areas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"aliases" text[] NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "specialties_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cep_cache" (
	"cep" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipios" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"state_id" integer NOT NULL,
	"uf" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"capital" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	"regiao" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "states_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "user_areas" (
	"user_id" uuid NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "user_areas_user_id_area_id_pk" PRIMARY KEY("user_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "user_machines" (
	"user_id" uuid NOT NULL,
	"machine_id" integer NOT NULL,
	CONSTRAINT "user_machines_user_id_machine_id_pk" PRIMARY KEY("user_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "user_services" (
	"user_id" uuid NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "user_services_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "user_specialties" (
	"user_id" uuid NOT NULL,
	"specialty_id" integer NOT NULL,
	CONSTRAINT "user_specialties_user_id_specialty_id_pk" PRIMARY KEY("user_id","specialty_id")
);
--> statement-breakpoint
DROP INDEX "users_user_type_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cellphone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "neighborhood" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "corporate_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trade_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_cep" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_street" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_complement" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_neighborhood" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_uf" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_cellphone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "about_me" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tecid_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "year_experience" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_production_capacity" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "min_required_production" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_required_production" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "availability_id" integer;--> statement-breakpoint
ALTER TABLE "service_area_links" ADD CONSTRAINT "service_area_links_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_area_links" ADD CONSTRAINT "service_area_links_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."service_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_areas" ADD CONSTRAINT "user_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_areas" ADD CONSTRAINT "user_areas_area_id_service_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."service_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_machines" ADD CONSTRAINT "user_machines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_machines" ADD CONSTRAINT "user_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_services" ADD CONSTRAINT "user_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_services" ADD CONSTRAINT "user_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_specialties" ADD CONSTRAINT "user_specialties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_specialties" ADD CONSTRAINT "user_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_area_links_area_idx" ON "service_area_links" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "municipios_state_idx" ON "municipios" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "municipios_uf_nome_idx" ON "municipios" USING btree ("uf","nome");--> statement-breakpoint
CREATE INDEX "user_areas_item_idx" ON "user_areas" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "user_machines_item_idx" ON "user_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "user_services_item_idx" ON "user_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "user_specialties_item_idx" ON "user_specialties" USING btree ("specialty_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_availability_id_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."availabilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_uf_city_idx" ON "users" USING btree ("uf","city");--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type","approval_status");