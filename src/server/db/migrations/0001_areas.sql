CREATE TABLE "tour_budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_venue_id" uuid NOT NULL,
	"load_in" text,
	"soundcheck" text,
	"doors" text,
	"set_time" text,
	"curfew" text,
	"load_out" text,
	"venue_address" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "lodgings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"confirmation_code" text,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"rooms" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"departure_tz" text NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"arrival_tz" text NOT NULL,
	"carrier" text,
	"number" text,
	"confirmation_code" text,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artwork_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea"
);
--> statement-breakpoint
CREATE TABLE "design_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'poster' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tour_id" uuid,
	"partner_id" uuid,
	"due_date" date,
	"brief" text
);
--> statement-breakpoint
CREATE TABLE "design_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"comment" text,
	"author_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merch_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'designer' NOT NULL,
	"contact_name" text,
	"email" text,
	"website" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "merch_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 't-shirt' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"design_project_id" uuid,
	"partner_id" uuid,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"unit_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"stock_total" integer DEFAULT 0 NOT NULL,
	"low_stock_variants" integer DEFAULT 0 NOT NULL,
	"units_in" integer DEFAULT 0 NOT NULL,
	"units_sold" integer DEFAULT 0 NOT NULL,
	"gross_sold" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merch_show_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"count_in" integer NOT NULL,
	"count_out" integer NOT NULL,
	"comps" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merch_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merch_variants_stock_check" CHECK ("merch_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"override" boolean DEFAULT false NOT NULL,
	"actor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_dismissals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
DROP INDEX "venue_revenue_deals_tour_venue_idx";--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "ticket_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "expected_attendance" integer;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "expected_expenses" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "tickets_sold" integer;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "gross_receipts" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "show_expenses" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_venues" ADD COLUMN "challenge_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_budgets" ADD CONSTRAINT "tour_budgets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_budgets" ADD CONSTRAINT "tour_budgets_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_sheets" ADD CONSTRAINT "day_sheets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_sheets" ADD CONSTRAINT "day_sheets_tour_venue_id_tour_venues_id_fk" FOREIGN KEY ("tour_venue_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodgings" ADD CONSTRAINT "lodgings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodgings" ADD CONSTRAINT "lodgings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_legs" ADD CONSTRAINT "travel_legs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_legs" ADD CONSTRAINT "travel_legs_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_files" ADD CONSTRAINT "artwork_files_project_id_design_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."design_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_projects" ADD CONSTRAINT "design_projects_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_projects" ADD CONSTRAINT "design_projects_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_projects" ADD CONSTRAINT "design_projects_partner_id_merch_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."merch_partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_reviews" ADD CONSTRAINT "design_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_reviews" ADD CONSTRAINT "design_reviews_project_id_design_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."design_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_partners" ADD CONSTRAINT "merch_partners_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_products" ADD CONSTRAINT "merch_products_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_products" ADD CONSTRAINT "merch_products_design_project_id_design_projects_id_fk" FOREIGN KEY ("design_project_id") REFERENCES "public"."design_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_products" ADD CONSTRAINT "merch_products_partner_id_merch_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."merch_partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_show_counts" ADD CONSTRAINT "merch_show_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_show_counts" ADD CONSTRAINT "merch_show_counts_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_show_counts" ADD CONSTRAINT "merch_show_counts_variant_id_merch_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."merch_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_variants" ADD CONSTRAINT "merch_variants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_variants" ADD CONSTRAINT "merch_variants_product_id_merch_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."merch_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_events" ADD CONSTRAINT "negotiation_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_events" ADD CONSTRAINT "negotiation_events_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_budgets_user_idx" ON "tour_budgets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_budgets_tour_category_idx" ON "tour_budgets" USING btree ("tour_id","category");--> statement-breakpoint
CREATE INDEX "day_sheets_user_idx" ON "day_sheets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "day_sheets_tour_venue_idx" ON "day_sheets" USING btree ("tour_venue_id");--> statement-breakpoint
CREATE INDEX "lodgings_user_idx" ON "lodgings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lodgings_tour_check_in_idx" ON "lodgings" USING btree ("tour_id","check_in");--> statement-breakpoint
CREATE INDEX "travel_legs_user_idx" ON "travel_legs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "travel_legs_tour_departure_idx" ON "travel_legs" USING btree ("tour_id","departure_at");--> statement-breakpoint
CREATE INDEX "artwork_files_project_idx" ON "artwork_files" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "artwork_files_user_idx" ON "artwork_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "design_projects_user_idx" ON "design_projects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "design_projects_partner_idx" ON "design_projects" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "design_projects_tour_idx" ON "design_projects" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "design_reviews_project_idx" ON "design_reviews" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "merch_partners_user_idx" ON "merch_partners" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "merch_products_user_idx" ON "merch_products" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "merch_products_user_sold_idx" ON "merch_products" USING btree ("user_id","units_sold");--> statement-breakpoint
CREATE INDEX "merch_products_partner_idx" ON "merch_products" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "merch_products_design_idx" ON "merch_products" USING btree ("design_project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merch_show_counts_show_variant_idx" ON "merch_show_counts" USING btree ("show_id","variant_id");--> statement-breakpoint
CREATE INDEX "merch_show_counts_user_idx" ON "merch_show_counts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "merch_show_counts_variant_idx" ON "merch_show_counts" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "merch_variants_product_idx" ON "merch_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "merch_variants_user_stock_idx" ON "merch_variants" USING btree ("user_id","stock");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "negotiation_events_user_show_idx" ON "negotiation_events" USING btree ("user_id","show_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suggestion_dismissals_user_show_rule_idx" ON "suggestion_dismissals" USING btree ("user_id","show_id","rule");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_revenue_deals_tour_venue_idx" ON "venue_revenue_deals" USING btree ("tour_venue_id");