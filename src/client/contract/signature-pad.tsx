import { useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { cn } from "@/client/lib/utils";
import { SIGNATURE_BOX, type Signature } from "@/domain/contracts/contracts";

/** The box the server takes strokes in (contracts ADR): 1000 × 300, at most 5000 points. */
const { width: W, height: H } = SIGNATURE_BOX;
const MAX_STROKES = 200;
const MAX_POINTS = 5000;

type Stroke = [number, number][];
const count = (strokes: Stroke[]) => strokes.reduce((n, s) => n + s.length, 0);

function draw(canvas: HTMLCanvasElement | null, strokes: Stroke[]) {
  const ctx = canvas?.getContext("2d");
  if (!canvas || !ctx) return;
  ctx.clearRect(0, 0, W, H);
  ctx.lineWidth = 6;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.strokeStyle = "#111827";
  for (const s of strokes) {
    ctx.beginPath();
    for (const [i, [x, y]] of s.entries()) {
      if (i) ctx.lineTo(x, y);
      else ctx.moveTo(x, y);
    }
    // A dot (a tap) is a stroke of one point: drawn as a tiny line so it shows.
    if (s.length === 1) ctx.lineTo(s[0]![0] + 0.5, s[0]![1]);
    ctx.stroke();
  }
}

/**
 * A signature: typed (the keyboard's way, and the default) or drawn with a finger, pen or
 * mouse on a canvas (pointer events, so touch and mouse are one code path). The strokes go
 * to the server as points, which it draws onto the signature page.
 */
export function SignaturePad({
  id,
  onChange,
}: {
  id: string;
  onChange(signature: Signature | null): void;
}) {
  const [mode, setMode] = useState<"typed" | "drawn">("typed");
  const [text, setText] = useState("");
  const strokes = useRef<Stroke[]>([]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [hasInk, setHasInk] = useState(false);

  const point = (e: React.PointerEvent<HTMLCanvasElement>): [number, number] => {
    const r = e.currentTarget.getBoundingClientRect();
    const x = Math.round(((e.clientX - r.left) / (r.width || W)) * W);
    const y = Math.round(((e.clientY - r.top) / (r.height || H)) * H);
    return [Math.min(W, Math.max(0, x)), Math.min(H, Math.max(0, y))];
  };
  const report = () => {
    const ink = strokes.current.some((s) => s.length > 0);
    setHasInk(ink);
    onChange(ink ? { kind: "drawn", strokes: strokes.current.map((s) => [...s]) } : null);
  };
  const choose = (next: "typed" | "drawn") => {
    setMode(next);
    if (next === "typed") onChange(text.trim() ? { kind: "typed", text: text.trim() } : null);
    else report();
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        {t({ id: "contracts.signature.legend", defaultMessage: "Signature" })}
      </legend>
      <div
        role="radiogroup"
        aria-label={t({ id: "contracts.signature.how", defaultMessage: "How to sign" })}
        className="flex gap-2"
      >
        {(["typed", "drawn"] as const).map((m) => (
          <Button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            variant={mode === m ? "default" : "outline"}
            size="sm"
            onClick={() => choose(m)}
          >
            {m === "typed"
              ? t({ id: "contracts.signature.typeIt", defaultMessage: "Type it" })
              : t({ id: "contracts.signature.drawIt", defaultMessage: "Draw it" })}
          </Button>
        ))}
      </div>
      {mode === "typed" ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-typed`}>
            {t({ id: "contracts.signature.typeLabel", defaultMessage: "Type your signature" })}
          </Label>
          <Input
            id={`${id}-typed`}
            value={text}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value);
              const typed = e.target.value.trim();
              onChange(typed ? { kind: "typed", text: typed } : null);
            }}
          />
          {text.trim() ? (
            <p
              aria-hidden="true"
              className="rounded-md border bg-white px-3 py-2 font-serif text-2xl italic text-gray-900"
            >
              {text}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-1">
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t({
              id: "contracts.signature.drawHint",
              defaultMessage: "Sign in the box with your finger, a pen or the mouse.",
            })}
          </p>
          <canvas
            ref={canvas}
            width={W}
            height={H}
            data-testid="signature-canvas"
            role="img"
            aria-label={
              hasInk
                ? t({ id: "contracts.signature.drawn", defaultMessage: "Your drawn signature" })
                : t({ id: "contracts.signature.empty", defaultMessage: "Empty signature box" })
            }
            aria-describedby={`${id}-hint`}
            // No scrolling or zooming while a finger signs.
            className={cn(
              "aspect-[10/3] w-full touch-none rounded-md border-2 border-dashed bg-white",
              hasInk && "border-solid",
            )}
            onPointerDown={(e) => {
              if (strokes.current.length >= MAX_STROKES || count(strokes.current) >= MAX_POINTS)
                return;
              // Keeps the stroke when the finger leaves the box mid-line; a pointer the
              // browser no longer tracks cannot be captured, and the stroke goes on without.
              try {
                e.currentTarget.setPointerCapture?.(e.pointerId);
              } catch {}
              drawing.current = true;
              strokes.current.push([point(e)]);
              draw(canvas.current, strokes.current);
            }}
            onPointerMove={(e) => {
              if (!drawing.current || count(strokes.current) >= MAX_POINTS) return;
              strokes.current.at(-1)?.push(point(e));
              draw(canvas.current, strokes.current);
            }}
            onPointerUp={() => {
              if (!drawing.current) return;
              drawing.current = false;
              report();
            }}
            onPointerCancel={() => {
              drawing.current = false;
              report();
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={!hasInk}
            onClick={() => {
              strokes.current = [];
              draw(canvas.current, []);
              report();
            }}
          >
            {t({ id: "contracts.signature.clear", defaultMessage: "Clear" })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
