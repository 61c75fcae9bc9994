import { jest } from '@jest/globals';
import { AnalyticsNotice, AnalyticsRpc, SNAPSHOT_TTL_MS, type BusinessesChanged, type BusinessScope } from '@gv/proto';
import type { Services } from '../http/rpc';
import { FIGURES_KEEP_MS, KeptFigures } from './kept-figures';

/** Analytics as the gateway sees it: each call answers with how many calls came before, when the test says. */
function analytics() {
  const asked: { pattern: string; body: BusinessScope; answer: () => void }[] = [];
  let announce: ((notice: BusinessesChanged) => void) | undefined;
  const services = {
    call: (pattern: string, body: BusinessScope) =>
      new Promise((resolve) => {
        const cardsSold = asked.length;
        asked.push({ pattern, body, answer: () => resolve(pattern === AnalyticsRpc.totals ? { cardsSold } : { days: [], cardsSold }) });
      }),
    onNotice: (subject: string, listener: (notice: BusinessesChanged) => void) => {
      expect(subject).toBe(AnalyticsNotice.businessesChanged);
      announce = listener;
      return () => (announce = undefined);
    },
  };
  const figures = new KeptFigures(services as unknown as Services);
  /** Asks, answers every call on its way, and gives the answer. */
  const answered = async <T>(asking: Promise<T>) => {
    for (const call of asked) call.answer();
    return asking;
  };
  return { asked, figures, answered, changed: (notice: BusinessesChanged) => announce!(notice), listening: () => announce !== undefined };
}

const sold = (answer: unknown) => (answer as { cardsSold: number }).cardsSold;

describe("the gateway's kept dashboard figures", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks analytics once for a business and a kind of figure, and answers from memory until FIGURES_KEEP_MS passed', async () => {
    const { asked, figures, answered } = analytics();
    expect(sold(await answered(figures.totals('harbor', false)))).toBe(0);
    expect(sold(await figures.totals('harbor', false))).toBe(0);
    expect(sold(await answered(figures.totals('harbor', true)))).toBe(1);
    expect(sold(await answered(figures.daily('harbor', false)))).toBe(2);
    expect(sold(await answered(figures.totals('mountain', false)))).toBe(3);
    expect(asked.map(({ pattern, body }) => [pattern, body.businessSlug, body.testData])).toEqual([
      [AnalyticsRpc.totals, 'harbor', false],
      [AnalyticsRpc.totals, 'harbor', true],
      [AnalyticsRpc.daily, 'harbor', false],
      [AnalyticsRpc.totals, 'mountain', false],
    ]);
    expect(asked.every(({ body }) => body.mustSee === undefined)).toBe(true);

    await jest.advanceTimersByTimeAsync(FIGURES_KEEP_MS);
    expect(sold(await answered(figures.totals('harbor', false)))).toBe(4);
  });

  it("drops the kept figures of the businesses a notice names, and only theirs; the next calls carry the notice's transaction", async () => {
    const { asked, figures, answered, changed } = analytics();
    await answered(Promise.all([figures.totals('harbor', false), figures.daily('harbor', false), figures.totals('mountain', false)]));
    changed({ businessSlugs: ['harbor'], xid: '42' });

    expect(sold(await answered(figures.totals('harbor', false)))).toBe(3);
    expect(sold(await answered(figures.daily('harbor', false)))).toBe(4);
    expect(sold(await figures.totals('mountain', false))).toBe(2);
    expect(asked.slice(3).map(({ body }) => body.mustSee)).toEqual([['42'], ['42']]);
  });

  it('answers the callers of a call on its way when a notice comes, but keeps nothing of it', async () => {
    const { asked, figures, answered, changed } = analytics();
    const before = figures.totals('harbor', false);
    changed({ businessSlugs: ['harbor'], xid: '42' });
    expect(sold(await answered(before))).toBe(0);
    expect(sold(await answered(figures.totals('harbor', false)))).toBe(1);
    expect(asked[1].body.mustSee).toEqual(['42']);
  });

  it("carries each change heard for analytics' SNAPSHOT_TTL_MS, after which no replica keeps a snapshot read before it", async () => {
    const { asked, figures, answered, changed } = analytics();
    changed({ businessSlugs: ['harbor', 'mountain'], xid: '42' });
    await jest.advanceTimersByTimeAsync(SNAPSHOT_TTL_MS - 1);
    changed({ businessSlugs: ['harbor'], xid: '43' });
    await answered(Promise.all([figures.totals('harbor', false), figures.totals('mountain', false)]));
    expect(asked.map(({ body }) => body.mustSee)).toEqual([['42', '43'], ['42']]);

    await jest.advanceTimersByTimeAsync(1);
    changed({ businessSlugs: ['harbor'], xid: '44' });
    await answered(figures.totals('harbor', true));
    await jest.advanceTimersByTimeAsync(FIGURES_KEEP_MS);
    await answered(Promise.all([figures.totals('harbor', false), figures.totals('mountain', false)]));
    expect(asked.slice(2).map(({ body }) => body.mustSee)).toEqual([['43', '44'], undefined, undefined]);
  });

  it('stops listening to notices when the gateway closes', () => {
    const { figures, listening } = analytics();
    expect(listening()).toBe(true);
    figures.onModuleDestroy();
    expect(listening()).toBe(false);
  });
});
