import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { AUTH_STORAGE_KEY, authClient } from "@/client/lib/auth-client";

/** Sign out (docs/product.md §9.3): drop tribe_auth, end the server session, go home, say so. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message);
      localStorage.removeItem(AUTH_STORAGE_KEY);
      queryClient.clear();
      navigate("/");
      toast("Signed out", { description: "You have been successfully signed out." });
    } catch {
      toast.error("Error", { description: "Failed to sign out. Please try again." });
    }
  };
}
