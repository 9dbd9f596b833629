import { Badge } from "@/client/components/ui/badge";
import { Label } from "@/client/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import { tourStatusLabel } from "@/domain/tours/tour-status";

export interface TourOption {
  id: string;
  title: string;
  /** As the server derives it (tourStatus): the word the Tours list and the Overview show. */
  status: string;
}

const statusVariant: Record<string, "default" | "secondary" | "outline"> = {
  active: "default",
  planning: "secondary",
};

/** docs/product.md §5.1: the tour selector (Logistics & Finances, Party & pay); each tour carries its status, as on every page. */
export function TourPicker({
  tours,
  value,
  onChange,
  id = "finance-tour",
}: {
  tours: readonly TourOption[];
  value: string | null;
  onChange(tourId: string): void;
  /** The select's id, unique on its page. */
  id?: string;
}) {
  return (
    <div className="grid gap-1.5 sm:max-w-md">
      <Label htmlFor={id}>Tour</Label>
      <Select value={value ?? ""} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue placeholder="Select a tour" />
        </SelectTrigger>
        <SelectContent>
          {tours.map((t) => (
            <SelectItem key={t.id} value={t.id}>
              <span className="flex items-center gap-2">
                <span className="truncate">{t.title}</span>
                <Badge variant={statusVariant[t.status] ?? "outline"}>
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
