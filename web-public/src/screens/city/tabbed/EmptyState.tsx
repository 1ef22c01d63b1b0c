interface EmptyStateProps {
  title: string;
  detail?: string;
}

/** A tab's or section's 'nothing here' message: its sentence, then its second line. */
export function EmptyState({ title, detail }: EmptyStateProps) {
  return (
    <div className="tc-empty">
      <p className="tc-empty-title">{title}</p>
      {detail ? <p className="tc-empty-detail">{detail}</p> : null}
    </div>
  );
}
