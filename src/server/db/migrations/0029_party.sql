CREATE TABLE "float_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(15, 3) NOT NULL,
	"expected" numeric(15, 3),
	"payment_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"by_name" text NOT NULL,
	CONSTRAINT "float_entries_kind_check" CHECK ("float_entries"."kind" in ('draw', 'return', 'payout', 'count')),
	CONSTRAINT "float_entries_amount_check" CHECK ("float_entries"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lodging_room_occupants" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"lodging_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	CONSTRAINT "lodging_room_occupants_room_id_person_id_pk" PRIMARY KEY("room_id","person_id"),
	CONSTRAINT "lodging_room_occupants_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "lodging_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lodging_id" uuid NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party_generations" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_name" text NOT NULL,
	CONSTRAINT "party_generations_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "party_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date,
	"day_kind" text,
	"show_id" uuid,
	"amount" numeric(15, 3) NOT NULL,
	"currency" text NOT NULL,
	"origin" text DEFAULT 'typed' NOT NULL,
	"note" text,
	"paid_at" timestamp with time zone,
	"paid_by_name" text,
	"paid_from_float" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_payments_kind_check" CHECK ("party_payments"."kind" in ('per_diem', 'wage', 'fee', 'advance', 'buyout')),
	CONSTRAINT "party_payments_origin_check" CHECK ("party_payments"."origin" in ('generated', 'typed')),
	CONSTRAINT "party_payments_day_kind_check" CHECK ("party_payments"."day_kind" is null or "party_payments"."day_kind" in ('show', 'travel', 'off')),
	CONSTRAINT "party_payments_amount_check" CHECK ("party_payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_party" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"road_role" text DEFAULT '' NOT NULL,
	"home_currency" text NOT NULL,
	"joins_on" date,
	"leaves_on" date,
	"per_diem_currency" text NOT NULL,
	"per_diem_show" numeric(15, 3),
	"per_diem_travel" numeric(15, 3),
	"per_diem_off" numeric(15, 3),
	"pay_amount" numeric(15, 3),
	"pay_per" text,
	"pay_currency" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_party_dates_check" CHECK ("tour_party"."leaves_on" is null or "tour_party"."joins_on" is null or "tour_party"."leaves_on" >= "tour_party"."joins_on"),
	CONSTRAINT "tour_party_pay_per_check" CHECK ("tour_party"."pay_per" is null or "tour_party"."pay_per" in ('show', 'week'))
);
--> statement-breakpoint
CREATE TABLE "travel_leg_passengers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"leg_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	CONSTRAINT "travel_leg_passengers_leg_id_person_id_pk" PRIMARY KEY("leg_id","person_id"),
	CONSTRAINT "travel_leg_passengers_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "float_entries" ADD CONSTRAINT "float_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "float_entries" ADD CONSTRAINT "float_entries_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "float_entries" ADD CONSTRAINT "float_entries_payment_id_party_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."party_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_room_occupants" ADD CONSTRAINT "lodging_room_occupants_lodging_id_lodgings_id_fk" FOREIGN KEY ("lodging_id") REFERENCES "public"."lodgings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_room_occupants" ADD CONSTRAINT "lodging_room_occupants_room_id_lodging_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."lodging_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_room_occupants" ADD CONSTRAINT "lodging_room_occupants_person_id_tour_party_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."tour_party"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_rooms" ADD CONSTRAINT "lodging_rooms_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging_rooms" ADD CONSTRAINT "lodging_rooms_lodging_id_lodgings_id_fk" FOREIGN KEY ("lodging_id") REFERENCES "public"."lodgings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_generations" ADD CONSTRAINT "party_generations_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_generations" ADD CONSTRAINT "party_generations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_person_id_tour_party_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."tour_party"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_payments" ADD CONSTRAINT "party_payments_show_id_tour_venues_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."tour_venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_party" ADD CONSTRAINT "tour_party_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_party" ADD CONSTRAINT "tour_party_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_party" ADD CONSTRAINT "tour_party_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_leg_passengers" ADD CONSTRAINT "travel_leg_passengers_leg_id_travel_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."travel_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_leg_passengers" ADD CONSTRAINT "travel_leg_passengers_person_id_tour_party_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."tour_party"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "float_entries_workspace_tour_idx" ON "float_entries" USING btree ("workspace_id","tour_id","currency","at");--> statement-breakpoint
CREATE UNIQUE INDEX "float_entries_payment_idx" ON "float_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lodging_room_occupants_stay_person_idx" ON "lodging_room_occupants" USING btree ("lodging_id","person_id");--> statement-breakpoint
CREATE INDEX "lodging_rooms_lodging_idx" ON "lodging_rooms" USING btree ("lodging_id");--> statement-breakpoint
CREATE INDEX "party_payments_workspace_tour_idx" ON "party_payments" USING btree ("workspace_id","tour_id");--> statement-breakpoint
CREATE INDEX "party_payments_person_idx" ON "party_payments" USING btree ("person_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "party_payments_person_day_idx" ON "party_payments" USING btree ("person_id","kind","day") WHERE "party_payments"."kind" in ('per_diem', 'wage') and "party_payments"."day" is not null;--> statement-breakpoint
CREATE INDEX "tour_party_workspace_tour_idx" ON "tour_party" USING btree ("workspace_id","tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_party_tour_user_idx" ON "tour_party" USING btree ("tour_id","user_id") WHERE "tour_party"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "travel_leg_passengers_person_idx" ON "travel_leg_passengers" USING btree ("person_id");--> statement-breakpoint
CREATE TRIGGER "tour_party_version_insert" AFTER INSERT ON "tour_party" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "tour_party_version_update" AFTER UPDATE ON "tour_party" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "tour_party_version_delete" AFTER DELETE ON "tour_party" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "party_generations_version_insert" AFTER INSERT ON "party_generations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "party_generations_version_update" AFTER UPDATE ON "party_generations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "party_generations_version_delete" AFTER DELETE ON "party_generations" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "party_payments_version_insert" AFTER INSERT ON "party_payments" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "party_payments_version_update" AFTER UPDATE ON "party_payments" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "party_payments_version_delete" AFTER DELETE ON "party_payments" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "float_entries_version_insert" AFTER INSERT ON "float_entries" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "float_entries_version_update" AFTER UPDATE ON "float_entries" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "float_entries_version_delete" AFTER DELETE ON "float_entries" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "travel_leg_passengers_version_insert" AFTER INSERT ON "travel_leg_passengers" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "travel_leg_passengers_version_update" AFTER UPDATE ON "travel_leg_passengers" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "travel_leg_passengers_version_delete" AFTER DELETE ON "travel_leg_passengers" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "lodging_rooms_version_insert" AFTER INSERT ON "lodging_rooms" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "lodging_rooms_version_update" AFTER UPDATE ON "lodging_rooms" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "lodging_rooms_version_delete" AFTER DELETE ON "lodging_rooms" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "lodging_room_occupants_version_insert" AFTER INSERT ON "lodging_room_occupants" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "lodging_room_occupants_version_update" AFTER UPDATE ON "lodging_room_occupants" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "lodging_room_occupants_version_delete" AFTER DELETE ON "lodging_room_occupants" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_version"();
