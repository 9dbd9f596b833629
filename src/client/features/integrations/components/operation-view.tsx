import { ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { t, tRich } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";
import { isRole } from "@/domain/team/roles";
import type { ReferenceOperation } from "./openapi-model";
import type { SchemaField } from "./openapi-schema";

const METHOD_LOOK: Record<string, BadgeProps["variant"]> = {
  GET: "secondary",
  POST: "success",
  PUT: "warning",
  PATCH: "warning",
  DELETE: "destructive",
};

/** A role as the reader calls it; a name the app does not know stays as the document has it. */
const roleWord = (role: string) =>
  isRole(role)
    ? t(
        {
          id: "integrations.reference.role",
          defaultMessage:
            "{role, select, owner {Owner} manager {Manager} artist {Artist} other {Crew}}",
        },
        { role },
      )
    : role;

const roleWords = (roles: string[]) => roles.map(roleWord).join(", ");

/** Code and JSON scroll inside their own box: a phone never scrolls the page sideways. */
const CODE = "max-w-full overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs";

/** Text with `code` in backticks, as the document writes it. */
function Prose({ text, className }: { text: string; className?: string }) {
  const parts = text.split("`");
  return (
    <p className={cn("whitespace-pre-line break-words text-sm", className)}>
      {parts.map((part, i) =>
        // Odd parts sat between backticks.
        i % 2 === 1 ? (
          <code key={i} className="break-all rounded bg-muted px-1 font-mono text-xs">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function Heading({ children }: { children: string }) {
  return <h4 className="text-sm font-semibold">{children}</h4>;
}

function FieldList({ fields, label }: { fields: SchemaField[]; label: string }) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {fields.map((f) => (
        <li key={f.name} className="grid gap-0.5 border-l-2 pl-3 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <code className="break-all font-mono font-medium">{f.name}</code>
            <span className="text-muted-foreground">{f.type}</span>
            {f.required ? (
              <span className="text-xs font-semibold text-destructive">
                {t({ id: "integrations.reference.required", defaultMessage: "required" })}
              </span>
            ) : null}
          </p>
          {f.constraints.length > 0 ? (
            <p className="break-words text-xs text-muted-foreground">{f.constraints.join(" · ")}</p>
          ) : null}
          {f.description ? <p className="text-muted-foreground">{f.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function OperationDetails({ op }: { op: ReferenceOperation }) {
  const params: SchemaField[] = op.parameters.map((p) => ({
    name: p.name,
    type: [
      p.type,
      p.in &&
        t({ id: "integrations.reference.paramIn", defaultMessage: "in {place}" }, { place: p.in }),
    ]
      .filter(Boolean)
      .join(" · "),
    required: p.required,
    constraints: [],
    description: p.description,
  }));
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 border-t px-3 py-3 sm:px-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">
          {t({ id: "integrations.reference.scope", defaultMessage: "Token scope" })}
        </dt>
        <dd className="break-all font-mono">
          {op.scope ||
            t({
              id: "integrations.reference.noScope",
              defaultMessage: "Not reachable with a token",
            })}
        </dd>
        {op.roles.length > 0 ? (
          <>
            <dt className="text-muted-foreground">
              {t({ id: "integrations.reference.roles", defaultMessage: "Roles" })}
            </dt>
            <dd>{roleWords(op.roles)}</dd>
          </>
        ) : null}
      </dl>
      {op.description ? <Prose text={op.description} /> : null}
      {params.length > 0 ? (
        <div className="grid gap-2">
          <Heading>
            {t({ id: "integrations.reference.parameters", defaultMessage: "Parameters" })}
          </Heading>
          <FieldList
            fields={params}
            label={t({ id: "integrations.reference.parameters", defaultMessage: "Parameters" })}
          />
        </div>
      ) : null}
      {op.body ? (
        <div className="grid min-w-0 grid-cols-1 gap-2">
          <Heading>
            {t({ id: "integrations.reference.body", defaultMessage: "Request body" })}
          </Heading>
          {op.body.description ? (
            <Prose text={op.body.description} className="text-muted-foreground" />
          ) : null}
          {op.body.fields.length > 0 ? (
            <FieldList
              fields={op.body.fields}
              label={t({ id: "integrations.reference.body", defaultMessage: "Request body" })}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {tRich(
                {
                  id: "integrations.reference.send",
                  defaultMessage:
                    "Send <code>{media, select, none {a body} other {{media}}}</code>{json, select, yes {; no fields described.} other {.}}",
                },
                {
                  media: op.body.mediaType || "none",
                  json: op.body.mediaType.includes("json") ? "yes" : "no",
                  code: (chunks) => <code className="font-mono">{chunks}</code>,
                },
              )}
            </p>
          )}
          {op.body.example !== undefined ? (
            <>
              <p className="text-sm font-medium">
                {t({ id: "integrations.reference.example", defaultMessage: "Example" })}
              </p>
              <pre className={CODE}>{JSON.stringify(op.body.example, null, 2)}</pre>
            </>
          ) : null}
        </div>
      ) : null}
      {op.sample ? (
        <div className="grid min-w-0 grid-cols-1 gap-2">
          <Heading>
            {t({ id: "integrations.reference.exampleRequest", defaultMessage: "Example request" })}
          </Heading>
          <pre className={CODE}>{op.sample}</pre>
        </div>
      ) : null}
      {op.errors.length > 0 ? (
        <div className="grid gap-2">
          <Heading>{t({ id: "integrations.reference.errors", defaultMessage: "Errors" })}</Heading>
          <ul
            className="grid gap-1 text-sm"
            aria-label={t({ id: "integrations.reference.errors", defaultMessage: "Errors" })}
          >
            {op.errors.map((e) => (
              <li key={e.status} className="flex flex-wrap gap-x-2">
                <span className="font-mono font-medium">{e.status}</span>
                <span className="break-all font-mono">{e.codes.join(", ")}</span>
                {e.codes.length === 0 && e.description ? (
                  <Prose text={e.description} className="text-muted-foreground" />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** One operation: its method, path and summary; what it needs and takes when opened. */
export function OperationView({ op }: { op: ReferenceOperation }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="min-w-0 rounded-md border" aria-label={op.key}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full min-w-0 cursor-pointer items-start gap-2 px-3 py-2 text-left hover:bg-accent/50 sm:px-4"
      >
        <ChevronRight
          aria-hidden="true"
          className={cn("mt-0.5 size-4 shrink-0 transition-transform", open && "rotate-90")}
        />
        <span className="grid min-w-0 gap-0.5">
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <Badge variant={METHOD_LOOK[op.method] ?? "outline"} className="font-mono">
              {op.method}
            </Badge>
            <code className="min-w-0 break-all font-mono text-sm">{op.path}</code>
          </span>
          {op.summary ? <span className="text-sm text-muted-foreground">{op.summary}</span> : null}
        </span>
      </button>
      {open ? (
        <div id={id}>
          <OperationDetails op={op} />
        </div>
      ) : null}
    </li>
  );
}
