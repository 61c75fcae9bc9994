import { jest } from '@jest/globals';
import { holdTheClock } from '../../../../test/held-clock';
import { BusinessSnapshots } from './business-snapshots';
import { TransactionSnapshot } from './transaction-snapshot';

interface Figures {
  sold: number;
  seen: TransactionSnapshot;
}

interface PausedRead {
  businessSlug: string;
  answer: (sold: number, seen: string) => void;
}

/** Snapshots kept for `keepMs` over a database read that answers when the test says, with the figures and the snapshot it read them in. */
function pausedSnapshots(keepMs: number) {
  const reads: PausedRead[] = [];
  const read = (businessSlug: string) =>
    new Promise<Figures>((resolve) => reads.push({ businessSlug, answer: (sold, seen) => resolve({ sold, seen: TransactionSnapshot.parse(seen) }) }));
  return { reads, snapshots: new BusinessSnapshots(read, keepMs) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
/** Once the reads under way have started, the `count`th is the last, and its answer (`sold`, as seen in `seen`) reaches `caller`. */
async function answerRead(reads: PausedRead[], count: number, caller: Promise<Figures>, sold: number, seen: string) {
  await settle();
  expect(reads).toHaveLength(count);
  reads[count - 1].answer(sold, seen);
  expect((await caller).sold).toBe(sold);
}

/** Harbor's snapshot is kept: asked for again, it answers `sold` with no other read than the `readsSoFar`. */
async function expectKept(snapshots: BusinessSnapshots<Figures>, reads: PausedRead[], sold: number, readsSoFar: number) {
  expect((await snapshots.of('harbor')).sold).toBe(sold);
  expect(reads).toHaveLength(readsSoFar);
}

/** What a transaction's own statement sees: nothing in progress before it. */
const NOTHING_IN_PROGRESS = TransactionSnapshot.parse('1:1:');

/** Snapshots kept for a second, harbor's read (3 sold) and kept. */
async function harborKeptWithThreeSold() {
  const { reads, snapshots } = pausedSnapshots(1_000);
  const first = snapshots.of('harbor');
  await settle();
  reads[0].answer(3, '5:5:');
  await first;
  return { reads, snapshots };
}

describe('snapshots of businesses held in memory', () => {
  afterEach(() => jest.useRealTimers());

  it('reads once for every caller asking at the same time, then answers from memory until the snapshot expires', async () => {
    holdTheClock();
    const { reads, snapshots } = pausedSnapshots(1_000);
    const asked = Array.from({ length: 20 }, () => snapshots.of('harbor'));
    await settle();
    expect(reads).toHaveLength(1);
    reads[0].answer(3, '5:5:');
    expect((await Promise.all(asked)).map((figures) => figures.sold)).toEqual(Array(20).fill(3));
    await expectKept(snapshots, reads, 3, 1);

    jest.setSystemTime(Date.now() + 999);
    expect((await snapshots.of('harbor')).sold).toBe(3);
    jest.setSystemTime(Date.now() + 1);
    const later = snapshots.of('harbor');
    await answerRead(reads, 2, later, 4, '5:5:');
  });

  it('reads again in the background for a snapshot asked for in the second half of its time, answering from it meanwhile', async () => {
    holdTheClock();
    const { reads, snapshots } = await harborKeptWithThreeSold();
    jest.setSystemTime(Date.now() + 499);
    await expectKept(snapshots, reads, 3, 1);
    jest.setSystemTime(Date.now() + 1);
    expect((await snapshots.of('harbor')).sold).toBe(3);
    await expectKept(snapshots, reads, 3, 2);
    reads[1].answer(4, '5:5:');
    await settle();
    expect((await snapshots.of('harbor')).sold).toBe(4);
    // The new snapshot is kept its own full time.
    jest.setSystemTime(Date.now() + 499);
    await expectKept(snapshots, reads, 4, 2);
  });

  it('keeps no background read that was under way when the business changed', async () => {
    holdTheClock();
    const { reads, snapshots } = await harborKeptWithThreeSold();
    jest.setSystemTime(Date.now() + 600);
    expect((await snapshots.of('harbor')).sold).toBe(3);
    snapshots.changing(['harbor'], 7n, NOTHING_IN_PROGRESS);
    reads[1].answer(3, '5:5:');
    const after = snapshots.of('harbor');
    await answerRead(reads, 3, after, 4, '8:8:');
  });

  it('reads again when the clock was set back since the snapshot was kept', async () => {
    holdTheClock();
    const { reads, snapshots } = await harborKeptWithThreeSold();
    jest.setSystemTime(Date.now() - 3_600_000);
    const later = snapshots.of('harbor');
    await answerRead(reads, 2, later, 4, '5:5:');
  });

  it('keeps one snapshot per business', async () => {
    const { reads, snapshots } = pausedSnapshots(60_000);
    const [harbor, spa] = [snapshots.of('harbor'), snapshots.of('spa')];
    await settle();
    expect(reads.map((each) => each.businessSlug)).toEqual(['harbor', 'spa']);
    reads[0].answer(1, '5:5:');
    reads[1].answer(2, '5:5:');
    expect([(await harbor).sold, (await spa).sold]).toEqual([1, 2]);
  });

  it('reads again once a transaction of this process changed the business, and keeps what was read after its commit', async () => {
    const { reads, snapshots } = pausedSnapshots(60_000);
    await answerRead(reads, 1, snapshots.of('harbor'), 1, '5:5:');

    snapshots.changing(['harbor'], 7n, NOTHING_IN_PROGRESS);
    await answerRead(reads, 2, snapshots.of('harbor'), 2, '8:8:');
    await expectKept(snapshots, reads, 2, 2);
  });

  it('does not keep what was read while the changing transaction had not committed yet', async () => {
    const { reads, snapshots } = pausedSnapshots(60_000);
    snapshots.changing(['harbor'], 7n, NOTHING_IN_PROGRESS);
    const beforeCommit = snapshots.of('harbor');
    await answerRead(reads, 1, beforeCommit, 1, '7:8:7');

    const afterCommit = snapshots.of('harbor');
    await answerRead(reads, 2, afterCommit, 2, '8:8:');
    await expectKept(snapshots, reads, 2, 2);
  });

  it.each([
    {
      // The transaction commits while the read is under way; this caller may have arrived after it.
      name: 'reads again for a caller who joined a read begun before the commit, answering its starter with it',
      meanwhile: () => undefined,
      secondSeen: '8:8:',
    },
    {
      // Transaction 7 commits; transaction 9, changing another business, sees it finished.
      name: 'remembers a change while a read begun before its commit is in flight, though another transaction saw it commit',
      meanwhile: (snapshots: BusinessSnapshots<Figures>) => snapshots.changing(['spa'], 9n, TransactionSnapshot.parse('9:9:')),
      secondSeen: '10:10:',
    },
  ])('$name', async ({ meanwhile, secondSeen }) => {
    const { reads, snapshots } = pausedSnapshots(60_000);
    snapshots.changing(['harbor'], 7n, NOTHING_IN_PROGRESS);
    const starter = snapshots.of('harbor');
    await settle();
    meanwhile(snapshots);
    const joiner = snapshots.of('harbor');
    reads[0].answer(1, '7:8:7');
    expect((await starter).sold).toBe(1);
    await answerRead(reads, 2, joiner, 2, secondSeen);
  });

  it('lets no caller join a read that was under way when the business changed, nor keeps it', async () => {
    const { reads, snapshots } = pausedSnapshots(60_000);
    const before = snapshots.of('harbor');
    await settle();
    snapshots.changing(['harbor'], 7n, NOTHING_IN_PROGRESS);
    const after = snapshots.of('harbor');
    await answerRead(reads, 2, after, 2, '8:8:');
    // The older read, answering last, sees the change finished; yet it began before the change was announced.
    reads[0].answer(1, '8:8:');
    expect((await before).sold).toBe(1);
    expect((await snapshots.of('harbor')).sold).toBe(2);
  });

  it('keeps a snapshot read once a change that rolled back is no longer in progress', async () => {
    const { reads, snapshots } = pausedSnapshots(60_000);
    snapshots.changing(['harbor'], 7n, NOTHING_IN_PROGRESS);
    // Transaction 7 rolled back: a later read finds it neither in progress nor among its writes.
    const asked = snapshots.of('harbor');
    await answerRead(reads, 1, asked, 1, '9:9:');
    await expectKept(snapshots, reads, 1, 1);
  });

  it("reads again for a caller that must see another process's change the kept snapshot did not see, and keeps that read", async () => {
    const { reads, snapshots } = await harborKeptWithThreeSold();
    // Kept snapshot '5:5:' saw every transaction below 5 finish: a change of 4 is in it, one of 6 is not.
    expect((await snapshots.of('harbor', [4n])).sold).toBe(3);
    expect(reads).toHaveLength(1);

    const asked = snapshots.of('harbor', [6n]);
    await answerRead(reads, 2, asked, 4, '7:7:');
    expect((await snapshots.of('harbor', [6n])).sold).toBe(4);
    await expectKept(snapshots, reads, 4, 2);
  });

  it('does not answer a caller that must see a change from a read it joined that began before it', async () => {
    const { reads, snapshots } = pausedSnapshots(60_000);
    const first = snapshots.of('harbor');
    await settle();
    const mustSeeSix = snapshots.of('harbor', [6n]);
    await settle();
    // The read both joined saw transaction 6 in progress: the caller who must see it reads again.
    reads[0].answer(3, '5:7:6');
    expect((await first).sold).toBe(3);
    await answerRead(reads, 2, mustSeeSix, 4, '7:7:');
  });

  it('hands a failed read to its callers and reads again for the next', async () => {
    let fail = true;
    const snapshots = new BusinessSnapshots(async () => {
      if (fail) throw new Error('connection lost');
      return { sold: 5, seen: TransactionSnapshot.parse('5:5:') };
    }, 60_000);
    await expect(Promise.all([snapshots.of('harbor'), snapshots.of('harbor')])).rejects.toThrow('connection lost');
    fail = false;
    expect((await snapshots.of('harbor')).sold).toBe(5);
  });
});
