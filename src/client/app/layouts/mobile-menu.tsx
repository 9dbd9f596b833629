import type { ReactNode } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/client/components/ui/sheet";
import { t } from "@/client/i18n/t";

/**
 * The sidebar as a sheet on a phone. Its own chunk, loaded the first time the menu opens: the
 * dialog machinery (focus trap, scroll lock) is not part of the dashboard's first load
 * (decision 10). Focus goes back to the menu button as it closes (ui/sheet.tsx).
 */
export function MobileMenuSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetTitle className="sr-only">
          {t({ id: "app.mobileMenu.title", defaultMessage: "Menu" })}
        </SheetTitle>
        <SheetDescription className="sr-only">
          {t({ id: "app.mobileMenu.description", defaultMessage: "Dashboard navigation" })}
        </SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
