import { expect } from '@open-wc/testing';
import {
  checkTrack,
  TRACK_FACTS,
  trackFailures,
} from '../../../../src/core/games/us-civil-war/turn-record-check.js';
import type { TurnRecord } from '../../../../src/core/games/us-civil-war/turn-record-data.js';
import { KNOWN_BENCHMARKS } from '../../../../src/core/games/us-civil-war/victory-data.js';

describe('The U.S. Civil War Turn Record Track check', () => {
  it('knows the stated winters and fall, the inferred winter and the printed benchmark', () => {
    expect(TRACK_FACTS.map((f) => [f.id, f.source, f.place])).to.deep.equal([
      ['season-4', 'stated', 'S2.1'],
      ['season-8', 'stated', 'S2.1'],
      ['season-9', 'stated', 'S3.1'],
      ['benchmark-11', 'stated', '19.3.4'],
      ['season-14', 'inferred', '5.4.5'],
      ['season-19', 'inferred', 'S4.1'],
    ]);
  });

  it('waits for what is not entered, passes what agrees, fails what contradicts', () => {
    const b = KNOWN_BENCHMARKS[0];
    if (!b) throw new Error('no benchmark');
    expect(checkTrack({ turns: {} }).every((c) => c.status === 'missing')).to.equal(true);
    const good: TurnRecord = {
      turns: { '4': { season: 'winter' }, [String(b.turn)]: { benchmark: b.value } },
    };
    expect(trackFailures(good)).to.deep.equal([]);
    const badSeason: TurnRecord = { turns: { '8': { season: 'summer' } } };
    expect(trackFailures(badSeason)).to.deep.equal(['Turn 8 is Fall']);
    const badBench: TurnRecord = { turns: { [String(b.turn)]: { benchmark: b.value + 1 } } };
    expect(trackFailures(badBench)).to.have.length(1);
    const inferred = checkTrack({ turns: { '14': { season: 'spring' } } }).find(
      (c) => c.fact.id === 'season-14',
    );
    expect(inferred?.status).to.equal('warn');
  });
});
