import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  SCENARIO_SLUGS,
  armyTotals,
  loadScenario,
  oobNotes,
  oobRulings,
  optionalRuleFor,
  searchArmy,
  searchKey,
  tallyUnits,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import type { Scenario } from '../../../../src/core/games/altar-of-freedom/index.js';
import { EXPECTED } from './scenario-expected.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(slug);
  return r.value;
}

describe('Altar of Freedom OOB summaries (spec §4, F2)', () => {
  it('army totals match the rulebook’s stand counts and SM sums (spec §4)', () => {
    for (const slug of SCENARIO_SLUGS) {
      for (const army of load(slug).armies) {
        const expected = EXPECTED[slug]?.[army.side];
        const t = armyTotals(army);
        expect(t.inPlay.stands, `${slug} ${army.side}`).to.equal(expected?.stands);
        expect(t.inPlay.sm, `${slug} ${army.side}`).to.equal(expected?.sm);
        expect(t.divisions + t.optionalDivisions).to.equal(expected?.divisions);
      }
    }
  });

  it('keeps optional units out of the totals (Champion Hill: Forney, +3)', () => {
    const csa = load('champion-hill').armies[1];
    const t = armyTotals(csa);
    expect(t.inPlay.stands).to.equal(13);
    expect(t.optional).to.deep.equal({
      stands: 3,
      infantry: 2,
      cavalry: 0,
      artillery: 1,
      naval: 0,
      sm: 3,
    });
    expect(t.optionalDivisions).to.equal(1);
    expect(optionalRuleFor(load('champion-hill'), 'forney-div')?.rule).to.equal(
      'Optional OOB Balance',
    );
    expect(optionalRuleFor(load('champion-hill'), 'loring-div')).to.equal(undefined);
  });

  it('tallies units by arm', () => {
    expect(
      tallyUnits([
        { id: 'a', name: 'A', arm: 'infantry', sm: 2 },
        { id: 'b', name: 'B', arm: 'naval', sm: 0 },
        { id: 'c', name: 'C', arm: 'cavalry', sm: -3 },
      ]),
    ).to.deep.equal({ stands: 3, infantry: 1, cavalry: 1, artillery: 0, naval: 1, sm: -1 });
  });

  it('lists the scenario’s OOB notes', () => {
    expect(oobNotes(load('shiloh')).map((n) => n.id)).to.deep.equal([
      'oob-grant',
      'oob-unattached',
    ]);
    expect(oobNotes(load('champion-hill')).map((n) => n.id)).to.include('opt-forney');
  });

  it('search: a brigade keeps its division visible; a division shows all its brigades', () => {
    const usa = load('shiloh').armies[0];
    const hare = searchArmy(usa, 'HARE');
    expect(hare?.matches).to.equal(1);
    expect([...(hare?.shown ?? [])]).to.have.members(['mcclernand-hare', 'mcclernand-div']);
    const sherman = searchArmy(usa, "sherman's");
    expect(sherman?.matched.has('sherman-div')).to.equal(true);
    const div = usa.divisions.find((d) => d.id === 'sherman-div');
    for (const b of div?.brigades ?? []) expect(sherman?.shown.has(b.id)).to.equal(true);
    expect(searchArmy(usa, '  ')).to.equal(null);
    expect(searchArmy(usa, 'zzz')?.matches).to.equal(0);
    expect(searchArmy(usa, 'tyler')?.shown.has('usa-army-uss-tyler')).to.equal(true);
  });

  it('search: a command or its general shows the whole command', () => {
    const csa = load('shiloh').armies[1];
    const polk = searchArmy(csa, 'polk');
    const corps = csa.commands.find((c) => c.general?.id === 'polk');
    expect(polk?.matched.has('polk')).to.equal(true);
    expect(polk?.shown.has(corps?.id ?? '')).to.equal(true);
    for (const d of corps?.divisions ?? []) {
      for (const b of d.brigades) expect(polk?.shown.has(b.id)).to.equal(true);
    }
    expect(searchArmy(csa, 'johnston')?.matched.has('johnston')).to.equal(true);
  });

  it('lists the rulings on each scenario’s orders of battle', () => {
    const ids = (slug: string) => oobRulings(load(slug)).map((r) => r.id);
    expect(ids('shiloh')).to.include.members(['G1', 'C1', 'C9', 'C10']);
    expect(ids('antietam')).to.include.members(['G1', 'C11', 'C12', 'C14', 'G6']);
    expect(ids('cedar-creek')).to.include.members(['G1', 'C15', 'G7']);
    expect(ids('champion-hill')).to.include('G1');
    expect(ids('shiloh')).to.not.include.members(['C5']);
    expect(ids('shiloh')).to.not.include('A42');
  });

  it('search keys ignore case, accents and punctuation', () => {
    expect(searchKey('  W.H.L. Wallace’s  Division ')).to.equal('whl wallaces division');
    expect(searchKey('Hébert')).to.equal('hebert');
  });
});
