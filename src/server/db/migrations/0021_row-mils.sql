ALTER TABLE "tour_financials" ALTER COLUMN "amount_anticipated" SET DATA TYPE numeric(15, 3);--> statement-breakpoint
ALTER TABLE "tour_financials" ALTER COLUMN "amount_anticipated" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "tour_financials" ALTER COLUMN "amount_actual" SET DATA TYPE numeric(15, 3);