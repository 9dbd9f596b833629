import { PageHeader } from "@/client/components/page-header";
import { usePageTitle } from "@/client/lib/use-page-title";

/** A show's set (issue 50 item 2): being built. */
export function SetListPage() {
  usePageTitle("Set list");
  return <PageHeader title="Set list" description="What the band plays at this show." />;
}
