import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import { useCan, useWorkspace } from "@/client/lib/workspace";
import { advanceTemplateQuery } from "./api/advance-template";
import { TemplateEditor } from "./components/template-editor";

function Editor() {
  const template = useQuery(advanceTemplateQuery);
  return (
    <QueryState
      query={template}
      errorText={t({
        id: "logistics.template.fetchError",
        defaultMessage: "Failed to fetch the advance questions",
      })}
    >
      {(data) => <TemplateEditor initial={data.items} />}
    </QueryState>
  );
}

/** The owner's and managers' advance questions (issue 38); others are told whose they are. */
export function AdvanceTemplatePage() {
  const can = useCan();
  const known = useWorkspace().data?.role !== undefined;
  return (
    <>
      <PageHeader
        title={t({ id: "logistics.template.title", defaultMessage: "Advance questions" })}
        description={t({
          id: "logistics.template.description",
          defaultMessage:
            "What every show's advance asks the venue, section by section. Shows already advanced keep the questions they were asked.",
        })}
      />
      {!known ? (
        <Spinner />
      ) : can("PUT /api/advance-template") ? (
        <Editor />
      ) : (
        <Card className="max-w-xl">
          <CardContent className="pt-6 text-sm text-muted-foreground">
            {t({
              id: "logistics.template.notYours",
              defaultMessage: "The owner and managers choose the advance questions.",
            })}
          </CardContent>
        </Card>
      )}
    </>
  );
}
