interface ProductBadgesProps {
  names: readonly string[];
}

/** Suggested products as small badges; nothing when there are none. */
export function ProductBadges({ names }: ProductBadgesProps) {
  if (names.length === 0) return null;
  return (
    <ul className="tc-badges" aria-label="Suggested products">
      {names.map((name) => (
        <li key={name} className="tc-badge">
          {name}
        </li>
      ))}
    </ul>
  );
}
