import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CSSProperties, ReactNode } from "react";
import { t } from "@/client/i18n/t";

/** What a row needs to be dragged: its node, its motion, and the handle's wiring. */
export interface SortableLineProps {
  setNodeRef(node: HTMLElement | null): void;
  style: CSSProperties;
  dragging: boolean;
  handle: { ref(node: HTMLElement | null): void; props: Record<string, unknown> };
}

/**
 * Drag a set's lines into order the way Tours orders a tour's shows (tours'
 * sortable-show-list.tsx, the same dnd-kit pattern: features do not share code): with a
 * mouse, a finger on the handle (which does not scroll the page) or the keyboard (Space picks
 * a line up, arrows move it, Space drops it, Escape cancels), announced by title and place.
 */
export function SortableLines({
  lines,
  disabled,
  onMove,
  children,
}: {
  lines: readonly { key: string; title: string }[];
  disabled?: boolean;
  onMove(from: number, to: number): void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = lines.length;
  const at = (id: string | number) => lines.findIndex((l) => l.key === id) + 1;
  const name = (id: string | number) =>
    lines.find((l) => l.key === id)?.title ??
    t({ id: "setlists.sortable.line", defaultMessage: "line" });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t(
        {
          id: "setlists.sortable.pickedUp",
          defaultMessage: "Picked up {name}, line {position} of {total}.",
        },
        { name: name(active.id), position: at(active.id), total },
      ),
    onDragOver: ({ active, over }) =>
      over
        ? t(
            {
              id: "setlists.sortable.over",
              defaultMessage: "{name} is over line {position} of {total}.",
            },
            { name: name(active.id), position: at(over.id), total },
          )
        : t(
            { id: "setlists.sortable.notOver", defaultMessage: "{name} is no longer over a line." },
            { name: name(active.id) },
          ),
    onDragEnd: ({ active, over }) =>
      over
        ? t(
            {
              id: "setlists.sortable.droppedAt",
              defaultMessage: "{name} dropped at line {position} of {total}.",
            },
            { name: name(active.id), position: at(over.id), total },
          )
        : t(
            { id: "setlists.sortable.dropped", defaultMessage: "{name} dropped." },
            { name: name(active.id) },
          ),
    onDragCancel: ({ active }) =>
      t(
        {
          id: "setlists.sortable.cancelled",
          defaultMessage: "Moving {name} cancelled; it stays at line {position}.",
        },
        { name: name(active.id), position: at(active.id) },
      ),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(at(active.id) - 1, at(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t({
            id: "setlists.sortable.instructions",
            defaultMessage:
              "To move this line, press Space. While moving, use the up and down arrow keys, then Space to drop it or Escape to cancel.",
          }),
        },
      }}
    >
      <SortableContext
        items={lines.map((l) => l.key)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One line's part in the sortable list; rendered by the row through a render prop. */
export function SortableLine({
  id,
  children,
}: {
  id: string;
  children(props: SortableLineProps): ReactNode;
}) {
  const s = useSortable({ id });
  return children({
    setNodeRef: s.setNodeRef,
    style: {
      transform: CSS.Translate.toString(s.transform),
      transition: s.transition,
      position: "relative",
      zIndex: s.isDragging ? 10 : undefined,
    },
    dragging: s.isDragging,
    handle: { ref: s.setActivatorNodeRef, props: { ...s.attributes, ...s.listeners } },
  });
}
