CREATE TABLE "artwork_file_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artwork_file_chunks" ADD CONSTRAINT "artwork_file_chunks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_file_chunks" ADD CONSTRAINT "artwork_file_chunks_file_id_artwork_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."artwork_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artwork_file_chunks_file_seq_idx" ON "artwork_file_chunks" USING btree ("file_id","seq");--> statement-breakpoint
CREATE INDEX "artwork_file_chunks_user_idx" ON "artwork_file_chunks" USING btree ("user_id");--> statement-breakpoint
-- Files stored before this migration move into pieces of 512 KB, in order.
INSERT INTO "artwork_file_chunks" ("user_id", "file_id", "seq", "data")
SELECT f."user_id", f."id", g.n, substring(f."data" from g.n * 524288 + 1 for 524288)
FROM "artwork_files" f, generate_series(0, greatest(length(f."data") - 1, 0) / 524288) AS g(n);--> statement-breakpoint
ALTER TABLE "artwork_files" DROP COLUMN "data";
-- No version triggers on the pieces: they are written and removed only with their file's row,
-- which moves the account version, and a statement trigger's transition table would copy
-- every 256 KB piece once more (tests/api/account-versions.test.ts lists this exception).
