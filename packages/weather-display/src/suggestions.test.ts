import { describe, expect, it } from 'vitest';
import { conditionCategory, fallbackTips, matchingSuggestions, recommendationsFor, relatedProductList } from './suggestions.js';

const stored = [
  { id: 1, weather_condition: 'Rain' },
  { id: 2, weather_condition: 'Light rain shower' },
  { id: 3, weather_condition: 'Sunny' },
  { id: 4, weather_condition: '  ' },
];

describe('matchingSuggestions', () => {
  it('matches by substring in either direction, ignoring case and spacing', () => {
    expect(matchingSuggestions('Moderate rain', stored).map((s) => s.id)).toEqual([1]);
    // 'Light rain' is inside the condition 'Light rain shower', and 'Rain' inside 'Light rain'.
    expect(matchingSuggestions('Light rain', stored).map((s) => s.id)).toEqual([1, 2]);
    expect(matchingSuggestions('rain  shower', stored).map((s) => s.id)).toEqual([1, 2]);
    expect(matchingSuggestions('SUNNY', stored).map((s) => s.id)).toEqual([3]);
  });

  it('matches nothing for an empty condition, and never matches a blank suggestion', () => {
    expect(matchingSuggestions('', stored)).toEqual([]);
    expect(matchingSuggestions(null, stored)).toEqual([]);
    expect(matchingSuggestions('Overcast', stored)).toEqual([]);
  });
});

describe('conditionCategory', () => {
  it.each([
    ['Sunny', 'sunny'],
    ['Clear sky', 'sunny'],
    ['Partly cloudy', 'cloudy'],
    ['Overcast', 'cloudy'],
    ['Patchy rain possible', 'rain'],
    ['Light drizzle', 'rain'],
    ['Thundery outbreaks possible', 'rain'],
    ['Light snow showers', 'snow'],
    ['Light sleet', 'snow'],
    ['Fog', 'fog'],
    ['Mist', 'fog'],
    ['Windy', 'wind'],
    ['Something new', 'default'],
    ['', 'default'],
  ])('%s gives the %s tips', (text, category) => expect(conditionCategory(text)).toBe(category));

  it('gives the wind tips on a windy dry day, not on a rainy one', () => {
    expect(conditionCategory('Sunny', 45)).toBe('wind');
    expect(conditionCategory('Partly cloudy', 39)).toBe('wind');
    expect(conditionCategory('Partly cloudy', 38)).toBe('cloudy');
    expect(conditionCategory('Heavy rain', 60)).toBe('rain');
    expect(conditionCategory(null, 50)).toBe('wind');
  });
});

describe('recommendationsFor', () => {
  it('answers the matching suggestions when there are some', () => {
    expect(recommendationsFor({ text: 'Moderate rain' }, stored)).toEqual({ kind: 'suggestions', suggestions: [stored[0]] });
  });

  it.each([
    ['Sunny', 'sunny', ['Premium Topsoil', 'Sod Installation', 'Decorative Stone', 'Mulch Application']],
    ['Cloudy', 'cloudy', ['Triple Mix Soil', 'Compost', 'Garden Mulch', 'Planting Soil']],
    ['Heavy rain', 'rain', ['Drainage Gravel', 'Sand for Drainage', 'Wait for Dry Weather', 'Indoor Planning']],
    ['Blizzard', 'snow', ['Road Salt', 'Winter Planning', 'Equipment Storage', 'Spring Preparation']],
    ['Windy', 'wind', ['Heavy Mulch', 'Soil Amendments', 'Avoid Light Materials', 'Secure Covers']],
    ['Freezing fog', 'fog', ['Wait for Visibility', 'Soil Testing', 'Project Planning', 'Material Ordering']],
    ['Unknown', 'default', ['Premium Soil Mix', 'Landscaping Stone', 'Organic Compost', 'Quality Mulch']],
  ])('otherwise the four spec tips: %s gives %s', (text, category, tips) => {
    expect(recommendationsFor({ text }, [])).toEqual({ kind: 'fallback', category, tips });
  });

  it('has four tips for every category', () => {
    for (const tips of Object.values(fallbackTips)) expect(tips).toHaveLength(4);
  });
});

describe('relatedProductList', () => {
  it('splits the comma-separated text and drops empty names', () => {
    expect(relatedProductList(' Drainage Gravel, Sand ,, ')).toEqual(['Drainage Gravel', 'Sand']);
    expect(relatedProductList(null)).toEqual([]);
  });
});
