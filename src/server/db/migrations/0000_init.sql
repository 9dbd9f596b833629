CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"is_anonymous" boolean DEFAULT false,
	"artist_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_provisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_venue_id" uuid NOT NULL,
	"provision_type" text NOT NULL,
	"description" text NOT NULL,
	"estimated_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_provided_by_venue" boolean DEFAULT false NOT NULL,
	"is_fulfilled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_financials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"amount_anticipated" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_actual" numeric(14, 2),
	"is_finalized" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_revenue_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_venue_id" uuid NOT NULL,
	"deal_type" text NOT NULL,
	"guarantee_amount" numeric(14, 2),
	"door_split_percentage" numeric(5, 2),
	"venue_split_percentage" numeric(5, 2),
	"final_payout" numeric(14, 2),
	"is_settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid,
	"title" text NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"description" text,
	"budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"target_reach" integer DEFAULT 0 NOT NULL,
	"actual_reach" integer DEFAULT 0 NOT NULL,
	"engagement_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"start_date" date,
	"end_date" date,
	"partner_name" text
);
--> statement-breakpoint
CREATE TABLE "tour_venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid NOT NULL,
	"venue_id" uuid,
	"performance_date" date,
	"venue_fee" numeric(14, 2),
	"estimated_travel_cost" numeric(14, 2),
	"estimated_accommodation_cost" numeric(14, 2),
	"order_in_tour" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_rank" integer,
	"hold_expiry" timestamp with time zone,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"last_contact" timestamp with time zone,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"start_date" date,
	"end_date" date,
	"total_estimated_cost" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"capacity" integer,
	"contact_name" text,
	"phone" text,
	"email" text
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_provisions" ADD CONSTRAINT "rider_provisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_provisions" ADD CONSTRAINT "rider_provisions_tour_venue_id_tour_venues_id_fk" FOREIGN KEY ("tour_venue_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_financials" ADD CONSTRAINT "tour_financials_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_financials" ADD CONSTRAINT "tour_financials_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD CONSTRAINT "venue_revenue_deals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_revenue_deals" ADD CONSTRAINT "venue_revenue_deals_tour_venue_id_tour_venues_id_fk" FOREIGN KEY ("tour_venue_id") REFERENCES "public"."tour_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_venues" ADD CONSTRAINT "tour_venues_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_venues" ADD CONSTRAINT "tour_venues_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_venues" ADD CONSTRAINT "tour_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "rider_provisions_user_idx" ON "rider_provisions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rider_provisions_tour_venue_idx" ON "rider_provisions" USING btree ("tour_venue_id");--> statement-breakpoint
CREATE INDEX "tour_financials_user_tour_idx" ON "tour_financials" USING btree ("user_id","tour_id");--> statement-breakpoint
CREATE INDEX "venue_revenue_deals_user_idx" ON "venue_revenue_deals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "venue_revenue_deals_tour_venue_idx" ON "venue_revenue_deals" USING btree ("tour_venue_id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_user_created_idx" ON "marketing_campaigns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_tour_idx" ON "marketing_campaigns" USING btree ("tour_id");--> statement-breakpoint
CREATE INDEX "tour_venues_user_idx" ON "tour_venues" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tour_venues_tour_order_idx" ON "tour_venues" USING btree ("tour_id","order_in_tour");--> statement-breakpoint
CREATE INDEX "tour_venues_venue_idx" ON "tour_venues" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "tours_user_created_idx" ON "tours" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "venues_user_idx" ON "venues" USING btree ("user_id");