import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { NoAccess } from "@/client/components/role-gate";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t } from "@/client/i18n/t";
import { useTabParam } from "@/client/lib/use-tab-param";
import { useCan, useWorkspace } from "@/client/lib/workspace";
import type { MerchPartner } from "@/domain/merch/partners";
import type { MerchProduct, MerchProductFormValues } from "@/domain/merch/products";
import type { ShownDesignProject as DesignProject } from "@/domain/merch/reader-shape";
import type { RouteKey } from "@/domain/team/route-access";
import { designProjectsQuery } from "./api/design-projects";
import { merchOverviewQuery } from "./api/merch-overview";
import { merchPartnersQuery } from "./api/merch-partners";
import { merchProductsQuery } from "./api/merch-products";
import { CountsDialog } from "./components/counts-dialog";
import { CrewCounts } from "./components/crew-counts";
import {
  DeletePartnerDialog,
  DeleteProductDialog,
  DeleteProjectDialog,
} from "./components/delete-dialogs";
import { OverviewTab } from "./components/overview-tab";
import { PartnerDialog } from "./components/partner-dialog";
import { PartnersTab } from "./components/partners-tab";
import { newProductForm, ProductDialog } from "./components/product-dialog";
import { ProductsTab } from "./components/products-tab";
import { ProjectDetailDialog } from "./components/project-detail-dialog";
import { ProjectDialog } from "./components/project-dialog";
import { ProjectsTab } from "./components/projects-tab";

const TABS = ["overview", "design-projects", "products", "partners"] as const;
type Tab = (typeof TABS)[number];

/** The route each tab is built on: a role sees the tabs it may read (ADR 0019). */
const TAB_NEEDS: Record<Tab, RouteKey> = {
  overview: "GET /api/merch/overview",
  "design-projects": "GET /api/merch/projects",
  products: "GET /api/merch/products",
  partners: "GET /api/merch/partners",
};

/** An editor dialog: open for a new item (null) or an existing one. */
function useEditor<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({
    open: false,
    item: null,
  });
  return {
    ...state,
    openNew: () => setState({ open: true, item: null }),
    openEdit: (item: T) => setState({ open: true, item }),
    setOpen: (open: boolean) => setState((s) => ({ ...s, open })),
  };
}

/** docs/product.md §7 Merch & Art: Overview, Design Projects, Products, Partners. */
export function MerchPage() {
  const can = useCan();
  const workspace = useWorkspace();
  const tabs = TABS.filter((k) => can(TAB_NEEDS[k]));
  const [tab, setTab] = useTabParam<Tab>(tabs.length > 0 ? tabs : TABS);
  const shows = (k: Tab) => tabs.includes(k);
  const overview = useQuery({ ...merchOverviewQuery, enabled: tab === "overview" && shows(tab) });
  const projects = useQuery({
    ...designProjectsQuery,
    enabled: shows("design-projects") && (tab === "design-projects" || tab === "partners"),
  });
  const products = useQuery({
    ...merchProductsQuery,
    enabled: shows("products") && (tab === "products" || tab === "partners"),
  });
  const partners = useQuery({ ...merchPartnersQuery, enabled: tab === "partners" && shows(tab) });

  const projectEditor = useEditor<DesignProject>();
  const productEditor = useEditor<MerchProduct>();
  const partnerEditor = useEditor<MerchPartner>();
  const [productStart, setProductStart] = useState<MerchProductFormValues | undefined>();
  const [openProject, setOpenProject] = useState<string | null>(null);
  const [countsOpen, setCountsOpen] = useState(false);
  const [deletingProject, setDeletingProject] = useState<DesignProject | null>(null);
  const [deletingProduct, setDeletingProduct] = useState<MerchProduct | null>(null);
  const [deletingPartner, setDeletingPartner] = useState<MerchPartner | null>(null);

  const newProduct = (design?: { id: string; title: string }) => {
    setProductStart(newProductForm(design));
    productEditor.openNew();
  };

  return (
    <>
      <PageHeader
        title={t({ id: "merch.page.title", defaultMessage: "Merch & Art" })}
        description={t({
          id: "merch.page.description",
          defaultMessage: "Design projects, products and partners.",
        })}
      />
      {workspace.data && tabs.length === 0 ? (
        can("PUT /api/merch/shows/:showId/counts") ? (
          <CrewCounts />
        ) : (
          <NoAccess what={t({ id: "merch.page.noAccessWhat", defaultMessage: "merch" })} />
        )
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            {shows("overview") && (
              <TabsTrigger value="overview">
                {t({ id: "merch.page.overview", defaultMessage: "Overview" })}
              </TabsTrigger>
            )}
            {shows("design-projects") && (
              <TabsTrigger value="design-projects">
                {t({ id: "merch.page.designProjects", defaultMessage: "Design Projects" })}
              </TabsTrigger>
            )}
            {shows("products") && (
              <TabsTrigger value="products">
                {t({ id: "merch.page.products", defaultMessage: "Products" })}
              </TabsTrigger>
            )}
            {shows("partners") && (
              <TabsTrigger value="partners">
                {t({ id: "merch.page.partners", defaultMessage: "Partners" })}
              </TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="overview">
            <QueryState
              query={overview}
              errorText={t({
                id: "merch.page.overviewError",
                defaultMessage: "Failed to load the merch overview",
              })}
            >
              {(o) => <OverviewTab overview={o} />}
            </QueryState>
          </TabsContent>
          <TabsContent value="design-projects">
            <QueryState
              query={projects}
              errorText={t({
                id: "merch.page.projectsError",
                defaultMessage: "Failed to load design projects",
              })}
            >
              {(list) => (
                <ProjectsTab
                  projects={list}
                  onCreate={projectEditor.openNew}
                  onOpen={(p) => setOpenProject(p.id)}
                  onEdit={projectEditor.openEdit}
                  onDelete={setDeletingProject}
                />
              )}
            </QueryState>
          </TabsContent>
          <TabsContent value="products">
            <QueryState
              query={products}
              errorText={t({
                id: "merch.page.productsError",
                defaultMessage: "Failed to load products",
              })}
            >
              {(list) => (
                <ProductsTab
                  products={list}
                  onCreate={() => newProduct()}
                  onEdit={productEditor.openEdit}
                  onDelete={setDeletingProduct}
                  onCounts={() => setCountsOpen(true)}
                />
              )}
            </QueryState>
          </TabsContent>
          <TabsContent value="partners">
            <QueryState
              query={partners}
              errorText={t({
                id: "merch.page.partnersError",
                defaultMessage: "Failed to load partners",
              })}
            >
              {(list) => (
                <PartnersTab
                  partners={list}
                  projects={projects.data ?? []}
                  products={products.data ?? []}
                  onCreate={partnerEditor.openNew}
                  onEdit={partnerEditor.openEdit}
                  onDelete={setDeletingPartner}
                />
              )}
            </QueryState>
          </TabsContent>
        </Tabs>
      )}
      <ProjectDialog
        open={projectEditor.open}
        onOpenChange={projectEditor.setOpen}
        project={projectEditor.item}
      />
      <ProjectDetailDialog
        projectId={openProject}
        onClose={() => setOpenProject(null)}
        onCreateProduct={(design) => {
          setOpenProject(null);
          setTab("products");
          newProduct(design);
        }}
      />
      <ProductDialog
        open={productEditor.open}
        onOpenChange={productEditor.setOpen}
        product={productEditor.item}
        initial={productStart}
      />
      <PartnerDialog
        open={partnerEditor.open}
        onOpenChange={partnerEditor.setOpen}
        partner={partnerEditor.item}
      />
      <CountsDialog open={countsOpen} onOpenChange={setCountsOpen} />
      <DeleteProjectDialog item={deletingProject} onClose={() => setDeletingProject(null)} />
      <DeleteProductDialog item={deletingProduct} onClose={() => setDeletingProduct(null)} />
      <DeletePartnerDialog item={deletingPartner} onClose={() => setDeletingPartner(null)} />
    </>
  );
}
