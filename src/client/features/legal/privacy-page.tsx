import { t } from "@/client/i18n/t";
import { LegalPageLayout } from "./legal-page-layout";

/** What Tribe stores, where, for how long, and how to take it out or delete it. */
export function PrivacyPage() {
  return (
    <LegalPageLayout
      title={t({ id: "legal.privacy.title", defaultMessage: "Privacy" })}
      updated={t({ id: "legal.updatedOn", defaultMessage: "November 2026" })}
    >
      <section>
        <h2>
          {t({
            id: "legal.privacy.heading1",
            defaultMessage: "What Tribe stores",
          })}
        </h2>
        <ul>
          <li>
            {t({
              id: "legal.privacy.item1",
              defaultMessage:
                "Your account: email address, artist name, and your password as a one-way hash (Tribe never stores or sees the password itself).",
            })}
          </li>
          <li>
            {t({
              id: "legal.privacy.item2",
              defaultMessage:
                "What you enter: tours, shows, venues and their contacts, negotiations and holds, financial rows, deals, rider provisions, travel and day sheets, merch products and stock, design projects with the artwork files you upload (kept in the database itself), marketing campaigns and anything else you add in the dashboard.",
            })}
          </li>
          <li>
            {t({
              id: "legal.privacy.item3",
              defaultMessage:
                "Your sign-in sessions: a random session token, when it expires, and the IP address and browser name it was created from, so a stolen session is easier to spot.",
            })}
          </li>
          <li>
            {t({
              id: "legal.privacy.item4",
              defaultMessage:
                "Counts of sign-in and demo attempts per IP address, kept for a short while to slow down password guessing and abuse.",
            })}
          </li>
        </ul>
      </section>
      <section>
        <h2>
          {t({
            id: "legal.privacy.heading2",
            defaultMessage: "Where it is kept",
          })}
        </h2>
        <p>
          {t({
            id: "legal.privacy.para1",
            defaultMessage:
              "In the PostgreSQL database of the server that runs this Tribe: either an embedded database in that server's data folder or the PostgreSQL server its operator configured. Nothing is sent to analytics, advertising or tracking services, and Tribe loads no third-party scripts.",
          })}
        </p>
        <p>
          {t({
            id: "legal.privacy.para2",
            defaultMessage:
              "Your browser keeps one HttpOnly session cookie and a small local-storage entry named tribe_auth while you are signed in. Signing out removes both.",
          })}
        </p>
        <p>
          {t({
            id: "legal.privacy.localeCookie",
            defaultMessage:
              "If you choose a language in Settings, your browser also keeps that choice (en, es or de) in a cookie and a local-storage entry named tribe_locale, for a year, so that pages arrive in your language before you sign in. It stays after signing out; choosing “As my browser” removes both.",
          })}
        </p>
      </section>
      <section>
        <h2>
          {t({
            id: "legal.privacy.heading3",
            defaultMessage: "The demo",
          })}
        </h2>
        <p>
          {t({
            id: "legal.privacy.para3",
            defaultMessage:
              "'View Demo' creates a guest account filled with sample data. If you create an account from it, everything stays with you. A guest account nobody has used for a day, with no live session, is deleted with all its data.",
          })}
        </p>
      </section>
      <section>
        <h2>
          {t({
            id: "legal.privacy.heading4",
            defaultMessage: "Export your data",
          })}
        </h2>
        <p>
          {t({
            id: "legal.privacy.para4",
            defaultMessage:
              "Settings \u2192 Your data \u2192 'Export all my data (ZIP)' downloads everything in your account as one zip file: your profile and every row of every table that belongs to you in account.json, and your artwork proofs as files. The Overview's 'Export Data' gives your tours as CSV, JSON or a PDF report.",
          })}
        </p>
      </section>
      <section>
        <h2>
          {t({
            id: "legal.privacy.heading5",
            defaultMessage: "Delete your account",
          })}
        </h2>
        <p>
          {t({
            id: "legal.privacy.para5",
            defaultMessage:
              "Settings \u2192 Your data \u2192 'Delete account', then confirm with your password. Your account, your sessions and every row of your data are deleted at once, in one step; nothing is kept. On the built-in database the deleted bytes also leave its files within about a minute (or when the server stops); on a PostgreSQL server they stay in its files until they are overwritten. Backups the operator of this server keeps follow their own schedule.",
          })}
        </p>
      </section>
    </LegalPageLayout>
  );
}
