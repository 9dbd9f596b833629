import { Outlet } from "react-router";
import { UpdatePrompt } from "@/client/offline/update-prompt";

/**
 * Wraps the signed-in part of the app (auth and dashboard): the prompt to load a new version.
 * The query cache is App's.
 */
export function AppLayout() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
