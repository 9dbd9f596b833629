import { LegalPageLayout } from "./legal-page-layout";

/** What Tribe stores, where, for how long, and how to take it out or delete it. */
export function PrivacyPage() {
  return (
    <LegalPageLayout title="Privacy" updated="November 2026">
      <section>
        <h2>What Tribe stores</h2>
        <ul>
          <li>
            Your account: email address, artist name, and your password as a one-way hash (Tribe
            never stores or sees the password itself).
          </li>
          <li>
            What you enter: tours, shows, venues and their contacts, negotiations and holds,
            financial rows, deals, rider provisions, travel and day sheets, merch products and
            stock, design projects with the artwork files you upload (kept in the database itself),
            marketing campaigns and anything else you add in the dashboard.
          </li>
          <li>
            Your sign-in sessions: a random session token, when it expires, and the IP address and
            browser name it was created from, so a stolen session is easier to spot.
          </li>
          <li>
            Counts of sign-in and demo attempts per IP address, kept for a short while to slow down
            password guessing and abuse.
          </li>
        </ul>
      </section>
      <section>
        <h2>Where it is kept</h2>
        <p>
          In the PostgreSQL database of the server that runs this Tribe: either an embedded database
          in that server's data folder or the PostgreSQL server its operator configured. Nothing is
          sent to analytics, advertising or tracking services, and Tribe loads no third-party
          scripts.
        </p>
        <p>
          Your browser keeps one HttpOnly session cookie and a small local-storage entry named
          tribe_auth while you are signed in. Signing out removes both.
        </p>
      </section>
      <section>
        <h2>The demo</h2>
        <p>
          'View Demo' creates a guest account filled with sample data. If you create an account from
          it, everything stays with you. A guest account nobody has used for a day, with no live
          session, is deleted with all its data.
        </p>
      </section>
      <section>
        <h2>Export your data</h2>
        <p>
          Settings → Your data → 'Export all my data (ZIP)' downloads everything in your account as
          one zip file: your profile and every row of every table that belongs to you in
          account.json, and your artwork proofs as files. The Overview's 'Export Data' gives your
          tours as CSV, JSON or a PDF report.
        </p>
      </section>
      <section>
        <h2>Delete your account</h2>
        <p>
          Settings → Your data → 'Delete account', then confirm with your password. Your account,
          your sessions and every row of your data are deleted at once, in one step; nothing is
          kept. On the built-in database the deleted bytes also leave its files within about a
          minute (or when the server stops); on a PostgreSQL server they stay in its files until
          they are overwritten. Backups the operator of this server keeps follow their own schedule.
        </p>
      </section>
    </LegalPageLayout>
  );
}
