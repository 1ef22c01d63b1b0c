import { describe, expect, it } from 'vitest';
import { sliderEdges, sliderSteps, stepOffset } from './slider-rules';

describe('slider steps', () => {
  it('moves the forecast by 160 px and products and contractors by 300 px', () => {
    expect(sliderSteps).toEqual({ weather: 160, products: 300, contractors: 300 });
    expect(stepOffset(sliderSteps.weather, 'next')).toBe(160);
    expect(stepOffset(sliderSteps.products, 'previous')).toBe(-300);
  });
});

describe('sliderEdges', () => {
  it('is at the start before any scrolling', () => {
    expect(sliderEdges({ scrollLeft: 0, clientWidth: 600, scrollWidth: 1800 })).toEqual({ atStart: true, atEnd: false });
  });

  it('is at neither edge in the middle', () => {
    expect(sliderEdges({ scrollLeft: 300, clientWidth: 600, scrollWidth: 1800 })).toEqual({ atStart: false, atEnd: false });
  });

  it('is at the end when the last card is in view, allowing for fractional pixels', () => {
    expect(sliderEdges({ scrollLeft: 1200, clientWidth: 600, scrollWidth: 1800 })).toEqual({ atStart: false, atEnd: true });
    expect(sliderEdges({ scrollLeft: 1199.5, clientWidth: 600, scrollWidth: 1800 })).toEqual({ atStart: false, atEnd: true });
  });

  it('is at both edges when everything fits', () => {
    expect(sliderEdges({ scrollLeft: 0, clientWidth: 900, scrollWidth: 900 })).toEqual({ atStart: true, atEnd: true });
  });
});
