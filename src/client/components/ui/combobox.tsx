import { Check, ChevronsUpDown } from "lucide-react";
import { type Ref, useEffect, useId, useRef, useState } from "react";
import { t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";

interface ComboboxProps {
  value: string;
  onChange(value: string): void;
  options: readonly string[];
  /** The options matching what was typed, in the order to list them. */
  search(options: readonly string[], query: string): string[];
  label?(option: string): string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** Shown when nothing matches. */
  emptyText?: string;
  /** id and aria-* come from FormField and land on the input, which the label names. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * A text box that filters a long list (ARIA 1.2 combobox with a listbox): type to search,
 * ↑/↓ to move, Enter to choose, Escape to close (without closing the dialog around it).
 * The list is part of the page flow, so a dialog that scrolls never clips it.
 */
export function Combobox({
  value,
  onChange,
  options,
  search,
  label = (o) => o,
  name,
  ref,
  emptyText = t({ id: "components.combobox.noMatch", defaultMessage: "No match" }),
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const matches = open ? search(options, query) : [];
  const optionId = (i: number) => `${listId}-${i}`;

  const close = () => {
    setOpen(false);
    setQuery("");
  };
  const choose = (option: string) => {
    onChange(option);
    close();
  };
  const openList = () => {
    setOpen(true);
    setActive(Math.max(0, options.indexOf(value)));
  };

  // Escape closes the list only: taken before the dialog's own (document) listener sees it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.stopPropagation();
      setOpen(false);
      setQuery("");
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the active option moves
  useEffect(() => {
    listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: "nearest" });
  }, [active, open]);

  const move = (by: number) => {
    if (!open) return openList();
    if (matches.length === 0) return;
    setActive((i) => (Math.min(i, matches.length - 1) + by + matches.length) % matches.length);
  };

  const current = Math.min(active, matches.length - 1);
  return (
    <div className="grid gap-1">
      <div className="relative">
        <input
          ref={ref}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && current >= 0 ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          className="flex h-9 w-full min-w-0 rounded-md border border-input bg-background py-1 pr-8 pl-3 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive md:text-sm"
          value={open ? query : label(value)}
          placeholder={open ? label(value) : undefined}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => (open ? undefined : openList())}
          onBlur={close}
          onChange={(e) => {
            setQuery(e.target.value);
            // A cleared search lists everything again, from the chosen zone.
            setActive(e.target.value.trim() ? 0 : Math.max(0, options.indexOf(value)));
            setOpen(true);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") move(1);
            else if (e.key === "ArrowUp") move(-1);
            else if (e.key === "Enter" && open) {
              const chosen = matches[current];
              if (chosen) choose(chosen);
            } else return;
            e.preventDefault();
          }}
          {...aria}
        />
        <ChevronsUpDown
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-50"
          aria-hidden="true"
        />
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t({ id: "components.combobox.matches", defaultMessage: "Matches" })}
        hidden={!open || matches.length === 0}
        className="max-h-56 overflow-y-auto rounded-md border bg-popover p-1 text-sm shadow-md"
      >
        {matches.map((option, i) => (
          // The text box has the focus and the keys (aria-activedescendant); a click chooses.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the text box
          <div
            key={option}
            id={optionId(i)}
            role="option"
            aria-selected={option === value}
            tabIndex={-1}
            data-active={i === current}
            className={cn(
              "flex cursor-default items-center justify-between gap-2 rounded-sm px-2 py-1.5",
              i === current && "bg-accent text-accent-foreground",
            )}
            // Keep the focus in the text box; the click chooses.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => setActive(i)}
            onClick={() => choose(option)}
          >
            <span className="min-w-0 break-words">{label(option)}</span>
            {option === value && <Check className="size-4 shrink-0" aria-hidden="true" />}
          </div>
        ))}
      </div>
      {open && matches.length === 0 && (
        <p role="status" className="px-2 text-sm text-muted-foreground">
          {emptyText}
        </p>
      )}
    </div>
  );
}
