import { Eye } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useWorkspace } from "@/client/lib/workspace";
import { ROLE_LABELS } from "@/domain/team/roles";
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
        Viewing as {ROLE_LABELS[workspace.role].toLowerCase()} — only what that role may see and do.
      </span>
      <Button size="sm" variant="outline" onClick={() => void viewAs(null)}>
        Back to {ROLE_LABELS[workspace.memberRole].toLowerCase()} view
      </Button>
    </div>
  );
}
