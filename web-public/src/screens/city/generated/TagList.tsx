interface TagListProps {
  /** The list's accessible name ('Services', 'Suggested products'). */
  label: string;
  tags: readonly string[];
}

/** A row of small labels (.gen-tags); nothing at all when there are none. */
export function TagList({ label, tags }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="gen-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
