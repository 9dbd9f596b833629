import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t, tRich } from "@/client/i18n/t";
import { useTabParam } from "@/client/lib/use-tab-param";
import type { ListingShow, ListingsAnswer } from "@/domain/listings/listing-answer";
import { LISTINGS_ERROR, listingsQuery } from "./api/listings";
import { PageSettingsCard } from "./components/page-settings-card";
import { PreviewSection } from "./components/preview-section";
import { ShareSection } from "./components/share-section";
import { ShowListingDialog } from "./components/show-listing-dialog";
import { ShowsSection } from "./components/shows-section";

const TABS = ["shows", "preview", "share"] as const;
type Tab = (typeof TABS)[number];

function NoShows() {
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
      {tRich(
        {
          id: "listings.page.noShows",
          defaultMessage:
            "No confirmed shows yet: confirm a show in <hcc>HCC Manager</hcc> or <tours>Tours</tours>, then announce it here.",
        },
        {
          hcc: (chunks) => (
            <Link className="underline underline-offset-4" to="/dashboard/hcc-manager">
              {chunks}
            </Link>
          ),
          tours: (chunks) => (
            <Link className="underline underline-offset-4" to="/dashboard/tours">
              {chunks}
            </Link>
          ),
        },
      )}
    </p>
  );
}

function PublicDates({ data }: { data: ListingsAnswer }) {
  const [tab, setTab] = useTabParam<Tab>(TABS);
  const [editing, setEditing] = useState<ListingShow | null>(null);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList>
        <TabsTrigger value="shows">
          {t({ id: "listings.page.showsTab", defaultMessage: "Page and shows" })}
        </TabsTrigger>
        <TabsTrigger value="preview">
          {t({ id: "listings.page.previewTab", defaultMessage: "Preview" })}
        </TabsTrigger>
        <TabsTrigger value="share">
          {t({ id: "listings.page.shareTab", defaultMessage: "Share" })}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="shows" className="grid min-w-0 gap-6">
        <PageSettingsCard data={data} />
        {data.shows.length === 0 ? (
          <NoShows />
        ) : (
          <ShowsSection shows={data.shows} onEdit={setEditing} />
        )}
      </TabsContent>
      <TabsContent value="preview" className="min-w-0">
        <PreviewSection data={data} />
      </TabsContent>
      <TabsContent value="share" className="min-w-0">
        <ShareSection data={data} />
      </TabsContent>
      <ShowListingDialog show={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </Tabs>
  );
}

function PublicDatesBody() {
  const listings = useQuery(listingsQuery);
  return (
    <QueryState query={listings} errorText={t(LISTINGS_ERROR)}>
      {(data) => <PublicDates data={data} />}
    </QueryState>
  );
}

/**
 * Public dates (issue 52, ADR 0030): the act's own dates page at /dates/<slug>, its feeds
 * and widget, and the listings sites' uploads, all from the confirmed shows. Owners and
 * managers decide what fans see; everyone else is told it is not theirs.
 */
export function PublicDatesPage() {
  return (
    <>
      <PageHeader
        title={t({ id: "listings.page.title", defaultMessage: "Public dates" })}
        description={t({
          id: "listings.page.description",
          defaultMessage:
            "Your shows as fans see them: your own page, its feeds, and uploads for the listings sites.",
        })}
      />
      <RoleGate
        needs="GET /api/listings"
        what={t({ id: "listings.page.what", defaultMessage: "the public dates page" })}
      >
        <PublicDatesBody />
      </RoleGate>
    </>
  );
}
