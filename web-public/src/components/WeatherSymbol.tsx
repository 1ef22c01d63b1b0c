import type { WeatherIcon } from '@local-seo/weather-display';
import type { ReactNode } from 'react';
import './WeatherSymbol.css';

const cloud = 'M7 18h10a4 4 0 0 0 .6-7.96A5.5 5.5 0 0 0 7.1 9.02 4.5 4.5 0 0 0 7 18Z';
const rainCloud = 'M7 15h10a4 4 0 0 0 .6-7.96A5.5 5.5 0 0 0 7.1 6.02 4.5 4.5 0 0 0 7 15Z';

const shapes: Record<WeatherIcon, ReactNode> = {
  sun: (
    <>
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
    </>
  ),
  cloud: <path d={cloud} />,
  rain: (
    <>
      <path d={rainCloud} />
      <path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3" />
    </>
  ),
  snow: (
    <>
      <path d={rainCloud} />
      <path d="M8 18.5v.01M12 18.5v.01M16 18.5v.01M10 21.5v.01M14 21.5v.01" />
    </>
  ),
};

interface WeatherSymbolProps {
  icon: WeatherIcon;
  /** Width and height in px; set on the element so the space is reserved before CSS loads. */
  size: number;
}

/** The weather icon as inline SVG (no image request). Decorative: the condition text is beside it. */
export function WeatherSymbol({ icon, size }: WeatherSymbolProps) {
  return (
    <svg
      className={`weather-symbol weather-symbol--${icon}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[icon]}
    </svg>
  );
}
