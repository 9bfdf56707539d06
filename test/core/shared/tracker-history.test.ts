import { expect } from '@open-wc/testing';
import {
  snapshotChanges,
  canUndo,
  historyReducer,
  recordStep,
  snapshotOf,
  undoSteps,
  type WithHistory,
} from '../../../src/core/shared/tracker-history.js';

interface Count {
  readonly n: number;
}
const start: WithHistory<Count> = { n: 0, history: [] };
const add = (k: number) => (s: Count) => ({ n: s.n + k });

describe('tracker history', () => {
  it('keeps the snapshot before each change, most recent last', () => {
    const s = recordStep(recordStep(start, add(1)), add(2));
    expect(snapshotOf(s)).to.deep.equal({ n: 3 });
    expect(s.history).to.deep.equal([{ n: 0 }, { n: 1 }]);
    expect(canUndo(s)).to.equal(true);
    expect(canUndo(start)).to.equal(false);
  });

  it('undoes one step, several steps, or back to the start, exactly', () => {
    let s = start;
    for (let k = 1; k <= 5; k++) s = recordStep(s, add(k));
    expect(s.n).to.equal(15);
    expect(undoSteps(s)).to.deep.equal({
      n: 10,
      history: [{ n: 0 }, { n: 1 }, { n: 3 }, { n: 6 }],
    });
    expect(undoSteps(s, 3)).to.deep.equal({ n: 3, history: [{ n: 0 }, { n: 1 }] });
    expect(undoSteps(s, 5)).to.deep.equal(start);
    expect(undoSteps(s, 99)).to.deep.equal(start);
    expect(undoSteps(s, 0)).to.equal(s);
    expect(undoSteps(start)).to.equal(start);
  });

  it('a change the rules refuse throws and leaves the state as it was', () => {
    const s = recordStep(start, add(1));
    expect(() =>
      recordStep(s, () => {
        throw new RangeError('not now');
      }),
    ).to.throw(RangeError, 'not now');
    expect(s).to.deep.equal({ n: 1, history: [{ n: 0 }] });
  });

  it('drops the oldest snapshots past the limit', () => {
    let s = start;
    for (let k = 0; k < 5; k++) s = recordStep(s, add(1), 3);
    expect(s.history.map((h) => h.n)).to.deep.equal([2, 3, 4]);
  });

  it('lists each change after the first snapshot, newest first, with its undo steps', () => {
    expect(snapshotChanges(start, (x) => ({ when: '', text: String(x.n) }))).to.deep.equal([]);
    let s = start;
    for (let k = 0; k < 3; k++) s = recordStep(s, add(1));
    const changes = snapshotChanges(s, (x) => ({
      when: `at ${String(x.n)}`,
      text: `n=${String(x.n)}`,
    }));
    expect(changes.map((c) => [c.index, c.text, c.undoSteps])).to.deep.equal([
      [3, 'n=3', 1],
      [2, 'n=2', 2],
      [1, 'n=1', 3],
    ]);
    expect(changes[0]!.when).to.equal('at 3');
  });

  it('makes a reducer of snapshots one that records each event in the history', () => {
    const apply = historyReducer((s: Count, k: number) => ({ n: s.n + k }));
    const s = apply(apply(start, 2), 3);
    expect(s).to.deep.equal(recordStep(recordStep(start, add(2)), add(3)));
    expect(undoSteps(s)).to.deep.equal({ n: 2, history: [{ n: 0 }] });
  });

  it('records nothing when the reducer refuses the event', () => {
    const apply = historyReducer((s: Count, k: number) => {
      if (k < 0) throw new RangeError('No.');
      return { n: s.n + k };
    });
    const s = apply(start, 1);
    expect(() => apply(s, -1)).to.throw(RangeError, 'No.');
    expect(s).to.deep.equal({ n: 1, history: [{ n: 0 }] });
  });
});
