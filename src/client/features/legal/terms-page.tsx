import { t } from "@/client/i18n/t";
import { LegalPageLayout } from "./legal-page-layout";

/** Plain terms: what Tribe is, what it is not, and who owns what. */
export function TermsPage() {
  return (
    <LegalPageLayout
      title={t({ id: "legal.terms.title", defaultMessage: "Terms" })}
      updated={t({ id: "legal.updatedOn", defaultMessage: "November 2026" })}
    >
      <section>
        <h2>
          {t({
            id: "legal.terms.heading1",
            defaultMessage: "The service",
          })}
        </h2>
        <p>
          {t({
            id: "legal.terms.para1",
            defaultMessage:
              "Tribe is a tool for planning and running tours: dates, venues, money, merch and marketing. It is free to use. It may change, and features may be added or removed.",
          })}
        </p>
      </section>
      <section>
        <h2>
          {t({
            id: "legal.terms.heading2",
            defaultMessage: "Your data is yours",
          })}
        </h2>
        <p>
          {t({
            id: "legal.terms.para2",
            defaultMessage:
              "Everything you enter stays yours. Tribe uses it only to show it back to you. You can export all of it, or delete your account and all of it, at any time from Settings.",
          })}
        </p>
      </section>
      <section>
        <h2>
          {t({
            id: "legal.terms.heading3",
            defaultMessage: "Your account",
          })}
        </h2>
        <ul>
          <li>
            {t({
              id: "legal.terms.item1",
              defaultMessage:
                "Keep your password to yourself; you are responsible for what happens in your account.",
            })}
          </li>
          <li>
            {t({
              id: "legal.terms.item2",
              defaultMessage:
                "Do not use Tribe to break the law or to attack, overload or probe the service.",
            })}
          </li>
          <li>
            {t({
              id: "legal.terms.item3",
              defaultMessage:
                "One person or band per account; do not sign up in someone else's name.",
            })}
          </li>
        </ul>
      </section>
      <section>
        <h2>
          {t({
            id: "legal.terms.heading4",
            defaultMessage: "No guarantees",
          })}
        </h2>
        <p>
          {t({
            id: "legal.terms.para3",
            defaultMessage:
              "Figures Tribe computes (totals, projections, suggestions) help you decide; check them before you sign a deal or pay a bill. Tribe is provided as it is, without warranty, and is not liable for losses from using it, as far as the law allows.",
          })}
        </p>
      </section>
      <section>
        <h2>
          {t({
            id: "legal.terms.heading5",
            defaultMessage: "Ending",
          })}
        </h2>
        <p>
          {t({
            id: "legal.terms.para4",
            defaultMessage:
              "You can stop at any time by deleting your account. An account used to abuse the service may be closed.",
          })}
        </p>
      </section>
    </LegalPageLayout>
  );
}
