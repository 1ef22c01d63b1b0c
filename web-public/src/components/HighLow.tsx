import { formatTemperature, type TemperatureUnit } from '@local-seo/weather-display';

interface HighLowProps {
  highC: number;
  lowC: number;
  unit: TemperatureUnit;
  /** The layout's own classes: the paragraph, the high and the low. */
  classNames: { temperatures: string; high?: string; low: string };
}

/** A day's high and low in the chosen unit, each named for screen readers. */
export function HighLow({ highC, lowC, unit, classNames }: HighLowProps) {
  return (
    <p className={classNames.temperatures}>
      <span className={classNames.high}>
        <span className="visually-hidden">High </span>
        {formatTemperature(highC, unit)}
      </span>
      <span className={classNames.low}>
        <span className="visually-hidden">Low </span>
        {formatTemperature(lowC, unit)}
      </span>
    </p>
  );
}
