import { weatherIcon } from '@local-seo/weather-display';
import { WeatherSymbol } from './WeatherSymbol';

interface CurrentSkyProps {
  /** The condition's words as the provider gives them ('Light rain'); they pick the symbol too. */
  condition: string;
  /** The temperature now, formatted in the chosen unit. */
  temperature: string;
  symbolSize: number;
  /** The layout's own classes: the row, the temperature and the condition. */
  classNames: { row: string; temperature: string; condition: string };
}

/** The weather now at a glance: the sky's symbol beside the temperature and the condition. */
export function CurrentSky({ condition, temperature, symbolSize, classNames }: CurrentSkyProps) {
  return (
    <div className={classNames.row}>
      <WeatherSymbol icon={weatherIcon(condition)} size={symbolSize} />
      <div>
        <p className={classNames.temperature}>{temperature}</p>
        <p className={classNames.condition}>{condition}</p>
      </div>
    </div>
  );
}
