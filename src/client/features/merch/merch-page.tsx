import { PageHeader } from "@/client/components/page-header";
import { Card, CardContent } from "@/client/components/ui/card";

export function MerchPage() {
  return (
    <>
      <PageHeader title="Merch & Art" description="Design projects, products and partners." />
      <Card>
        <CardContent className="p-6 text-muted-foreground">This area is being built.</CardContent>
      </Card>
    </>
  );
}
