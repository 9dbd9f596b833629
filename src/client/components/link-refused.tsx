import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";

/** A public link the server does not know (404) or that is gone (410): expired, turned off. */
export const isRefusedLink = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 410);

/**
 * Why a public link (a contract's, an advance's) does not open, in words, and what to do.
 * No "Try again": a link that is unknown or gone stays so, and only a new link helps.
 */
export function LinkRefused({
  error,
  words,
}: {
  error: Error;
  words: { gone: string; unknown: string; failed: string; ask: string };
}) {
  const refused = isRefusedLink(error);
  const gone = refused && error.status === 410;
  return (
    <section role="alert" className="grid gap-2 rounded-xl border bg-card p-5">
      <h1 className="text-xl font-bold">
        {gone ? words.gone : refused ? words.unknown : words.failed}
      </h1>
      <p>{error.message}</p>
      {/* A gone link's message already says to ask for a new one (the server's words). */}
      {gone ? null : (
        <p className="text-sm text-muted-foreground">
          {refused
            ? words.ask
            : t({
                id: "components.linkRefused.checkConnection",
                defaultMessage: "Check your connection and reload the page.",
              })}
        </p>
      )}
    </section>
  );
}
