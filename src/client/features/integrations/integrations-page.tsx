import { useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { PageHeader } from "@/client/components/page-header";
import { RoleGate } from "@/client/components/role-gate";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t } from "@/client/i18n/t";
import { onIntent, preloadable } from "@/client/lib/preloadable";
import { usePageTitle } from "@/client/lib/use-page-title";
import { useTabParam } from "@/client/lib/use-tab-param";
import { useCan } from "@/client/lib/workspace";
import { openApiQuery } from "./api/openapi";
import { TokensSection } from "./components/tokens-section";

// The reference and the webhooks load as their own chunks when their tab opens, or sooner,
// when the pointer comes over it: the page's first JavaScript stays within the dashboard's
// budget, and crew never fetch the owner's part.
const ApiReferenceSection = preloadable(
  async () => (await import("./components/api-reference-section")).ApiReferenceSection,
);
const WebhooksSection = preloadable(
  async () => (await import("./components/webhooks-section")).WebhooksSection,
);

const TABS = ["tokens", "webhooks", "reference"] as const;

function IntegrationsBody() {
  const can = useCan();
  const owner = can("GET /api/webhooks");
  const [tab, setTab] = useTabParam(owner ? TABS : TABS.filter((tab) => tab !== "webhooks"));
  const queryClient = useQueryClient();
  // The reference is read once per visit (openApiQuery): its document comes with its code.
  const readReference = () => {
    ApiReferenceSection.preload();
    void queryClient.prefetchQuery(openApiQuery);
  };
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList>
        <TabsTrigger value="tokens">
          {t({ id: "integrations.page.tokensTab", defaultMessage: "API tokens" })}
        </TabsTrigger>
        {owner ? (
          <TabsTrigger value="webhooks" {...onIntent(WebhooksSection.preload)}>
            {t({ id: "integrations.page.webhooksTab", defaultMessage: "Webhooks" })}
          </TabsTrigger>
        ) : null}
        <TabsTrigger value="reference" {...onIntent(readReference)}>
          {t({ id: "integrations.page.referenceTab", defaultMessage: "API reference" })}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="tokens">
        <TokensSection />
      </TabsContent>
      {owner ? (
        <TabsContent value="webhooks">
          <RoleGate
            needs="GET /api/webhooks"
            what={t({ id: "integrations.page.whatWebhooks", defaultMessage: "webhooks" })}
          >
            <Suspense fallback={<Spinner />}>
              <WebhooksSection />
            </Suspense>
          </RoleGate>
        </TabsContent>
      ) : null}
      <TabsContent value="reference">
        <Suspense fallback={<Spinner />}>
          <ApiReferenceSection />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}

/**
 * API & webhooks (issue 53, ADR 0033): a member's personal access tokens, the owner's webhook
 * endpoints with their delivery logs, and the API's reference read from /api/openapi.json.
 */
export function IntegrationsPage() {
  usePageTitle(t({ id: "integrations.page.title", defaultMessage: "API & webhooks" }));
  return (
    <>
      <PageHeader
        title={t({ id: "integrations.page.title", defaultMessage: "API & webhooks" })}
        description={t({
          id: "integrations.page.description",
          defaultMessage:
            "Connect your website, accounting or automations to this workspace: they read and change it through the API with a token, and hear when things happen through webhooks.",
        })}
      />
      <RoleGate
        needs="GET /api/tokens"
        what={t({ id: "integrations.page.whatTokens", defaultMessage: "API tokens" })}
      >
        <IntegrationsBody />
      </RoleGate>
    </>
  );
}
