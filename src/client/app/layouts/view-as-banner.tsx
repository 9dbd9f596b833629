import { Eye } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { useWorkspace } from "@/client/lib/workspace";
import { useViewAs } from "./use-view-as";

/** While an owner or manager looks through a lesser role, the page says so, with the way back. */
export function ViewAsBanner() {
  const workspace = useWorkspace().data;
  const viewAs = useViewAs();
  if (!workspace || workspace.role === workspace.memberRole) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b bg-amber-50 px-4 py-2 text-sm text-amber-950 md:px-8"
    >
      <Eye className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">
        {t(
          {
            id: "app.viewAsBanner.viewing",
            defaultMessage:
              "Viewing as {role, select, owner {owner} manager {manager} artist {artist} other {crew}} — only what that role may see and do.",
          },
          { role: workspace.role },
        )}
      </span>
      <Button size="sm" variant="outline" onClick={() => void viewAs(null)}>
        {t(
          {
            id: "app.viewAsBanner.back",
            defaultMessage:
              "Back to {role, select, owner {owner} manager {manager} artist {artist} other {crew}} view",
          },
          { role: workspace.memberRole },
        )}
      </Button>
    </div>
  );
}
