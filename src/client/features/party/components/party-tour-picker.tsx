import { Badge } from "@/client/components/ui/badge";
import { Label } from "@/client/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import type { TourOption } from "@/client/lib/tour-options";
import { tourStatusLabel } from "@/domain/tours/tour-status";

/** The tour whose party is shown, with its status as every picker shows it (docs/product.md §5.1). */
export function PartyTourPicker({
  tours,
  value,
  onChange,
}: {
  tours: readonly TourOption[];
  value: string | null;
  onChange(tourId: string): void;
}) {
  return (
    <div className="grid gap-1.5 sm:max-w-md">
      <Label htmlFor="party-tour">Tour</Label>
      <Select value={value ?? ""} onValueChange={onChange}>
        <SelectTrigger id="party-tour" className="w-full">
          <SelectValue placeholder="Select a tour" />
        </SelectTrigger>
        <SelectContent>
          {tours.map((t) => (
            <SelectItem key={t.id} value={t.id}>
              <span className="flex items-center gap-2">
                <span className="truncate">{t.title}</span>
                <Badge variant={t.status === "active" ? "default" : "secondary"}>
                  {tourStatusLabel(t.status)}
                </Badge>
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
