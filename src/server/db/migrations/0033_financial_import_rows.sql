CREATE TABLE "financial_import_rows" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"amount_anticipated" numeric(15, 3) NOT NULL,
	"amount_actual" numeric(15, 3),
	"is_finalized" boolean NOT NULL,
	"date" date,
	"show_id" uuid,
	"description" text,
	"currency" text NOT NULL,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_import_rows_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
ALTER TABLE "financial_import_rows" ADD CONSTRAINT "financial_import_rows_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;