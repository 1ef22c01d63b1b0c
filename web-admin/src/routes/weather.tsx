import { createFileRoute } from '@tanstack/react-router';
import { WeatherTab } from '../tabs/weather/weather-tab';

export const Route = createFileRoute('/weather')({
  component: WeatherTab,
});
