import { cloneElement, type ReactElement, useId } from "react";
import { cn } from "@/client/lib/utils";
import { Label } from "./label";

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** The id of a message shown elsewhere that marks this control invalid (a row's error). */
  errorId?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its error shown next to it, wired for screen readers. */
export function FormField({ label, error, hint, className, errorId, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error || errorId ? true : undefined,
        "aria-describedby": error || hint ? messageId : errorId,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
