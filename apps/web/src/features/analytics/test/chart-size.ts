import { beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out, so every element measures 0×0 and recharts draws nothing (and warns).
 * Each element measures as a card-sized box in these tests instead, so the charts render as in a
 * browser and a chart that throws fails the test. (The web project restores mocks between tests.)
 */
export function useChartSize(width = 640, height = 240) {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width, height }),
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  });
}
