import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { AUTH_STORAGE_KEY, authClient } from "@/client/lib/auth-client";
import { forgetMemberNotices } from "@/client/lib/member-notices";
import { forgetSavedAnswers, forgetWorkspace } from "@/client/offline/saved-answers";

/**
 * Sign out (docs/product.md §9.3): drop tribe_auth, end the server session, go home, say so. What this
 * device saved for offline use goes first, whether or not the server can be reached: a shared
 * phone never shows the previous person's tour (ADR 0018).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await forgetSavedAnswers();
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message);
      localStorage.removeItem(AUTH_STORAGE_KEY);
      forgetWorkspace();
      forgetMemberNotices();
      queryClient.clear();
      navigate("/");
      toast("Signed out", { description: "You have been successfully signed out." });
    } catch {
      toast.error("Error", { description: "Failed to sign out. Please try again." });
    }
  };
}
