import { PageHeader } from "@/client/components/page-header";
import { RoleGate } from "@/client/components/role-gate";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import { useTabParam } from "@/client/lib/use-tab-param";
import { CatalogueTab } from "./components/catalogue-tab";
import { FilingTab } from "./components/filing-tab";
import { SavedSetsTab } from "./components/saved-sets-tab";

const TABS = ["songs", "saved-sets", "filing"] as const;
type Tab = (typeof TABS)[number];

/**
 * Songs (issue 50, ADR 0029): the band's catalogue, the sets it saves to start shows from,
 * and the performance reports it files with royalty societies. Owners, managers and artists
 * (the writers); crew see a show's set on its own page.
 */
export function SongsPage() {
  usePageTitle(t({ id: "setlists.songs.title", defaultMessage: "Songs" }));
  const [tab, setTab] = useTabParam<Tab>(TABS);
  return (
    <>
      <PageHeader
        title={t({ id: "setlists.songs.title", defaultMessage: "Songs" })}
        description={t({
          id: "setlists.songs.description",
          defaultMessage:
            "The songs the band plays, the sets it starts from, and what to file for them.",
        })}
      />
      {/* Crew read a show's set on its own page: the catalogue, saved sets and filing are not theirs. */}
      <RoleGate
        needs="GET /api/songs"
        what={t({
          id: "setlists.songs.what",
          defaultMessage: "the song catalogue, saved sets or the filing",
        })}
      >
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="songs">
              {t({ id: "setlists.songs.catalogueTab", defaultMessage: "Catalogue" })}
            </TabsTrigger>
            <TabsTrigger value="saved-sets">
              {t({ id: "setlists.songs.savedSetsTab", defaultMessage: "Saved sets" })}
            </TabsTrigger>
            <TabsTrigger value="filing">
              {t({ id: "setlists.songs.filingTab", defaultMessage: "Filing" })}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="songs">
            <CatalogueTab />
          </TabsContent>
          <TabsContent value="saved-sets">
            <SavedSetsTab />
          </TabsContent>
          <TabsContent value="filing">
            <FilingTab />
          </TabsContent>
        </Tabs>
      </RoleGate>
    </>
  );
}
