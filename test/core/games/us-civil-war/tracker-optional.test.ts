import { expect } from '@open-wc/testing';
import { USCW_TRACKER as T } from '../../../../src/core/games/us-civil-war/tracker.js';
import type { UscwSnapshot } from '../../../../src/core/games/us-civil-war/tracker-types.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';
import type { SavedGame } from '../../../../src/core/shared/saved-game-schema.js';

type State = WithHistory<UscwSnapshot>;

function apply(state: State, event: unknown): State {
  const r = T.apply(state, event);
  if (isProblem(r)) throw new Error(r.problem);
  return r as State;
}
const refusal = (state: State, event: unknown): string => {
  const r = T.apply(state, event);
  return isProblem(r) ? r.problem : '';
};
const ctx = () => {
  const c = T.context('s2', undefined, []);
  if (!c) throw new Error('no context');
  return c;
};

describe('US Civil War tracker: optional rules 22.1 and 22.4', () => {
  it('starts with no optional rule in use, and reads an older save as using none', () => {
    const s = T.start('s2') as State;
    expect(s.optional).to.deep.equal({ political: false, armies: false });
    const { optional: _o, armies: _a, ...old } = s;
    const game = {
      stateVersion: T.stateVersion,
      scenario: 's2',
      state: old,
    } as unknown as SavedGame;
    expect((T.read(game) as State | null)?.armies.list).to.deep.equal([]);
  });

  it('22.1 in use: the rulebook’s example stack (7 stars, 8 SPs) may send only 1 SP', () => {
    let s = T.start('s2') as State;
    while (s.phase !== 'strategic') s = apply(s, { type: 'next' });
    const move = { type: 'strategic', side: 'union', move: 'rail', theater: 'east', sps: 2 };
    expect(refusal(s, move)).to.equal('');
    s = apply(s, { type: 'optional', rule: 'political', on: true });
    expect(s.note).to.contain('(22.1) in use');
    expect(refusal(s, move)).to.contain('enter the SPs in the stack and the stars');
    expect(refusal(s, { ...move, stack: 8, stars: 7 })).to.equal(
      'Political Restrictions (22.1): a stack of 8 SPs under 7 stars may send at most 1 by Strategic Movement.',
    );
    expect(refusal(s, { ...move, sps: 1, stack: 6, stars: 7 })).to.contain('may send none');
    s = apply(s, { ...move, sps: 1, stack: 8, stars: 7 });
    expect(s.strategic.union.rail).to.equal(1);
    const form = T.panels.find((p) => p.id === 'strategic-form-h');
    if (form?.kind !== 'form') throw new Error('no form');
    expect(form.form(s, ctx())?.fields.map((f) => f.name)).to.include.members(['stack', 'stars']);
  });

  it('22.4: the Army panel shows only while the rule is in use, with markers, morale and the limit', () => {
    let s = T.start('s3') as State;
    const armies = T.panels.find((p) => p.id === 'armies');
    if (armies?.kind !== 'units') throw new Error('no panel');
    expect(armies.tables(s, ctx())).to.deep.equal([]);
    expect(
      refusal(s, { type: 'army-place', army: { side: 'union', general: 'Grant', stars: 4 } }),
    ).to.contain('Switch on');
    s = apply(s, { type: 'optional', rule: 'armies', on: true });
    s = apply(s, { type: 'army-supply', side: 'union', count: 1 });
    s = apply(s, { type: 'army-place', army: { side: 'union', general: 'Grant', stars: 4 } });
    expect(
      refusal(s, { type: 'army-place', army: { side: 'union', general: 'Meade', stars: 3 } }),
    ).to.contain('the counters are the limit (22.4)');
    s = apply(s, { type: 'army-morale', id: 'a1', high: true });
    expect(s.note).to.contain('high morale (22.5.1)');
    const [union] = armies.tables(s, ctx());
    expect(union?.rows.map((r) => [r.name, ...r.cells])).to.deep.equal([
      ['Grant’s Army', '4★', 'High'],
    ]);
    const counters = T.panels.find((p) => p.id === 'army-supply');
    if (counters?.kind !== 'counters') throw new Error('no counters');
    const [c] = counters.counters(s, ctx());
    expect([c?.value, c?.limit, c?.over, c?.rule]).to.deep.equal([1, 1, true, '22.4']);
    s = apply(s, { type: 'army-remove', id: 'a1' });
    expect(s.note).to.contain('high morale with it (22.5.4)');
  });
});
