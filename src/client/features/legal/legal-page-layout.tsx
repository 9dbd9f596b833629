import type { ReactNode } from "react";
import { BrandMark } from "@/client/components/brand-mark";
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
          <a href="/" className="rounded-md" aria-label="Tribe home">
            <BrandMark />
          </a>
          <nav aria-label="Legal" className="flex gap-4 text-sm">
            <a className="text-muted-foreground hover:text-foreground" href="/privacy">
              Privacy
            </a>
            <a className="text-muted-foreground hover:text-foreground" href="/terms">
              Terms
            </a>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
        <div className="mt-8 space-y-8 leading-relaxed [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul]:mt-2 [&_ul]:space-y-1">
          {children}
        </div>
      </main>
      <footer className="mx-auto max-w-3xl border-t px-4 py-8 text-sm text-muted-foreground sm:px-6">
        Questions:{" "}
        <a className="underline" href="mailto:hello@tribe.example">
          hello@tribe.example
        </a>
      </footer>
    </div>
  );
}
