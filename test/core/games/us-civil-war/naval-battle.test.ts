import { expect } from '@open-wc/testing';
import { navalBattleCalculator as calc } from '../../../../src/core/games/us-civil-war/naval-battle.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';
import { CHARTS_FIXTURE } from '../../../helpers/uscw-crt-fixture.js';

const compute = (over: Inputs, userData: unknown = CHARTS_FIXTURE) =>
  calc.compute({ ...calculatorDefaults(calc), ...over }, { userData }, {});
const text = (lines: readonly (readonly unknown[])[] | undefined) => JSON.stringify(lines ?? []);

describe('The U.S. Civil War naval battle (21.6)', () => {
  it('Naval Example #1 (21.6): Farragut’s 5 NSPs against Fort Pulaski: 1* to 1, the Union wins', () => {
    const r = compute({ ocean: 5, leader: true, coastal: true, ar: 4, dr: 3 });
    expect(r.breakdown.total.value).to.equal('5-6 vs 4');
    const lines = text(r.lines);
    expect(lines).to.contain('Attacker reads 1*, defender 1: ');
    expect(lines).to.contain('the attacker wins');
    expect(lines).to.contain('the first hit falls on the installation and does nothing');
    expect(lines).to.contain('Confederate is Demoralized');
  });

  it('Naval Example #2 (21.6): 5 NSPs + Ironclad Strength 7 against a Coastal Fort, a Battery and an Ironclad: both roll 7, 1* to 1', () => {
    const r = compute({
      turn: 15,
      ocean: 5,
      leader: true,
      ironclads: true,
      card: false,
      coastal: true,
      batteries: 1,
      csaironclads: 1,
      ar: 7,
      dr: 7,
    });
    expect(r.breakdown.total.value).to.equal('9-12 vs 7-8');
    expect(r.breakdown.rows.find((row) => row.label === 'Union: Ironclad Strength')?.here).to.equal(
      '7',
    );
    const lines = text(r.lines);
    expect(lines).to.contain('Attacker reads 1*, defender 1: ');
    expect(lines).to.contain('on 4 or more it drops a level');
  });

  it('resolves with a chart that disagrees with the rulebook, marked with the cells (ruling G1)', () => {
    const col = CHARTS_FIXTURE.crt['0']!;
    const results = col.results.map((r, i) => (col.from + i === 6 ? '1' : r));
    const off = { ...CHARTS_FIXTURE, crt: { ...CHARTS_FIXTURE.crt, '0': { ...col, results } } };
    const r = compute({ ocean: 5, leader: true, coastal: true, ar: 4, dr: 3 }, off);
    expect(text(r.lines)).to.contain('Attacker reads 1*, defender 1: ');
    expect(r.headline?.text).to.match(/^\d+%$/);
    expect(r.warning?.text).to.match(
      /^Your chart disagrees with the rulebook at column 0 at total 6 \(.+\): this result reads your chart; check those cells on the Charts page\.$/,
    );
    expect(r.warning?.rule).to.equal('ruling G1');
    expect(compute({ ocean: 5, leader: true, coastal: true, ar: 4, dr: 3 }).warning).to.equal(
      undefined,
    );
  });

  it('counts no Ironclad Strength for a Confederate attack or without oceangoing ships', () => {
    const union = compute({ turn: 15, ocean: 0, river: 3, ironclads: true });
    expect(union.breakdown.rows.some((row) => row.label.includes('Ironclad Strength'))).to.equal(
      false,
    );
  });

  it('gives exact win odds once the CRT is entered, and says what is missing before', () => {
    const r = compute({ ocean: 5, leader: true, coastal: true });
    expect(r.headline?.text).to.match(/^\d+%$/);
    const none = compute({ ocean: 5, coastal: true }, null);
    expect(none.headline?.text).to.equal('not known');
    expect(text(none.lines)).to.contain('ruling G1');
  });

  it('applies the attacker’s card and demoralization, and the Union leader on defence', () => {
    const r = compute({
      attacker: 'confederate',
      flotillas: 2,
      card: true,
      demoralized: true,
      river: 3,
      leader: true,
    });
    const here = (label: string) => r.breakdown.rows.find((row) => row.label === label)?.here;
    expect(here('Confederate: Battle card')).to.equal('+2');
    expect(here('Confederate: Demoralized')).to.equal('−2');
    expect(here('Union: Naval Leader')).to.equal('+1');
  });

  it('a tie sends the attacker back without demoralization (ruling C15); a loss demoralizes it', () => {
    const tie = compute({ ocean: 5, coastal: true, ar: 3, dr: 3 });
    expect(text(tie.lines)).to.contain(
      'Inconclusive: Union makes a naval retreat, not Demoralized',
    );
    const loss = compute({ ocean: 5, coastal: true, ar: 1, dr: 1 });
    expect(text(loss.lines)).to.contain('the defender wins');
    expect(text(loss.lines)).to.contain('Union makes a naval retreat and is Demoralized');
    expect(compute({ ocean: 1, coastal: true, ar: 6, dr: 12 }).problems[0]).to.contain(
      'cannot be rolled',
    );
  });
});
