import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { t } from "@/client/i18n/t";
import { NotSavedOffline } from "@/client/offline/not-saved-offline";
import { useOfflineStatus } from "@/client/offline/offline-status";

/**
 * A page's code that could not be fetched (router.tsx's loader throws it): offline and not on
 * the device, or a build since replaced. Each browser words the import's failure its own way;
 * the loader, not the wording, says what failed.
 */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super(
      t({
        id: "app.routeError.codeNotLoaded",
        defaultMessage: "This page's code could not be loaded.",
      }),
      { cause },
    );
  }
}

const isChunkLoadError = (error: unknown) => error instanceof PageLoadError;

function detailOf(error: unknown) {
  return isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
}

function ErrorDetail({ error }: { error: unknown }) {
  const newBuild = isChunkLoadError(error);
  return (
    <>
      <h1 className="text-2xl font-bold">
        {newBuild
          ? t({ id: "app.routeError.notLoaded", defaultMessage: "This page could not be loaded" })
          : t({ id: "app.routeError.unexpected", defaultMessage: "Unexpected Application Error!" })}
      </h1>
      <p className="max-w-lg text-muted-foreground">
        {newBuild
          ? t({
              id: "app.routeError.newVersion",
              defaultMessage:
                "Tribe may have been updated since this tab opened. Reloading brings in the new version.",
            })
          : detailOf(error)}
      </p>
      <div className="flex gap-4">
        <button
          type="button"
          className="font-medium text-primary underline"
          onClick={() => window.location.reload()}
        >
          {t({ id: "app.routeError.reload", defaultMessage: "Reload the page" })}
        </button>
        <Link to="/" className="font-medium text-primary underline">
          {t({ id: "app.notFound.home", defaultMessage: "Return to Home" })}
        </Link>
      </div>
    </>
  );
}

/** Shown when a route throws while rendering or loading. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { offline } = useOfflineStatus();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      {offline && isChunkLoadError(error) ? (
        <NotSavedOffline
          text={t({
            id: "app.routeError.notSaved",
            defaultMessage: "This page needs the network: it was not saved on this device.",
          })}
          links
        />
      ) : (
        <ErrorDetail error={error} />
      )}
    </main>
  );
}

/**
 * A dashboard page that failed, inside the dashboard (its sidebar and offline banner stay).
 * Offline, a page whose code is not on the device says so, with the pages that do open
 * (issue 34), never "Failed to fetch dynamically imported module".
 */
export function PageErrorPage() {
  const error = useRouteError();
  const { offline } = useOfflineStatus();
  if (offline && isChunkLoadError(error)) {
    return (
      <NotSavedOffline
        text={t({
          id: "app.routeError.notSaved",
          defaultMessage: "This page needs the network: it was not saved on this device.",
        })}
        links
      />
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 p-6 text-center">
      <ErrorDetail error={error} />
    </div>
  );
}
