import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { TooltipProvider } from "@/client/components/ui/tooltip";
import { queryClient } from "@/client/lib/query-client";

/** Wraps the signed-in part of the app (auth and dashboard): server data and tooltips. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Outlet />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
