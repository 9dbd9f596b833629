import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** Shown when a route throws while rendering or loading. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="max-w-lg text-muted-foreground">{detail}</p>
      <div className="flex gap-4">
        <button
          type="button"
          className="font-medium text-primary underline"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
        <Link to="/" className="font-medium text-primary underline">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
