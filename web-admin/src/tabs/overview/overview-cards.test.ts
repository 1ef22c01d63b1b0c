import type { PlatformStats } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { overviewCards } from './overview-cards';

const stats: PlatformStats = {
  activeProducts: 38,
  totalProducts: 40,
  totalLocations: 1250,
  locationProducts: 412,
  avgDeliveryRadius: '42.5',
  trends: { totalLocations: 12.5, activeProducts: null, locationProducts: -2, avgDeliveryRadius: 0 },
  totalContractors: 132,
  templateContractors: 99,
  authenticContractors: 33,
  brandCustomers: 7,
  unavailable: [],
};

describe('overview cards', () => {
  it('shows the four figures in the spec order, the radius in km', () => {
    expect(overviewCards(stats)).toEqual([
      { label: 'Total Locations', value: '1,250', trend: 12.5 },
      { label: 'Active Products', value: '38', trend: null },
      { label: 'Location-Product Links', value: '412', trend: -2 },
      { label: 'Avg Delivery Radius', value: '42.5 km', trend: 0 },
    ]);
  });

  it('reads 0 and 0.0 km with dashes for trends before the figures arrive', () => {
    expect(overviewCards(undefined).map((card) => [card.value, card.trend])).toEqual([
      ['0', null],
      ['0', null],
      ['0', null],
      ['0.0 km', null],
    ]);
  });
});
