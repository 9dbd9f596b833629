import { PageHeader } from "@/client/components/page-header";
import { Card, CardContent } from "@/client/components/ui/card";

export function LogisticsPage() {
  return (
    <>
      <PageHeader title="Logistics & Finances" description="Money and movement for each tour." />
      <Card>
        <CardContent className="p-6 text-muted-foreground">This area is being built.</CardContent>
      </Card>
    </>
  );
}
