import { describe, expect, it } from 'vitest';
import { dayProductBadges } from './day-badges';

const suggestion = (id: number, weather_condition: string, related_products: string | null) => ({ id, weather_condition, related_products });

describe('dayProductBadges', () => {
  const suggestions = [
    suggestion(1, 'Rain', 'Drainage Gravel, Clear Stone'),
    suggestion(2, 'Light rain', 'Clear Stone, Sand for Drainage, River Rock'),
    suggestion(3, 'Sunny', 'Premium Topsoil'),
  ];

  it("shows the related products of every suggestion whose condition matches the day's, without repeats", () => {
    expect(dayProductBadges({ conditionText: 'Light rain' }, suggestions)).toEqual(['Drainage Gravel', 'Clear Stone', 'Sand for Drainage']);
  });

  it('matches by substring in either direction, ignoring case', () => {
    expect(dayProductBadges({ conditionText: 'sunny' }, suggestions)).toEqual(['Premium Topsoil']);
    expect(dayProductBadges({ conditionText: 'Sun' }, suggestions)).toEqual(['Premium Topsoil']);
  });

  it('keeps to the limit', () => {
    expect(dayProductBadges({ conditionText: 'Light rain' }, suggestions, 2)).toEqual(['Drainage Gravel', 'Clear Stone']);
  });

  it("falls back to the tips of the day's condition when no suggestion matches", () => {
    expect(dayProductBadges({ conditionText: 'Heavy snow' }, suggestions)).toEqual(['Road Salt', 'Winter Planning', 'Equipment Storage']);
    expect(dayProductBadges({ conditionText: 'Overcast' }, [])).toEqual(['Triple Mix Soil', 'Compost', 'Garden Mulch']);
  });

  it('uses the wind tips on a windy day whose sky has no suggestion', () => {
    expect(dayProductBadges({ conditionText: 'Partly cloudy', windKph: 45 }, [])).toEqual(['Heavy Mulch', 'Soil Amendments', 'Avoid Light Materials']);
  });

  it('falls back to the tips when the matching suggestions name no products', () => {
    expect(dayProductBadges({ conditionText: 'Fog' }, [suggestion(4, 'Fog', null)])).toEqual(['Wait for Visibility', 'Soil Testing', 'Project Planning']);
  });
});
