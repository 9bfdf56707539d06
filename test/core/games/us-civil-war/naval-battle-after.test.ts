import { expect } from '@open-wc/testing';
import {
  navalAftermath,
  type NavalPlace,
} from '../../../../src/core/games/us-civil-war/naval-battle-after.js';
import {
  setUpNavalBattle,
  type NavalBattleInput,
} from '../../../../src/core/games/us-civil-war/naval-battle-setup.js';

const BASE: NavalBattleInput = {
  attacker: 'union',
  turn: 5,
  ocean: 5,
  river: 0,
  leader: true,
  ironclads: false,
  flotillas: 0,
  csaIronclads: 0,
  coastalFort: false,
  fort: false,
  batteries: 0,
  escort: false,
  card: false,
  demoralized: false,
};

/** The aftermath lines as plain text, one string per line. */
function after(over: Partial<NavalBattleInput>, outcome: -1 | 0 | 1, place?: NavalPlace): string[] {
  const { attacker, defender } = setUpNavalBattle({ ...BASE, ...over });
  const lines = navalAftermath({
    attacker,
    defender,
    inflicted: { hits: 1, grade: 'plain' },
    taken: { hits: 1, grade: 'plain' },
    outcome,
    ...(place && { place }),
  });
  return lines.map((l) =>
    l
      .map((t) =>
        typeof t === 'string' ? t : 'strong' in t ? t.strong : 'rule' in t ? `[${t.rule}]` : '',
      )
      .join(''),
  );
}

/** The lines about who may not stay, in their order. */
const leaving = (lines: string[]) => lines.filter((l) => /^(First|Then), /.test(l));

describe('The U.S. Civil War naval battle aftermath: ships that may not stay (21.2.3, 21.6.9)', () => {
  it('Naval Example #1 (21.6): Farragut beats Fort Pulaski; his ships may stay for the landing but leave before the Supply Segment unless it takes the fort', () => {
    const out = leaving(after({ coastalFort: true }, 1));
    expect(out).to.have.length(1);
    expect(out[0]).to.contain('First, Union’s ships (the phasing side) may not end the phase here');
    expect(out[0]).to.contain(
      'may not end the phase here, facing the Confederate Coastal Fort: they may stay',
    );
    expect(out[0]).to.contain('unless a landing takes the hex this phase');
    expect(out[0]).to.contain('just before the Supply Segment');
    expect(out[0]).to.contain('[21.2.3, 21.6.9]');
  });

  it('21.2.3: a Fort and Naval Batteries bar the winner too; an open hex does not', () => {
    const guns = leaving(after({ attacker: 'union', fort: true, batteries: 2, flotillas: 1 }, 1));
    expect(guns[0]).to.contain('facing the Confederate Fort and Naval Batteries');
    const open = leaving(after({ flotillas: 2 }, 1));
    expect(open[0]).to.contain('may end the phase here');
    expect(open[0]).to.contain('[21.2.3]');
    expect(open[1]).to.equal('Then, Confederate’s ships: they retreat now, as above. [21.6.8]');
  });

  it('21.2.3: an island space held by the defender bars the winner; one held by the winner does not', () => {
    const held = leaving(after({ flotillas: 1 }, 1, { island: 'defender', attackerGuns: false }));
    expect(held[0]).to.contain(
      'in the Hatteras Inlet or Roanoke Island space, held by the Confederate',
    );
    const ours = leaving(after({ flotillas: 1 }, 1, { island: 'attacker', attackerGuns: false }));
    expect(ours[0]).to.contain('may end the phase here');
  });

  it('ruling C35: a space held by neither side bars both sides, the phasing side first', () => {
    const out = leaving(after({ flotillas: 1 }, 0, { island: 'neither', attackerGuns: false }));
    expect(out).to.have.length(2);
    expect(out[0]).to.match(/^First, Union’s ships \(the phasing side\): they retreat now/);
    expect(out[1]).to.contain('Then, Confederate’s ships (non-phasing) must leave too');
    expect(out[1]).to.contain('held by neither side (ruling C35)');
    expect(out[1]).to.contain('once Union’s retreats are done');
  });

  it('21.2.3: after the phasing side retreats, the other side’s ships facing its guns or in its island space retreat as a beaten defender (21.6.8)', () => {
    const guns = leaving(after({ flotillas: 1 }, -1, { island: 'none', attackerGuns: true }));
    expect(guns[1]).to.contain(
      'must leave too, facing the Union Fort, Coastal Fort or Naval Battery: once Union’s retreats are done, they make a naval retreat as a defender that lost would',
    );
    expect(guns[1]).to.contain('[21.2.3, 21.6.8]');
    const island = leaving(
      after({ flotillas: 1 }, -1, { island: 'attacker', attackerGuns: false }),
    );
    expect(island[1]).to.contain('held by the Union');
    const free = leaving(after({ flotillas: 1, coastalFort: true }, -1));
    expect(free[1]).to.contain('Then, Confederate’s ships (non-phasing) may stay');
  });

  it('21.4.4: when the winner faces the loser’s fort, ships in Port Protection die only if the hex falls', () => {
    const out = leaving(after({ flotillas: 1, coastalFort: true }, 1));
    expect(out[1]).to.contain(
      'those that claimed Port Protection are eliminated if the attacker takes the hex',
    );
    expect(out[1]).to.contain('[21.4.4, 21.6.8]');
  });

  it('names no ships where a side has none: a fort alone, or Gunboats without counters', () => {
    const fortOnly = leaving(after({ coastalFort: true }, -1));
    expect(fortOnly).to.have.length(1);
    const escort = leaving(after({ escort: true, flotillas: 1 }, 1));
    expect(escort).to.have.length(1);
    expect(escort[0]).to.match(/^Then, Confederate’s ships/);
  });
});
