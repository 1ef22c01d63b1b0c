import { Badge, type BadgeVariant } from '../../ui';
import { positionBadge, type PositionBadge as Badged } from './rules';

const variants: Record<Badged['tone'], BadgeVariant> = { top: 'highlight', normal: 'outline', unranked: 'muted' };

/** A keyword's position: highlighted at 10 or better, 'Not Ranked' without one. */
export function PositionBadge({ position }: { position: number | null }) {
  const badge = positionBadge(position);
  return (
    <Badge variant={variants[badge.tone]}>
      {badge.tone !== 'unranked' && <span className="visually-hidden">Position </span>}
      {badge.label}
    </Badge>
  );
}
