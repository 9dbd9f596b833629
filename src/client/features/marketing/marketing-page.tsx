import { PageHeader } from "@/client/components/page-header";
import { Card, CardContent } from "@/client/components/ui/card";

export function MarketingPage() {
  return (
    <>
      <PageHeader title="Marketing & Virality" description="Campaigns that fill the rooms." />
      <Card>
        <CardContent className="p-6 text-muted-foreground">This area is being built.</CardContent>
      </Card>
    </>
  );
}
