import type { Prisma } from '../generated/prisma/client.js';
import type { WeatherReading } from '../providers/provider.js';

/** One provider answer as a weather_data row (the fields staff see), beside the Weather shape the pages get. */
export function toWeatherData(reading: WeatherReading): Omit<Prisma.WeatherDataUncheckedCreateInput, 'cityId'> {
  const { current, forecast } = reading.weather;
  const { details } = reading;
  const day = (index: number) => {
    const entry = forecast.forecastday[index];
    const extra = details.days[index];
    return {
      maxC: entry?.day.maxtemp_c ?? null,
      minC: entry?.day.mintemp_c ?? null,
      condition: entry?.day.condition.text || null,
      chanceOfRain: entry?.day.daily_chance_of_rain ?? null,
      precipMm: extra?.precipMm ?? null,
      et0: extra?.et0 ?? null,
    };
  };
  const [day1, day2, day3] = [day(0), day(1), day(2)];
  return {
    provider: reading.provider,
    requestTimestamp: reading.fetchedAt,
    apiResponse: reading.raw as Prisma.InputJsonValue,
    weather: reading.weather as unknown as Prisma.InputJsonValue,
    timezone: reading.timezone,
    tempC: current.temp_c,
    tempF: current.temp_f,
    condition: current.condition.text || null,
    humidity: current.humidity,
    windKph: current.wind_kph,
    windDirection: details.windDirection,
    precipMm: details.precipMm,
    uv: current.uv,
    pressureMb: details.pressureMb,
    et0: details.et0,
    shortwaveRadiation: details.shortwaveRadiation,
    diffuseRadiation: details.diffuseRadiation,
    day1MaxC: day1.maxC,
    day1MinC: day1.minC,
    day1Condition: day1.condition,
    day1ChanceOfRain: day1.chanceOfRain,
    day1PrecipMm: day1.precipMm,
    day1Et0: day1.et0,
    day2MaxC: day2.maxC,
    day2MinC: day2.minC,
    day2Condition: day2.condition,
    day2ChanceOfRain: day2.chanceOfRain,
    day2PrecipMm: day2.precipMm,
    day2Et0: day2.et0,
    day3MaxC: day3.maxC,
    day3MinC: day3.minC,
    day3Condition: day3.condition,
    day3ChanceOfRain: day3.chanceOfRain,
    day3PrecipMm: day3.precipMm,
    day3Et0: day3.et0,
    co: details.airQuality?.co ?? null,
    no2: details.airQuality?.no2 ?? null,
    o3: details.airQuality?.o3 ?? null,
    pm25: details.airQuality?.pm25 ?? null,
    pm10: details.airQuality?.pm10 ?? null,
    sunrise: details.astro?.sunrise ?? null,
    sunset: details.astro?.sunset ?? null,
    moonPhase: details.astro?.moonPhase ?? null,
    moonIllumination: details.astro?.moonIllumination ?? null,
  };
}
