import { expect } from '@open-wc/testing';
import { MODULE } from '../../../../src/core/games/us-civil-war/module.js';
import { TURN_RECORD_ROSTER as R } from '../../../../src/core/games/us-civil-war/turn-record-roster.js';
import type { TurnRecord } from '../../../../src/core/games/us-civil-war/turn-record-data.js';
import { KNOWN_BENCHMARKS } from '../../../../src/core/games/us-civil-war/victory-data.js';
import { gameModuleProblems } from '../../../../src/core/shared/game-module.js';
import { exportUserData, importUserData } from '../../../../src/core/shared/user-data.js';

const state = (data: TurnRecord) => ({ choices: {}, query: '', data });

describe('The U.S. Civil War Turn Record Track roster', () => {
  it('is a built tool of the module listing every turn', () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
    const view = R.view(state({ turns: {} }));
    const block = view.sections[0]?.body[0];
    if (block?.kind !== 'table') throw new Error('no table');
    expect(block.table.rows).to.have.length(20);
    expect(block.table.rows.every((r) => r.values[0]?.source === 'missing')).to.equal(true);
  });

  it('saves a turn, and flags a track that contradicts the rulebook', () => {
    const b = KNOWN_BENCHMARKS[0];
    if (!b) throw new Error('no benchmark');
    const ok = R.save(state({ turns: {} }), `turn-${b.turn}`, {
      season: 'summer',
      benchmark: String(b.value),
      leaders: 'Hooker E (DM), Meade E r/w',
    });
    if (!ok.ok) throw new Error(ok.errors.join());
    expect(ok.data.turns[String(b.turn)]).to.deep.equal({
      season: 'summer',
      benchmark: b.value,
      leaders: 'Hooker E (DM), Meade E r/w',
    });
    const bad = R.save(state(ok.data), 'turn-4', { season: 'summer', benchmark: '', leaders: '' });
    if (!bad.ok) throw new Error('refused');
    expect(bad.message).to.contain('contradicts');
    expect(R.view(state(bad.data)).warnings?.items.join()).to.contain('Turn 4 is Winter');
    expect(R.save(state(ok.data), 'turn-21', {}).ok).to.equal(false);
    expect(R.clear(state(ok.data), `turn-${b.turn}`).data.turns).to.deep.equal({});
  });

  it('exports and imports the track as its own kind', () => {
    const data: TurnRecord = { turns: { '4': { season: 'winter' } } };
    const file = exportUserData(R.userData, data, '2026-01-01T00:00:00Z');
    const back = importUserData(R.userData, JSON.stringify(file));
    expect(back.ok && back.value).to.deep.equal(data);
    expect(
      importUserData(R.userData, JSON.stringify({ ...file, data: { turns: { '21': {} } } })).ok,
    ).to.equal(false);
  });
});
