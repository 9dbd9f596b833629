import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { t, tRich } from "@/client/i18n/t";
import { useWorkspace } from "@/client/lib/workspace";
import type { CreatedTokenAnswer, TokenAnswer } from "@/domain/integrations/tokens";
import { TOKENS_ERROR, tokensQuery, useRevokeToken } from "../api/tokens";
import { NewTokenDialog } from "./new-token-dialog";
import { TokenCreatedDialog } from "./token-created-dialog";
import { TokenList } from "./token-list";

const noTokens = {
  id: "integrations.tokens.empty",
  defaultMessage: "No tokens yet. Make one for each tool that should reach this workspace.",
};
/** The empty list's words in English, as the tests read them; the page writes them with t(). */
export const NO_TOKENS = noTokens.defaultMessage;

/** The member's personal access tokens (issue 53 item 1): list, make (shown once), revoke. */
export function TokensSection() {
  const tokens = useQuery(tokensQuery);
  // The role the page works with: "View as crew" offers crew's choices.
  const role = useWorkspace().data?.role;
  const [making, setMaking] = useState(false);
  const [created, setCreated] = useState<CreatedTokenAnswer>();
  const [revoking, setRevoking] = useState<TokenAnswer>();
  const revoke = useRevokeToken();
  const newButton = (
    <Button onClick={() => setMaking(true)}>
      <Plus aria-hidden="true" />
      {t({ id: "integrations.tokens.new", defaultMessage: "New token" })}
    </Button>
  );
  return (
    <section aria-labelledby="tokens-title" className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <SectionTitle id="tokens-title" className="text-lg">
            {t({ id: "integrations.page.tokensTab", defaultMessage: "API tokens" })}
          </SectionTitle>
          <p className="mt-1 text-sm text-muted-foreground">
            {tRich(
              {
                id: "integrations.tokens.description",
                defaultMessage:
                  "Send a token as <code>Authorization: Bearer …</code>. It acts as you, never beyond your role, and stops at once when revoked or when it expires.",
              },
              { code: (chunks) => <code className="break-all">{chunks}</code> },
            )}
          </p>
        </div>
        <div className="shrink-0">{newButton}</div>
      </div>
      <QueryState
        query={tokens}
        errorText={t(TOKENS_ERROR)}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState text={t(noTokens)} />}
      >
        {(list) => <TokenList tokens={list} onRevoke={setRevoking} />}
      </QueryState>
      <NewTokenDialog open={making} onOpenChange={setMaking} role={role} onCreated={setCreated} />
      <TokenCreatedDialog created={created} onClose={() => setCreated(undefined)} />
      <ConfirmDeleteDialog
        open={revoking !== undefined}
        onOpenChange={(open) => (open ? undefined : setRevoking(undefined))}
        title={t(
          { id: "integrations.tokens.revokeTitle", defaultMessage: "Revoke “{name}”?" },
          { name: revoking?.name ?? "" },
        )}
        confirmLabel={t({ id: "integrations.tokens.revoke", defaultMessage: "Revoke" })}
        busyLabel={t({ id: "integrations.tokens.revoking", defaultMessage: "Revoking..." })}
        onConfirm={() => (revoking ? revoke.mutateAsync(revoking.id) : undefined)}
        successToast={{
          title: t({ id: "integrations.tokens.revoked", defaultMessage: "Token revoked" }),
        }}
      >
        {t({
          id: "integrations.tokens.revokeDescription",
          defaultMessage:
            "Anything using this token is refused from now on. This cannot be undone.",
        })}
      </ConfirmDeleteDialog>
    </section>
  );
}
