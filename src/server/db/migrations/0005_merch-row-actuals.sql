-- Issue 22, ADR 0015 "Duplicates are migrated": in a tour with merch counts the counts are the
-- actual merch income, so a hand-typed "Merchandise" revenue row keeps its forecast (anticipated
-- amount) and loses its actual amount and finalized flag; counted once, never twice.
UPDATE "tour_financials" f SET "amount_actual" = NULL, "is_finalized" = false
WHERE f."type" = 'revenue' AND f."category" = 'Merchandise'
  AND EXISTS (
    SELECT 1 FROM "merch_show_counts" c JOIN "tour_venues" v ON v."id" = c."show_id"
    WHERE v."tour_id" = f."tour_id" AND c."user_id" = f."user_id"
  );
