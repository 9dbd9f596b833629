import { Globe, Mail } from "lucide-react";
import { RowActions } from "@/client/components/row-actions";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import type { MerchPartner } from "@/domain/merch/partners";
import type { MerchProduct } from "@/domain/merch/products";
import type { ShownDesignProject as DesignProject } from "@/domain/merch/reader-shape";
import { partnerKindLabel } from "../labels";
import { AddButton, MerchTabFrame } from "./merch-tab-frame";

interface PartnersTabProps {
  partners: MerchPartner[];
  projects: DesignProject[];
  products: MerchProduct[];
  onCreate(): void;
  onEdit(partner: MerchPartner): void;
  onDelete(partner: MerchPartner): void;
}

/** Designers and print shops with the projects and products they work on. */
export function PartnersTab({
  partners,
  projects,
  products,
  onCreate,
  onEdit,
  onDelete,
}: PartnersTabProps) {
  return (
    <MerchTabFrame
      empty={partners.length === 0}
      emptyText={t({ id: "merch.partners.empty", defaultMessage: "No partners yet" })}
      addFirstLabel={t({ id: "merch.partners.addFirst", defaultMessage: "Add Your First Partner" })}
      onCreate={onCreate}
      actions={
        <div className="flex justify-end">
          <AddButton onClick={onCreate}>
            {t({ id: "merch.partnerDialog.add", defaultMessage: "Add Partner" })}
          </AddButton>
        </div>
      }
      gridClassName="grid gap-4 md:grid-cols-2"
    >
      {partners.map((p) => {
        const work = [
          ...projects.filter((x) => x.partnerId === p.id).map((x) => x.title),
          ...products.filter((x) => x.partnerId === p.id).map((x) => x.name),
        ];
        return (
          <Card key={p.id}>
            <CardContent className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="break-words font-semibold">{p.name}</h2>
                  <Badge variant="secondary">{partnerKindLabel(p.kind)}</Badge>
                </div>
                <RowActions label={p.name} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
              </div>
              {p.contactName && <p className="text-sm">{p.contactName}</p>}
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {p.email && (
                  <a className="flex items-center gap-1 underline" href={`mailto:${p.email}`}>
                    <Mail className="size-4" aria-hidden="true" />
                    {p.email}
                  </a>
                )}
                {p.website && (
                  <a
                    className="flex items-center gap-1 underline"
                    href={p.website}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Globe className="size-4" aria-hidden="true" />
                    {p.website.replace(/^https?:\/\//, "")}
                  </a>
                )}
              </div>
              {p.notes && (
                <p className="whitespace-pre-wrap text-sm text-muted-foreground">{p.notes}</p>
              )}
              <p className="text-sm text-muted-foreground">
                {work.length > 0
                  ? t(
                      {
                        id: "merch.partners.workList",
                        defaultMessage:
                          "{projects, plural, one {# project} other {# projects}} · {products, plural, one {# product} other {# products}}: {work}",
                      },
                      {
                        projects: p.projectCount,
                        products: p.productCount,
                        work: work.join(", "),
                      },
                    )
                  : t(
                      {
                        id: "merch.partners.work",
                        defaultMessage:
                          "{projects, plural, one {# project} other {# projects}} · {products, plural, one {# product} other {# products}}",
                      },
                      { projects: p.projectCount, products: p.productCount },
                    )}
              </p>
            </CardContent>
          </Card>
        );
      })}
    </MerchTabFrame>
  );
}
