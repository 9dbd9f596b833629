import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input, Textarea } from "@/client/components/ui/input";
import { type AdvanceKind, parseSets, type ShowSet } from "@/domain/logistics/advances";

/** "Opener 20:00–20:30 · Headliner 21:00" from a running order stored as JSON. */
function setsText(value: string | null, clock: (t: string) => string = (t) => t) {
  return parseSets(value)
    .map((s) => `${s.performer} ${clock(s.start)}${s.end ? `–${clock(s.end)}` : ""}`)
    .join(" · ");
}

/** An agreed or proposed value as a person reads it. */
export function answerText(kind: AdvanceKind, value: string | null, clock: (t: string) => string) {
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
            aria-label={`Set ${i + 1} performer`}
            className="w-40"
            value={s.performer}
            onChange={(e) => set(i, { performer: e.target.value })}
          />
          <Input
            aria-label={`Set ${i + 1} start`}
            type="time"
            className="w-32"
            value={s.start}
            onChange={(e) => set(i, { start: e.target.value })}
          />
          <Input
            aria-label={`Set ${i + 1} end`}
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
            Remove
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
        Add a set
      </Button>
    </div>
  );
}

/** One question's input and its Save: a time, free text, or the running order of sets. */
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
  const id = useId();
  const [text, setText] = useState(kind === "sets" ? "" : (initial ?? ""));
  const [sets, setSets] = useState<ShowSet[]>(() => parseSets(initial));
  const value = kind === "sets" ? JSON.stringify(sets) : text;
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(value);
      }}
    >
      {kind === "sets" ? (
        <SetsEditor value={sets} onChange={setSets} />
      ) : kind === "time" ? (
        <Input
          id={id}
          aria-label={label}
          type="time"
          className="w-36"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      ) : (
        <Textarea
          id={id}
          aria-label={label}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      )}
      <Button type="submit" size="sm" className="justify-self-start" disabled={pending}>
        {pending ? "Saving..." : `Save ${label}`}
      </Button>
    </form>
  );
}
