/**
 * Where focus (and, with automatic activation, the selection) moves in a
 * tablist for a key (WAI-ARIA Authoring Practices, tabs pattern): the arrows
 * wrap around, Home and End jump to the ends. Null: the key is not the tablist's.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
