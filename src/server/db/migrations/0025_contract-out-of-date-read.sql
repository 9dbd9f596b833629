-- Whether a contract is out of date is read from the show's facts when asked (issue 48):
-- nothing marks it any more, so a venue renamed or a show moved back to a hold counts too.
ALTER TABLE "contracts" DROP COLUMN "out_of_date";
