import { useId } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { instantText } from "@/client/lib/person-clock";
import { formatCalendarDate } from "@/domain/date-time";
import type { TokenAnswer } from "@/domain/integrations/tokens";
import { isExpired, scopeSummary } from "./token-words";

function TokenItem({
  token,
  showMaker,
  onRevoke,
}: {
  token: TokenAnswer;
  showMaker: boolean;
  onRevoke(token: TokenAnswer): void;
}) {
  const id = useId();
  const expired = isExpired(token.expiresAt);
  const scopes = scopeSummary(token.scopes);
  return (
    <li aria-labelledby={id} className="grid min-w-0 gap-3 rounded-md border p-3 sm:p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={id} className="break-words font-medium">
            {token.name}
          </p>
          <p className="break-all font-mono text-xs text-muted-foreground">{token.prefix}…</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-label={t(
            { id: "integrations.tokenList.revoke", defaultMessage: "Revoke {name}" },
            { name: token.name },
          )}
          onClick={() => onRevoke(token)}
        >
          {t({ id: "integrations.tokens.revoke", defaultMessage: "Revoke" })}
        </Button>
      </div>
      <ul
        className="flex flex-wrap gap-1.5"
        aria-label={t({ id: "integrations.tokenList.scopes", defaultMessage: "Scopes" })}
      >
        {scopes.length === 0 ? (
          <li className="text-sm text-muted-foreground">
            {t({ id: "integrations.tokenList.noAreas", defaultMessage: "No areas" })}
          </li>
        ) : (
          scopes.map((s) => (
            <li key={s}>
              <Badge variant="secondary" className="font-medium">
                {s}
              </Badge>
            </li>
          ))
        )}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted-foreground">
          {t({ id: "integrations.tokenList.expires", defaultMessage: "Expires" })}
        </dt>
        <dd>
          {expired ? (
            <Badge variant="destructive">
              {t({ id: "integrations.tokenList.expired", defaultMessage: "Expired" })}
            </Badge>
          ) : (
            formatCalendarDate(token.expiresAt.slice(0, 10))
          )}
        </dd>
        <dt className="text-muted-foreground">
          {t({ id: "integrations.tokenList.lastUsed", defaultMessage: "Last used" })}
        </dt>
        <dd>
          {token.lastUsedAt
            ? instantText(token.lastUsedAt)
            : t({ id: "integrations.tokenList.neverUsed", defaultMessage: "Never used" })}
        </dd>
        {showMaker ? (
          <>
            <dt className="text-muted-foreground">
              {t({ id: "integrations.tokenList.madeBy", defaultMessage: "Made by" })}
            </dt>
            <dd className="break-words">
              {token.mine
                ? t({ id: "integrations.tokenList.you", defaultMessage: "You" })
                : token.maker.name}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * The tokens as cards at every width: a card reads well on a phone and on a desk alike, and
 * a token has too little to fill a table's columns. Makers are named when the list holds
 * other members' tokens (the owner's view).
 */
export function TokenList({
  tokens,
  onRevoke,
}: {
  tokens: readonly TokenAnswer[];
  onRevoke(token: TokenAnswer): void;
}) {
  const showMaker = tokens.some((token) => !token.mine);
  return (
    <ul
      className="grid grid-cols-1 gap-3 lg:grid-cols-2"
      aria-label={t({ id: "integrations.page.tokensTab", defaultMessage: "API tokens" })}
    >
      {tokens.map((token) => (
        <TokenItem key={token.id} token={token} showMaker={showMaker} onRevoke={onRevoke} />
      ))}
    </ul>
  );
}
