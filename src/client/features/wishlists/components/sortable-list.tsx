import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

interface Identified {
  id: string;
  title: string;
}

export interface SortableListProps<T extends Identified> {
  items: readonly T[];
  label: string;
  /**
   * Called once an item has been dropped in a new place: the moved item, the item it now stands before (null:
   * last) and every id in the new order.
   */
  onReorder(move: { itemId: string; beforeItemId: string | null; ids: string[] }): void;
  renderItem(item: T, handle: ReactNode): ReactNode;
  disabled?: boolean;
}

const INSTRUCTIONS =
  'To reorder, press Space or Enter on an item’s handle to pick it up, use the Up and Down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.';

function SortableRow<T extends Identified>({ item, renderItem, disabled }: { item: T; renderItem: SortableListProps<T>['renderItem']; disabled?: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${item.title}`}
      className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="wishlist-item"
      data-item-id={item.id}
      className={cn('relative', isDragging && 'z-10 opacity-90 shadow-soft')}
    >
      {renderItem(item, handle)}
    </li>
  );
}

/**
 * A list the owner can reorder by dragging an item's handle, or from the keyboard (dnd-kit's keyboard sensor:
 * Space to lift, arrows to move, Space to drop), with what happens read out by a live region.
 */
export function SortableList<T extends Identified>({ items, label, onReorder, renderItem, disabled }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => items.find((item) => item.id === id)?.title ?? 'Item';
  const positionOf = (id: string | number) => items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} moved to position ${positionOf(over.id)} of ${items.length}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${titleOf(active.id)} went back to position ${positionOf(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from < 0 || to < 0) return;
    const ids = arrayMove([...items], from, to).map((item) => item.id);
    const at = ids.indexOf(String(active.id));
    onReorder({ itemId: String(active.id), beforeItemId: ids[at + 1] ?? null, ids });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} className="flex flex-col gap-3">
          {items.map((item) => (
            <SortableRow key={item.id} item={item} renderItem={renderItem} disabled={disabled} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
