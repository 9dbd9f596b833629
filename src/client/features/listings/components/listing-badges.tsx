import { Badge } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import { useClock } from "@/client/lib/profile-query";
import type { ListingShow } from "@/domain/listings/listing-answer";
import { movedWords, stateWords } from "./listing-words";

/** Where a show stands with fans, in words on badges (the colour only repeats the words). */
export function ListingBadges({ show }: { show: ListingShow }) {
  const clock = useClock();
  const state = stateWords(show, clock);
  const moved = movedWords(show);
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={state.variant} className="whitespace-normal">
        {state.text}
      </Badge>
      {moved ? (
        <Badge variant="outline" className="whitespace-normal">
          {moved}
        </Badge>
      ) : null}
      {show.listing?.soldOut ? (
        <Badge variant="outline">
          {t({ id: "listings.badges.soldOut", defaultMessage: "Sold out" })}
        </Badge>
      ) : null}
    </div>
  );
}
