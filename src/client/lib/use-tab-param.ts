import { useSearchParams } from "react-router";

/**
 * The open tab of a page, kept in the URL (?tab=…) so a reload or a shared link lands on the
 * same tab. The first tab is the default and leaves the URL clean; an unknown value falls back
 * to it. Other search parameters (e.g. a selected tour) are kept.
 */
export function useTabParam<Tab extends string>(
  tabs: readonly Tab[],
): [Tab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const fallback = tabs[0]!;
  const tab = tabs.includes(raw as Tab) ? (raw as Tab) : fallback;
  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback || !tabs.includes(next as Tab)) updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [tab, setTab];
}
