import { useState } from "react";
import { toast } from "sonner";
import { LeaveGuard } from "@/client/components/leave-guard";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { FormError } from "@/client/components/ui/form-error";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import {
  ADVANCE_SECTIONS,
  type AdvanceSection,
  type AdvanceTemplateItem,
  DEFAULT_ADVANCE_TEMPLATE,
  isMoneySection,
  newTemplateKey,
  templateSchema,
} from "@/domain/logistics/advances";
import { useSaveAdvanceTemplate } from "../api/advance-template";
import { advanceSectionLabel } from "../labels";
import { TemplateQuestionRow } from "./template-question-row";

type Errors = Record<number, string>;

/** "items.3.label" → 3: the row a refusal (ours or the server's) is about. */
function rowErrors(fields: Record<string, string>): { rows: Errors; form?: string } {
  const rows: Errors = {};
  let form: string | undefined;
  for (const [path, message] of Object.entries(fields)) {
    const m = /^items\.(\d+)\./.exec(path);
    if (m) rows[Number(m[1])] ??= message;
    else form ??= message;
  }
  return { rows, form };
}

function AddQuestion({ section, onAdd }: { section: AdvanceSection; onAdd(label: string): void }) {
  const [label, setLabel] = useState("");
  const id = `add-question-${section}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2 pt-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (label.trim() === "") return;
        onAdd(label);
        setLabel("");
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t(
          {
            id: "logistics.template.newQuestionIn",
            defaultMessage:
              "{section, select, schedule {New schedule question} production {New production question} hospitality {New hospitality question} logistics {New logistics question} settlement {New settlement question} merch {New merch question} other {New question}}",
          },
          { section },
        )}
      </label>
      <Input
        id={id}
        value={label}
        maxLength={100}
        placeholder={t({ id: "logistics.template.newQuestion", defaultMessage: "A new question" })}
        className="w-full sm:w-72"
        onChange={(e) => setLabel(e.target.value)}
      />
      <Button type="submit" variant="outline" disabled={label.trim() === ""}>
        {t({ id: "logistics.template.addQuestion", defaultMessage: "Add question" })}
      </Button>
    </form>
  );
}

/**
 * The workspace's advance questions, section by section: renamed, added, moved and removed
 * here, saved together. Shows already asked keep the questions they were asked (ADR 0022).
 */
export function TemplateEditor({ initial }: { initial: AdvanceTemplateItem[] }) {
  const save = useSaveAdvanceTemplate();
  const [items, setItems] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();

  const change = (next: AdvanceTemplateItem[]) => {
    setItems(next);
    setDirty(true);
    setErrors({});
    setFormError(undefined);
  };
  const move = (index: number, by: -1 | 1) => {
    // Within its section: the neighbour above or below of the same section.
    const section = items[index]!.section;
    let j = index + by;
    while (j >= 0 && j < items.length && items[j]!.section !== section) j += by;
    if (j < 0 || j >= items.length) return;
    const next = [...items];
    [next[index], next[j]] = [next[j]!, next[index]!];
    change(next);
  };
  const add = (section: AdvanceSection, label: string) => {
    const key = newTemplateKey(
      label,
      items.map((i) => i.key),
    );
    // After the section's last question, so the sections stay together.
    const lastOf = items.findLastIndex((i) => i.section === section);
    const next = [...items];
    next.splice(lastOf + 1, 0, { key, section, label: label.trim(), kind: "text" });
    change(next);
  };

  const submit = () => {
    const checked = templateSchema.safeParse({ items });
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join(".")] ??= issue.message;
      const found = rowErrors(fields);
      setErrors(found.rows);
      setFormError(
        found.form ??
          t({ id: "logistics.template.needFixing", defaultMessage: "Some questions need fixing" }),
      );
      return;
    }
    save.mutate(checked.data.items, {
      onSuccess: (saved) => {
        setItems(saved.items);
        setDirty(false);
        toast.success(
          t({ id: "logistics.template.saved", defaultMessage: "Advance questions saved" }),
        );
      },
      onError: (err) => {
        const found = rowErrors(err instanceof ApiRequestError ? (err.fields ?? {}) : {});
        setErrors(found.rows);
        setFormError(found.form ?? err.message);
      },
    });
  };

  return (
    <div className="grid gap-6">
      <LeaveGuard
        dirty={dirty}
        what={t({
          id: "logistics.template.leaveWhat",
          defaultMessage: "the advance questions",
        })}
      />
      {ADVANCE_SECTIONS.map((section) => {
        const inSection = items
          .map((item, index) => ({ item, index }))
          .filter(({ item }) => item.section === section);
        return (
          <section
            key={section}
            className="grid gap-1 rounded-xl border bg-card p-4"
            aria-labelledby={`template-${section}`}
          >
            <SectionTitle id={`template-${section}`}>{advanceSectionLabel(section)}</SectionTitle>
            {isMoneySection(section) ? (
              <p className="text-sm text-muted-foreground">
                {t({
                  id: "logistics.template.money",
                  defaultMessage:
                    'Money: asked of a venue only when you tick "Ask about settlement too".',
                })}
              </p>
            ) : null}
            {inSection.length ? (
              <ul>
                {inSection.map(({ item, index }, n) => (
                  <TemplateQuestionRow
                    key={item.key}
                    item={item}
                    error={errors[index]}
                    first={n === 0}
                    last={n === inSection.length - 1}
                    onRename={(label) =>
                      change(items.map((it, i) => (i === index ? { ...it, label } : it)))
                    }
                    onMove={(by) => move(index, by)}
                    onRemove={() => change(items.filter((_, i) => i !== index))}
                  />
                ))}
              </ul>
            ) : (
              <p className="py-2 text-sm text-muted-foreground">
                {t({
                  id: "logistics.template.emptySection",
                  defaultMessage: "No questions in this section.",
                })}
              </p>
            )}
            <AddQuestion section={section} onAdd={(label) => add(section, label)} />
          </section>
        );
      })}
      {/* Kept in reach while the list scrolls: the questions are long on a phone. */}
      <div className="sticky bottom-0 grid gap-2 border-t bg-background py-3">
        <FormError message={formError} />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" disabled={!dirty || save.isPending} onClick={submit}>
            {save.isPending
              ? t({ id: "logistics.template.saving", defaultMessage: "Saving…" })
              : t({ id: "logistics.template.save", defaultMessage: "Save questions" })}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => change(DEFAULT_ADVANCE_TEMPLATE.map((i) => ({ ...i })))}
          >
            {t({ id: "logistics.template.reset", defaultMessage: "Reset to standard" })}
          </Button>
          {dirty ? (
            <span className="text-sm text-muted-foreground">
              {t({ id: "logistics.template.unsaved", defaultMessage: "Unsaved changes" })}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
