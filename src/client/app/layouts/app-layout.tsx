import { Outlet } from "react-router";
import { TooltipProvider } from "@/client/components/ui/tooltip";
import { UpdatePrompt } from "@/client/offline/update-prompt";

/**
 * Wraps the signed-in part of the app (auth and dashboard): tooltips, and the prompt to load a
 * new version. The query cache is App's.
 */
export function AppLayout() {
  return (
    <TooltipProvider>
      <Outlet />
      <UpdatePrompt />
    </TooltipProvider>
  );
}
