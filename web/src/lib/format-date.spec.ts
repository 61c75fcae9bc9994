import { describe, expect, it } from '@jest/globals';
import { todayIn } from './format-date';

describe("the business's today", () => {
  it("is the day on the business's calendar, not the browser's: 5:19 UTC on Dec 1 is still Nov 30 in Chicago", () => {
    const instant = new Date('2026-12-01T05:19:00Z');
    expect(todayIn('America/Chicago', instant)).toBe('2026-11-30');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-12-01');
  });
});
