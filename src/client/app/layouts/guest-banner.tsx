import { Link } from "react-router";

/** A guest's data is real but tied to this browser until they create an account. */
export function GuestBanner() {
  return (
    <aside
      aria-label="Demo account"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b bg-accent px-4 py-2 text-center text-sm text-accent-foreground"
    >
      <span>You are exploring the demo. Create an account to keep your tours.</span>
      <Link to="/auth?mode=sign-up" className="font-semibold underline underline-offset-4">
        Create account
      </Link>
    </aside>
  );
}
