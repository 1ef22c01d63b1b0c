// How far each slider moves per button press (docs/behaviour/public-site.md#generated-layout).
export const sliderSteps = {
  weather: 160,
  products: 300,
  contractors: 300,
} as const;

export interface SliderEdges {
  atStart: boolean;
  atEnd: boolean;
}

/** Scroll positions are fractional on zoomed or high-density screens: a pixel either way counts as the edge. */
const tolerancePx = 1;

/** Whether a scrolled track is at its first or last position (a track that fits is at both). */
export function sliderEdges(track: { scrollLeft: number; clientWidth: number; scrollWidth: number }): SliderEdges {
  return {
    atStart: track.scrollLeft <= tolerancePx,
    atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - tolerancePx,
  };
}

/** The horizontal offset of one press: a step back or forward. */
export function stepOffset(step: number, direction: 'previous' | 'next'): number {
  return direction === 'next' ? step : -step;
}
