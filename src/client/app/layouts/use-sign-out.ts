import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { t } from "@/client/i18n/t";
import { authClient } from "@/client/lib/auth-client";
import { forgetMemberNotices } from "@/client/lib/member-notices";
import { markSignOutPending } from "@/client/offline/device-session";
import { isOffline } from "@/client/offline/offline-status";
import { forgetAppStorage, forgetSavedAnswers } from "@/client/offline/saved-answers";

/**
 * Sign out (docs/product.md §9.3): drop tribe_auth, end the server session, go home, say so.
 * The device signs out first and whatever the network does: what it saved for offline use
 * goes, nobody is remembered, and a shared phone never shows the previous person's tour (ADR
 * 0018). With no signal the server session ends at the next connection (issue 35 §7,
 * offline/device-session.ts), and the app stays signed out until then.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      // Nobody is remembered before anything is awaited: a read sent meanwhile (the road days
      // read ahead) names no account, so nothing of it is saved (issue 46).
      forgetAppStorage();
      forgetMemberNotices();
      await forgetSavedAnswers();
      const ended = isOffline() ? false : await endServerSession();
      if (!ended) markSignOutPending();
      // Offline, home is a page that needs the network; sign-in says what the device can do.
      // Left first, then forgotten: with the cache cleared while the dashboard still showed
      // (the home page's code loading), it found no session and sent the person to /auth.
      await navigate(ended ? "/" : "/auth");
      queryClient.clear();
      toast(
        t({ id: "app.signOut.title", defaultMessage: "Signed out" }),
        ended
          ? {
              description: t({
                id: "app.signOut.done",
                defaultMessage: "You have been successfully signed out.",
              }),
            }
          : {
              description: t({
                id: "app.signOut.doneOffline",
                defaultMessage:
                  "Signed out on this device. Your session ends on the server when you are back online.",
              }),
            },
      );
    } catch {
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: t({
          id: "app.signOut.failed",
          defaultMessage: "Failed to sign out. Please try again.",
        }),
      });
    }
  };
}

async function endServerSession(): Promise<boolean> {
  try {
    const { error } = await authClient.signOut();
    return !error;
  } catch {
    return false;
  }
}
