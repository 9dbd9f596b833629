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
import type { ShowView } from "../api/tours";
import { unknownVenue } from "../tour-words";

/** What a row needs to be dragged: its node, its motion, and the handle's wiring. */
export interface SortableRowProps {
  setNodeRef(node: HTMLElement | null): void;
  style: CSSProperties;
  dragging: boolean;
  handle: {
    ref(node: HTMLElement | null): void;
    props: Record<string, unknown>;
  };
}

const nameOf = (shows: readonly ShowView[], id: string | number) => {
  const show = shows.find((s) => s.id === id);
  return show?.venue?.name || unknownVenue();
};
const positionOf = (shows: readonly ShowView[], id: string | number) =>
  shows.findIndex((s) => s.id === id) + 1;

/**
 * Drag to reorder with a mouse, a finger (the handle does not scroll the page) or the keyboard
 * (Space picks a show up, arrows move it, Space drops, Escape cancels), announced to screen
 * readers by venue name and position.
 */
export function SortableShows({
  shows,
  disabled,
  onMove,
  children,
}: {
  shows: readonly ShowView[];
  disabled: boolean;
  onMove(from: number, to: number): void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = shows.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t(
        {
          id: "tours.sortable.pickedUp",
          defaultMessage: "Picked up {name}, show {position} of {total}.",
        },
        { name: nameOf(shows, active.id), position: positionOf(shows, active.id), total },
      ),
    onDragOver: ({ active, over }) =>
      over
        ? t(
            {
              id: "tours.sortable.over",
              defaultMessage: "{name} is over position {position} of {total}.",
            },
            { name: nameOf(shows, active.id), position: positionOf(shows, over.id), total },
          )
        : t(
            {
              id: "tours.sortable.notOver",
              defaultMessage: "{name} is no longer over a position.",
            },
            { name: nameOf(shows, active.id) },
          ),
    onDragEnd: ({ active, over }) =>
      over
        ? t(
            {
              id: "tours.sortable.droppedAt",
              defaultMessage: "{name} dropped at position {position} of {total}.",
            },
            { name: nameOf(shows, active.id), position: positionOf(shows, over.id), total },
          )
        : t(
            { id: "tours.sortable.dropped", defaultMessage: "{name} dropped." },
            { name: nameOf(shows, active.id) },
          ),
    onDragCancel: ({ active }) =>
      t(
        {
          id: "tours.sortable.cancelled",
          defaultMessage: "Moving {name} cancelled; it stays at position {position}.",
        },
        { name: nameOf(shows, active.id), position: positionOf(shows, active.id) },
      ),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(positionOf(shows, active.id) - 1, positionOf(shows, over.id) - 1);
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
            id: "tours.sortable.instructions",
            defaultMessage:
              "To move this show, press Space. While moving, use the up and down arrow keys, then Space to drop it or Escape to cancel.",
          }),
        },
      }}
    >
      <SortableContext
        items={shows.map((s) => s.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One row's part in the sortable list; rendered by the row through a render prop. */
export function SortableItem({
  id,
  children,
}: {
  id: string;
  children(props: SortableRowProps): ReactNode;
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
