import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { localDate, todayQuery } from "@/client/features/logistics/api/today";

const PHONE = "(max-width: 767px)";
const DONE_KEY = "tribe:today-landing";

/**
 * On a phone, on a show day, the first screen is Today (docs/product.md §19.3): the first
 * time the Overview opens in a browser session that day, it hands over to /dashboard/today.
 * Once only, so the Overview stays one tap away. Not for a demo guest: the demo always has a
 * show today, and its first screen is the Overview the guest came to try.
 */
export function useShowDayLanding(enabled: boolean) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || pathname !== "/dashboard" || !window.matchMedia?.(PHONE).matches) return;
    const date = localDate();
    if (sessionStorage.getItem(DONE_KEY) === date) return;
    sessionStorage.setItem(DONE_KEY, date);
    let live = true;
    queryClient
      .fetchQuery(todayQuery(date))
      .then((today) => {
        if (live && today.showDay) navigate("/dashboard/today", { replace: true });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [enabled, pathname, navigate, queryClient]);
}
