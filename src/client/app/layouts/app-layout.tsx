import { Outlet } from "react-router";
import { TooltipProvider } from "@/client/components/ui/tooltip";

/** Wraps the signed-in part of the app (auth and dashboard): tooltips. The query cache is App's. */
export function AppLayout() {
  return (
    <TooltipProvider>
      <Outlet />
    </TooltipProvider>
  );
}
