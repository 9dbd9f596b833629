import type { ReactNode } from "react";
import { BrandMark } from "@/client/components/brand-mark";
import { t, tRich } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";

/** A plain page of text (privacy, terms) reachable by anyone, signed in or not. */
export function LegalPageLayout({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <a
            href="/"
            className="rounded-md"
            aria-label={t({ id: "auth.page.home", defaultMessage: "Tribe home" })}
          >
            <BrandMark />
          </a>
          <nav
            aria-label={t({ id: "legal.nav.label", defaultMessage: "Legal" })}
            className="flex gap-4 text-sm"
          >
            <a className="text-muted-foreground hover:text-foreground" href="/privacy">
              {t({ id: "legal.privacy.title", defaultMessage: "Privacy" })}
            </a>
            <a className="text-muted-foreground hover:text-foreground" href="/terms">
              {t({ id: "legal.terms.title", defaultMessage: "Terms" })}
            </a>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {t({ id: "legal.updated", defaultMessage: "Last updated {updated}" }, { updated })}
        </p>
        <div className="mt-8 space-y-8 leading-relaxed [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul]:mt-2 [&_ul]:space-y-1">
          {children}
        </div>
      </main>
      <footer className="mx-auto max-w-3xl border-t px-4 py-8 text-sm text-muted-foreground sm:px-6">
        {tRich(
          { id: "legal.questions", defaultMessage: "Questions: <mail>{address}</mail>" },
          {
            address: "hello@tribe.example",
            mail: (chunks) => (
              <a className="underline" href="mailto:hello@tribe.example">
                {chunks}
              </a>
            ),
          },
        )}
      </footer>
    </div>
  );
}
