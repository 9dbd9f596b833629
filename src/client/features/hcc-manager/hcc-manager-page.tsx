import { PageHeader } from "@/client/components/page-header";
import { Card, CardContent } from "@/client/components/ui/card";

export function HccManagerPage() {
  return (
    <>
      <PageHeader
        title="HCC Manager"
        description="Hold, challenge and confirm your venue negotiations."
      />
      <Card>
        <CardContent className="p-6 text-muted-foreground">This area is being built.</CardContent>
      </Card>
    </>
  );
}
