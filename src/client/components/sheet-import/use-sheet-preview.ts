import { useEffect, useRef, useState } from "react";
import { MAX_IMPORT_BYTES, sheetTooLarge } from "@/domain/imports/limits";
import { SheetRefused } from "./send-sheet";

/**
 * The state of an import dialog: the sheet, the person's choices, and the server's preview
 * of them. Every change of the sheet or of a choice asks the server again; only the last
 * answer counts. Everything is forgotten when the dialog closes.
 */
export function useSheetPreview<C extends object, A>(
  open: boolean,
  preview: (sheet: Blob, choices: C) => Promise<A>,
) {
  const [sheet, setSheetState] = useState<Blob | null>(null);
  const [choices, setChoices] = useState<C>({} as C);
  const [answer, setAnswer] = useState<A | null>(null);
  const [refused, setRefused] = useState<SheetRefused | Error | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const latest = useRef(0);
  const previewRef = useRef(preview);
  previewRef.current = preview;

  useEffect(() => {
    if (!open) {
      setSheetState(null);
      setChoices({} as C);
      setAnswer(null);
      setRefused(null);
    }
  }, [open]);

  useEffect(() => {
    if (!sheet) return;
    const request = ++latest.current;
    setPreviewing(true);
    previewRef
      .current(sheet, choices)
      .then((a) => {
        if (request !== latest.current) return;
        setAnswer(a);
        setRefused(null);
      })
      .catch((err: Error) => {
        if (request !== latest.current) return;
        setAnswer(null);
        setRefused(err);
      })
      .finally(() => {
        if (request === latest.current) setPreviewing(false);
      });
  }, [sheet, choices]);

  /** A new sheet (a file or pasted text): the choices start again from the server's guesses. */
  function setSheet(next: Blob | null) {
    setChoices({} as C);
    setAnswer(null);
    if (next && next.size > MAX_IMPORT_BYTES) {
      setSheetState(null);
      setRefused(new Error(sheetTooLarge()));
      return;
    }
    setRefused(null);
    setSheetState(next);
  }

  /** The sheet's header as read: from the preview, or from a refusal for want of columns. */
  const header =
    (answer as { reading?: { header?: string[] } } | null)?.reading?.header ??
    (refused instanceof SheetRefused ? refused.reading?.header : undefined);

  return { sheet, setSheet, choices, setChoices, answer, refused, previewing, header };
}
