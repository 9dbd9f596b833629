import { PageHeader } from "@/client/components/page-header";
import { usePageTitle } from "@/client/lib/use-page-title";

/** The song catalogue, saved sets and the royalty filing (issue 50): being built. */
export function SongsPage() {
  usePageTitle("Songs");
  return (
    <PageHeader title="Songs" description="The songs the band plays, and what to file for them." />
  );
}
