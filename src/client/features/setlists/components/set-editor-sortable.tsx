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
  const name = (id: string | number) => lines.find((l) => l.key === id)?.title ?? "line";
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, line ${at(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over line ${at(over.id)} of ${total}.`
        : `${name(active.id)} is no longer over a line.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at line ${at(over.id)} of ${total}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving ${name(active.id)} cancelled; it stays at line ${at(active.id)}.`,
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
          draggable:
            "To move this line, press Space. While moving, use the up and down arrow keys, then Space to drop it or Escape to cancel.",
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
