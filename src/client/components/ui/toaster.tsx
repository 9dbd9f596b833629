import { Toaster as Sonner } from "sonner";
import { toastColorVariables } from "./toast-colors";

/** The one toast system. Sonner's defaults are the spec's: 3 visible, 4000 ms, 356 px wide. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

export const Toaster = () => (
  <Sonner
    visibleToasts={TOAST_VISIBLE}
    duration={TOAST_DURATION_MS}
    richColors
    closeButton
    position="bottom-right"
    style={toastColorVariables}
  />
);
