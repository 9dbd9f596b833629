import { Link } from "react-router";
import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";

export function NotFoundPage() {
  usePageTitle(t({ id: "app.notFound.title", defaultMessage: "Page not found" }));
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted/40 p-6 text-center">
      <h1 className="text-6xl font-bold tracking-tight">404</h1>
      <p className="text-xl text-muted-foreground">
        {t({ id: "app.notFound.text", defaultMessage: "Oops! Page not found" })}
      </p>
      <Link
        to="/"
        className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
      >
        {t({ id: "app.notFound.home", defaultMessage: "Return to Home" })}
      </Link>
    </main>
  );
}
