import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { t } from "@/client/i18n/t";
import { normalizeSlug, slugMessage, slugProblem } from "@/domain/listings/slug";
import { slugCheckQuery } from "../api/listings";

/** How long typing rests before the address is checked with the server. */
const CHECK_AFTER_MS = 400;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface SlugStatus {
  text: string;
  /** ok: the address can be saved; bad: it cannot; pending: not known yet. */
  tone: "ok" | "bad" | "pending";
}

/**
 * What the address as typed would do, said as it is typed: its shape and reserved words are
 * checked at once with the API's own rule (domain/listings/slug.ts); whether another act has
 * it is asked once typing rests. The page's own saved address needs no asking.
 */
export function useSlugStatus(typed: string, saved: string | null): SlugStatus | null {
  const slug = normalizeSlug(typed);
  const settled = useSettled(slug, CHECK_AFTER_MS);
  const problem = slug ? slugProblem(slug) : null;
  const ask = slug !== "" && problem === null && slug !== saved;
  const check = useQuery({ ...slugCheckQuery(settled), enabled: ask && settled === slug });
  if (!slug) return null;
  if (slug === saved)
    return {
      text: t({ id: "listings.slugStatus.yours", defaultMessage: "This is your page's address" }),
      tone: "ok",
    };
  if (problem) return { text: slugMessage(problem), tone: "bad" };
  if (settled !== slug || check.isPending)
    return {
      text: t({ id: "listings.slugStatus.checking", defaultMessage: "Checking the address…" }),
      tone: "pending",
    };
  if (check.isError) {
    return {
      text: t({
        id: "listings.slugStatus.notChecked",
        defaultMessage: "The address could not be checked: it is checked again on save",
      }),
      tone: "pending",
    };
  }
  return check.data.available
    ? { text: t({ id: "listings.slugStatus.available", defaultMessage: "Available" }), tone: "ok" }
    : {
        text:
          check.data.message ??
          t({ id: "listings.slugStatus.taken", defaultMessage: "That address cannot be used" }),
        tone: "bad",
      };
}
