import { Plus, Upload } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { Button } from "@/client/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t } from "@/client/i18n/t";
import { onIntent, preloadable } from "@/client/lib/preloadable";
import { useTabParam } from "@/client/lib/use-tab-param";
import { useCan } from "@/client/lib/workspace";
import { TourFormDialog } from "./components/tour-form-dialog";
import { TourList } from "./components/tour-list";
import { VenueDirectory } from "./components/venue-directory";

const TABS = ["tours", "venues"] as const;

// Loaded when first opened: most visits to Tours never import a sheet.
const ImportShowsDialog = preloadable(
  async () => (await import("./import/import-shows-dialog")).default,
);

/** Tours and the venue directory; the tab is kept in the URL (?tab=venues) so it can be linked. */
export function ToursPage() {
  const [tab, setTab] = useTabParam(TABS);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // '?new=tour' (the Overview's empty state) opens New Tour at once; the parameter is
  // dropped so a reload or Back does not open it again.
  const [creating, setCreating] = useState(() => params.get("new") === "tour");
  const [importing, setImporting] = useState(false);
  const can = useCan();
  useEffect(() => {
    if (params.has("new")) {
      const next = new URLSearchParams(params);
      next.delete("new");
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  return (
    <>
      <PageHeader
        title={t({ id: "tours.page.title", defaultMessage: "Tours" })}
        description={t({
          id: "tours.page.description",
          defaultMessage: "Plan your tours, their shows and the venues you play.",
        })}
        actions={
          can("POST /api/tours") && (
            <>
              <Button
                variant="outline"
                {...onIntent(ImportShowsDialog.preload)}
                onClick={() => setImporting(true)}
              >
                <Upload aria-hidden="true" />
                {t({ id: "tours.page.import", defaultMessage: "Import" })}
              </Button>
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                {t({ id: "tours.page.newTour", defaultMessage: "New Tour" })}
              </Button>
            </>
          )
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="tours">
            {t({ id: "tours.page.title", defaultMessage: "Tours" })}
          </TabsTrigger>
          <TabsTrigger value="venues">
            {t({ id: "tours.page.venuesTab", defaultMessage: "Venues" })}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tours">
          <TourList onCreate={() => setCreating(true)} />
        </TabsContent>
        <TabsContent value="venues">
          <VenueDirectory />
        </TabsContent>
      </Tabs>
      {importing && (
        <Suspense fallback={null}>
          <ImportShowsDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      )}
      <TourFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(tour) => navigate(`/dashboard/tours/${tour.id}`)}
      />
    </>
  );
}
