// Issue 27: a boat's photos in a new order — one moved from `from` to `to` (drag and drop, or one step up
// or down by keyboard). Out-of-range moves leave the order as it is.
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
