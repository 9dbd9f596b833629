import { PageHeader } from "@/client/components/page-header";

export function ToursPage() {
  return <PageHeader title="Tours" />;
}
