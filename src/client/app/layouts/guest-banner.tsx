import { Link } from "react-router";
import { t } from "@/client/i18n/t";

/** A guest's data is real but tied to this browser until they create an account. */
export function GuestBanner() {
  return (
    <aside
      aria-label={t({ id: "app.sidebar.demoAccount", defaultMessage: "Demo account" })}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b bg-accent px-4 py-2 text-center text-sm text-accent-foreground"
    >
      <span>
        {t({
          id: "app.guestBanner.text",
          defaultMessage: "You are exploring the demo. Create an account to keep your tours.",
        })}
      </span>
      <Link to="/auth?mode=sign-up" className="font-semibold underline underline-offset-4">
        {t({ id: "app.guestBanner.createAccount", defaultMessage: "Create account" })}
      </Link>
    </aside>
  );
}
