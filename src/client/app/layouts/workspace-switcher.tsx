import { useQuery } from "@tanstack/react-query";
import { Check, ChevronsUpDown, Plus } from "lucide-react";
import { Suspense, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { onIntent, preloadable } from "@/client/lib/preloadable";
import { useHydrated } from "@/client/lib/use-hydrated";
import { useWorkspace, workspacesQuery } from "@/client/lib/workspace";
import type { Role } from "@/domain/team/roles";
import { useWorkspaceSwitch } from "./use-workspace-switch";

// The dialog (its form library and schema) loads when first asked for, not with every
// dashboard page: hydrating it closed was a tenth of the Overview's first-load script work.
const CreateWorkspaceDialog = preloadable(
  async () => (await import("./create-workspace-dialog")).CreateWorkspaceDialog,
);

/**
 * The sidebar's workspace: the act the page works in, as what; opened, the person's other
 * workspaces to switch to and "Create workspace" (issue 24 item 4).
 */
export function WorkspaceSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const workspace = useWorkspace();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  // Stays mounted once opened, so closing animates and gives focus back to the button.
  const [createOpened, setCreateOpened] = useState(false);
  const hydrated = useHydrated();
  const listId = useId();
  const choices = useQuery({ ...workspacesQuery, enabled: open });
  const { switchTo, create } = useWorkspaceSwitch();

  const name =
    workspace.data?.name ??
    (workspace.isError
      ? t({ id: "app.workspaceSwitcher.unavailable", defaultMessage: "Workspace unavailable" })
      : t({ id: "app.workspaceSwitcher.loading", defaultMessage: "Loading…" }));
  const role = workspace.data ? roleLabel(workspace.data.memberRole) : "";
  const others = (choices.data ?? []).filter((w) => !w.current);

  return (
    <div className="border-b p-3">
      <button
        type="button"
        className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t(
          {
            id: "app.workspaceSwitcher.button",
            defaultMessage: "Workspace: {name}. Switch or create a workspace",
          },
          { name },
        )}
        disabled={!hydrated}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold" data-testid="workspace-name">
            {name}
          </span>
          <span className="block text-xs text-muted-foreground">{role}</span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </button>
      {open && (
        <div id={listId} className="mt-2 space-y-1">
          {choices.isPending && (
            <p className="px-3 text-xs text-muted-foreground">
              {t({ id: "app.workspaceSwitcher.loading", defaultMessage: "Loading…" })}
            </p>
          )}
          {choices.isError && (
            <p className="px-3 text-xs text-destructive" role="alert">
              {t({
                id: "app.workspaceSwitcher.loadFailed",
                defaultMessage: "Could not load your workspaces.",
              })}
            </p>
          )}
          {choices.data && others.length === 0 && (
            <p className="px-3 text-xs text-muted-foreground">
              {t({
                id: "app.workspaceSwitcher.onlyOne",
                defaultMessage: "This is your only workspace.",
              })}
            </p>
          )}
          <ul
            aria-label={t({ id: "app.workspaceSwitcher.list", defaultMessage: "Your workspaces" })}
            className="space-y-1"
          >
            {others.map((w) => (
              <li key={w.id}>
                <Button
                  variant="ghost"
                  className="h-auto w-full justify-start py-1.5 text-left"
                  onClick={async () => {
                    setOpen(false);
                    onNavigate?.();
                    await switchTo(w);
                  }}
                >
                  <span className="min-w-0 flex-1 truncate">{w.name}</span>
                  <span className="text-xs text-muted-foreground">{roleLabel(w.role)}</span>
                </Button>
              </li>
            ))}
          </ul>
          {workspace.data && (
            <p className="flex items-center gap-2 px-3 text-xs text-muted-foreground">
              <Check className="size-3" aria-hidden="true" />{" "}
              {t(
                { id: "app.workspaceSwitcher.current", defaultMessage: "{name} (current)" },
                { name: workspace.data.name },
              )}
            </p>
          )}
          <Button
            variant="ghost"
            className="w-full justify-start"
            {...onIntent(CreateWorkspaceDialog.preload)}
            onClick={() => {
              setCreateOpened(true);
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" />
            {t({ id: "app.createWorkspace.title", defaultMessage: "Create workspace" })}
          </Button>
        </div>
      )}
      {createOpened ? (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog
            open={creating}
            onOpenChange={setCreating}
            onCreate={async (newName) => {
              const created = await create(newName);
              setOpen(false);
              onNavigate?.();
              return created;
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A role as the switcher names it, in the person's language. */
function roleLabel(role: Role) {
  return t(
    {
      id: "app.workspaceSwitcher.role",
      defaultMessage:
        "{role, select, owner {Owner} manager {Manager} artist {Artist} other {Crew}}",
    },
    { role },
  );
}
