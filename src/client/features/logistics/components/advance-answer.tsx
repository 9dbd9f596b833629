import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input, Textarea } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { type AdvanceKind, parseSets, type ShowSet } from "@/domain/logistics/advances";

/** "Opener 20:00–20:30 · Headliner 21:00" from a running order stored as JSON. */
function setsText(value: string | null, clock: (time: string) => string = (time) => time) {
  return parseSets(value)
    .map((s) => `${s.performer} ${clock(s.start)}${s.end ? `–${clock(s.end)}` : ""}`)
    .join(" · ");
}

/** An agreed or proposed value as a person reads it. */
export function answerText(
  kind: AdvanceKind,
  value: string | null,
  clock: (time: string) => string,
) {
  if (!value) return "—";
  if (kind === "time") return clock(value);
  if (kind === "sets") return setsText(value, clock);
  return value;
}

function SetsEditor({ value, onChange }: { value: ShowSet[]; onChange(sets: ShowSet[]): void }) {
  const set = (i: number, patch: Partial<ShowSet>) =>
    onChange(value.map((s, j) => (i === j ? { ...s, ...patch } : s)));
  return (
    <div className="grid gap-2">
      {value.map((s, i) => (
        <div key={i} className="flex flex-wrap items-center gap-2">
          <Input
            aria-label={t(
              { id: "logistics.sets.performer", defaultMessage: "Set {n} performer" },
              { n: i + 1 },
            )}
            className="w-40"
            value={s.performer}
            onChange={(e) => set(i, { performer: e.target.value })}
          />
          <Input
            aria-label={t(
              { id: "logistics.sets.start", defaultMessage: "Set {n} start" },
              { n: i + 1 },
            )}
            type="time"
            className="w-32"
            value={s.start}
            onChange={(e) => set(i, { start: e.target.value })}
          />
          <Input
            aria-label={t(
              { id: "logistics.sets.end", defaultMessage: "Set {n} end" },
              { n: i + 1 },
            )}
            type="time"
            className="w-32"
            value={s.end ?? ""}
            onChange={(e) => set(i, { end: e.target.value || null })}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            {t({ id: "logistics.sets.remove", defaultMessage: "Remove" })}
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...value, { performer: "", start: "", end: null }])}
      >
        {t({ id: "logistics.sets.add", defaultMessage: "Add a set" })}
      </Button>
    </div>
  );
}

/**
 * One question's input, uncontrolled: it starts from `initial` and reports each change as the
 * value that would be saved (sets as JSON).
 */
export function AnswerField({
  kind,
  label,
  initial,
  onChange,
}: {
  kind: AdvanceKind;
  label: string;
  initial: string | null;
  onChange(value: string): void;
}) {
  const id = useId();
  const [text, setText] = useState(kind === "sets" ? "" : (initial ?? ""));
  const [sets, setSets] = useState<ShowSet[]>(() => parseSets(initial));
  const typed = (value: string) => {
    setText(value);
    onChange(value);
  };
  if (kind === "sets")
    return (
      <SetsEditor
        value={sets}
        onChange={(next) => {
          setSets(next);
          onChange(JSON.stringify(next));
        }}
      />
    );
  if (kind === "time")
    return (
      <Input
        id={id}
        aria-label={label}
        type="time"
        className="w-36"
        value={text}
        onChange={(e) => typed(e.target.value)}
      />
    );
  return (
    <Textarea
      id={id}
      aria-label={label}
      rows={2}
      value={text}
      onChange={(e) => typed(e.target.value)}
    />
  );
}

/** What an unchanged answer would send: compared with a draft to tell what was typed. */
export const answerBaseline = (kind: AdvanceKind, initial: string | null) =>
  kind === "sets" ? JSON.stringify(parseSets(initial)) : (initial ?? "");

/** One question's input and its own Save (a manager's edit of one item). */
export function AnswerInput({
  kind,
  label,
  initial,
  pending,
  onSave,
}: {
  kind: AdvanceKind;
  label: string;
  initial: string | null;
  pending: boolean;
  onSave(value: string): void;
}) {
  const [value, setValue] = useState(() => answerBaseline(kind, initial));
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(value);
      }}
    >
      <AnswerField kind={kind} label={label} initial={initial} onChange={setValue} />
      <Button type="submit" size="sm" className="justify-self-start" disabled={pending}>
        {pending
          ? t({ id: "logistics.advance.saving", defaultMessage: "Saving..." })
          : t({ id: "logistics.advance.saveItem", defaultMessage: "Save {item}" }, { item: label })}
      </Button>
    </form>
  );
}
