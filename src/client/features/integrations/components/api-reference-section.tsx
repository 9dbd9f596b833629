import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Download, Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { Input } from "@/client/components/ui/input";
import { t, tRich } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";
import { OPENAPI_URL, openApiQuery } from "../api/openapi";
import {
  groupOperations,
  operationsOf,
  type ReferenceGroup,
  searchOperations,
} from "./openapi-model";
import { OperationView } from "./operation-view";

export const NO_MATCH = {
  id: "integrations.reference.noMatch",
  defaultMessage: "No operation matches your search.",
};

function GroupView({
  group,
  open,
  onToggle,
}: {
  group: ReferenceGroup;
  open: boolean;
  onToggle(): void;
}) {
  const id = useId();
  const count = group.operations.length;
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 grid-cols-1 gap-2">
      <h3 id={`${id}-title`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-center gap-2 rounded-md py-1 text-left font-semibold hover:bg-accent/50"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn("size-4 shrink-0 transition-transform", open && "rotate-90")}
          />
          {group.label}
          <span className="text-sm font-normal text-muted-foreground">
            {t(
              {
                id: "integrations.reference.operationCount",
                defaultMessage: "{count, plural, one {# operation} other {# operations}}",
              },
              { count },
            )}
          </span>
        </button>
      </h3>
      {open ? (
        <div id={id} className="grid min-w-0 grid-cols-1 gap-2">
          {group.description ? (
            <p className="text-sm text-muted-foreground">{group.description}</p>
          ) : null}
          <ul
            className="grid min-w-0 grid-cols-1 gap-2"
            aria-label={t(
              { id: "integrations.reference.groupOperations", defaultMessage: "{area} operations" },
              { area: group.label },
            )}
          >
            {group.operations.map((op) => (
              <OperationView key={op.key} op={op} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Reference({ doc }: { doc: unknown }) {
  const [query, setQuery] = useState("");
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const operations = useMemo(() => operationsOf(doc), [doc]);
  const groups = groupOperations(doc, searchOperations(operations, query));
  const searching = query.trim() !== "";
  const toggle = (tag: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(tag)) next.add(tag);
      return next;
    });
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t({ id: "integrations.reference.search", defaultMessage: "Search the API" })}
          placeholder={t({
            id: "integrations.reference.searchHint",
            defaultMessage: "Search: a path, an area, what it does",
          })}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="pl-8"
        />
      </div>
      {groups.length === 0 ? (
        <EmptyState
          text={
            searching
              ? t(NO_MATCH)
              : t({
                  id: "integrations.reference.noOperations",
                  defaultMessage: "The API's description lists no operations.",
                })
          }
        />
      ) : (
        // While searching every group with a match is open: the results are the point.
        groups.map((g) => (
          <GroupView
            key={g.tag}
            group={g}
            open={searching || opened.has(g.tag)}
            onToggle={() => toggle(g.tag)}
          />
        ))
      )}
    </div>
  );
}

/**
 * The API's reference (issue 53 item 2), read from /api/openapi.json: the operations area by
 * area, each with the scope and roles it needs, its parameters, body, example and errors.
 * Loaded as its own chunk when its tab opens (integrations-page.tsx).
 */
export function ApiReferenceSection() {
  const doc = useQuery(openApiQuery);
  return (
    <section aria-labelledby="api-reference-title" className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <SectionTitle id="api-reference-title" className="text-lg">
            {t({ id: "integrations.page.referenceTab", defaultMessage: "API reference" })}
          </SectionTitle>
          <p className="mt-1 text-sm text-muted-foreground">
            {tRich(
              {
                id: "integrations.reference.intro",
                defaultMessage:
                  "Every request a token can make, by area. Answers and errors are JSON; an error reads <wide>{errorShape}</wide>. The example requests read this server's address from <code>TRIBE_URL</code> (<wide>{origin}</wide>) and your token from <code>TRIBE_TOKEN</code>.",
              },
              {
                errorShape: '{"error": {"code", "message", "fields"}}',
                origin: window.location.origin,
                code: (chunks) => <code>{chunks}</code>,
                wide: (chunks) => <code className="break-all">{chunks}</code>,
              },
            )}
          </p>
        </div>
        <a
          href={OPENAPI_URL}
          download="openapi.json"
          className={cn(buttonVariants({ variant: "outline" }), "shrink-0")}
        >
          <Download aria-hidden="true" />
          {t(
            { id: "integrations.reference.download", defaultMessage: "Download {file}" },
            { file: "openapi.json" },
          )}
        </a>
      </div>
      <QueryState
        query={doc}
        errorText={t({
          id: "integrations.reference.loadError",
          defaultMessage: "Failed to load the API reference",
        })}
      >
        {(data) => <Reference doc={data} />}
      </QueryState>
    </section>
  );
}
