import { PageHeader } from "@/client/components/page-header";

export function TourDetailPage() {
  return <PageHeader title="Tour" />;
}
