import { expect } from '@open-wc/testing';
import { applyModifiers, sumModifiers } from '../../../../src/core/shared/modifiers.js';
import {
  defaultInputs,
  effectiveInputs,
  failedChecks,
  inputVisible,
  resolveTool,
} from '../../../../src/core/shared/tool-inputs.js';
import type { InputDef } from '../../../../src/core/shared/tool.js';
import type { Inputs } from '../../../../src/core/shared/types.js';
import { landBattleTool } from '../../../../src/core/games/us-civil-war/battle.js';
import {
  generalChecks,
  pickableGenerals,
  slotRating,
} from '../../../../src/core/games/us-civil-war/battle-generals.js';
import { battleInputOf } from '../../../../src/core/games/us-civil-war/battle-sides.js';
import type { Charts } from '../../../../src/core/games/us-civil-war/charts-data.js';
import { setUpBattle } from '../../../../src/core/games/us-civil-war/land-battle.js';
import { CRT_FIXTURE } from '../../../helpers/uscw-crt-fixture.js';

/** Counters as a player might key them in; Lee and Jackson's attacks add up to 4 as stated. */
const CHARTS: Charts = {
  crt: CRT_FIXTURE,
  generals: {
    lee: { rank: 3, attack: 2, defense: 2 },
    jackson: { rank: 2, attack: 2, cavalry: false },
    longstreet: { rank: 2, defense: 2 },
    bragg: { rank: 3, cavalry: false },
    stuart: { rank: 1, attack: 2, cavalry: true },
    sherman: { rank: 2, attack: 1 },
    thomas: { rank: 1, attack: 1, defense: 1, cavalry: false },
    sheridan: { rank: 2, attack: 3, defense: 3, cavalry: true },
    polk: { attack: 0 },
  },
};
const tool = landBattleTool(CHARTS);
const situation = (over: Inputs): Inputs => ({ ...defaultInputs(tool), ...over });
const allInputs = (): InputDef[] => tool.sides.flatMap((s) => s.inputs);
const input = (id: string) => allInputs().find((d) => d.id === id);
const modifierTotals = (i: Inputs) => {
  const eff = effectiveInputs(tool, i);
  return tool.sides.map((s) => sumModifiers(applyModifiers(s.modifiers, eff)));
};
const failed = (over: Inputs) =>
  failedChecks(tool, effectiveInputs(tool, situation({ dSp: 3, ...over }))).map((c) => c.rule);

describe('The U.S. Civil War land battle’s generals from the players’ counters', () => {
  it('offers no picker until a counter is entered, so the page stays as it was', () => {
    const bare = landBattleTool({ crt: CRT_FIXTURE, generals: {} });
    expect(bare.sides.flatMap((s) => s.inputs).map((d) => d.id)).to.not.include('aCmdGen');
    expect(pickableGenerals({ crt: {}, generals: {} }, 'defense')).to.deep.equal([]);
  });

  it('lists each general whose rating is known, from the rulebook or entered', () => {
    const attack = pickableGenerals(CHARTS, 'attack').map((g) => g.id);
    expect(attack).to.include.members(['lee', 'jackson', 'stuart', 'sherman', 'burnside']);
    expect(attack).to.not.include('bragg');
    const defense = pickableGenerals(CHARTS, 'defense').map((g) => g.id);
    expect(defense).to.include.members(['grant', 'mcdowell', 'forrest', 'bragg', 'lee']);
    const pick = input('aCmdGen');
    expect(pick?.kind === 'choice' && pick.options.map((o) => o.label)).to.include(
      'Lee (Confederate, +2)',
    );
  });

  it('How Safe is Washington? (Map Notes): Lee and Jackson picked add 4, McDowell 1, Lee wins', () => {
    const picked = situation({
      aSp: 11,
      aCmdGen: 'lee',
      aSub1Gen: 'jackson',
      aCard: true,
      dSp: 5,
      dCmdGen: 'mcdowell',
      fort: 'f3',
      terrain: 'navigable-river',
    });
    const { rolls, resolution } = resolveTool(tool, [[3, 4], [4]], picked);
    expect(rolls.map((r) => r.total)).to.deep.equal([13, 11]);
    expect(resolution.outcome.key).to.equal('attacker');
    expect(inputVisible(input('aCmd')!, picked)).to.equal(false);
  });

  it('20.5.2 example: Burnside’s rulebook attack of 1 is added to the 3 SPs landing', () => {
    const landing = situation({ aSp: 3, aCmdGen: 'burnside', dSp: 1, fort: 'coastal' });
    expect(modifierTotals(landing)).to.deep.equal([1, 2]);
  });

  it('Examples of Play: Forrest’s defense of 2 counts in full commanding, +1 as a subordinate (8.5)', () => {
    expect(modifierTotals(situation({ dSp: 7, dCmdGen: 'forrest' }))[1]).to.equal(2);
    expect(
      modifierTotals(situation({ dSp: 7, dCmdGen: 'bragg', dSub1Gen: 'forrest' }))[1],
    ).to.equal(2);
    const forrest = pickableGenerals(CHARTS, 'defense').find((g) => g.id === 'forrest');
    if (!forrest) throw new Error('Forrest is listed');
    expect([slotRating(forrest, true), slotRating(forrest, false)]).to.deep.equal([2, 1]);
  });

  it('keeps the roll’s modifiers and the battle’s set-up in step, picks included', () => {
    const cases = [
      situation({ aSp: 13, aCmdGen: 'lee', aSub1Gen: 'stuart', aSub2: 1, dSp: 7, dCmd: 2 }),
      situation({ aSp: 7, aCmdGen: 'sherman', dSp: 13, dCmdGen: 'lee', dSub1Gen: 'longstreet' }),
      situation({ aSp: 3, aCmd: 2, dSp: 2, dCmdGen: 'forrest', dForaging: true }),
    ];
    for (const raw of cases) {
      const eff = effectiveInputs(tool, raw);
      const setup = setUpBattle(battleInputOf(eff, CHARTS));
      if (setup.kind !== 'battle') throw new Error('a battle');
      expect(modifierTotals(raw), JSON.stringify(raw)).to.deep.equal([
        setup.attacker.modifier,
        setup.defender.modifier,
      ]);
    }
  });

  it('refuses a general twice, mixed or same sides, a junior commanding, a cavalry commander over infantry', () => {
    expect(failed({ aSp: 7, aCmdGen: 'lee', aSub1Gen: 'jackson' })).to.deep.equal([]);
    expect(failed({ aSp: 7, aCmdGen: 'lee', dCmdGen: 'lee' })).to.include('11.3');
    expect(failed({ aSp: 7, aCmdGen: 'lee', aSub1Gen: 'sherman' })).to.include('11.3');
    expect(failed({ aCmdGen: 'lee', dCmdGen: 'bragg' })).to.include('11.3');
    expect(failed({ aSp: 7, aCmdGen: 'jackson', aSub1Gen: 'lee' })).to.include('7.2.2');
    expect(failed({ aSp: 7, aCmdGen: 'stuart', aSub1Gen: 'jackson' })).to.include('8.4');
    expect(failed({ aSp: 7, aCmdGen: 'jackson', aSub1Gen: 'stuart' })).to.deep.equal([]);
  });

  it('8.6: a promoted (2-star) Cavalry General keeps his full rating as a subordinate and may command', () => {
    const sheridan = pickableGenerals(CHARTS, 'attack').find((g) => g.id === 'sheridan');
    if (!sheridan) throw new Error('Sheridan is listed');
    expect([slotRating(sheridan, true), slotRating(sheridan, false)]).to.deep.equal([3, 3]);
    const pick = input('aSub1Gen');
    expect(pick?.kind === 'choice' && pick.options.map((o) => o.label)).to.include(
      'Sheridan (Union, +3)',
    );
    // Sherman (2-star) commands, the promoted Sheridan adds +3, not the +1 of 8.5.
    const union = situation({ aSp: 7, aCmdGen: 'sherman', aSub1Gen: 'sheridan', dSp: 3 });
    expect(modifierTotals(union)[0]).to.equal(1 + 3);
    const cited = tool.sides[0]?.modifiers.find((m) => m.id === 'aSub1Gen-sheridan');
    expect(cited?.rule).to.equal('11.3, 8.6');
    expect(failed({ aSp: 7, aCmdGen: 'sherman', aSub1Gen: 'sheridan' })).to.deep.equal([]);
    // Commanding a 1-star non-cavalry General: no 8.4 warning, he has a 2-star's properties.
    expect(failed({ aSp: 7, aCmdGen: 'sheridan', aSub1Gen: 'thomas' })).to.deep.equal([]);
    expect(generalChecks(CHARTS).map((c) => c.rule)).to.include('8.4');
  });

  it('8.5 and 8.4 still hold a 1-star Cavalry General: capped at +1 under a commander, never over infantry', () => {
    const stuart = pickableGenerals(CHARTS, 'attack').find((g) => g.id === 'stuart');
    if (!stuart) throw new Error('Stuart is listed');
    expect([slotRating(stuart, true), slotRating(stuart, false)]).to.deep.equal([2, 1]);
    expect(
      modifierTotals(situation({ aSp: 7, aCmdGen: 'lee', aSub1Gen: 'stuart', dSp: 3 }))[0],
    ).to.equal(2 + 1);
    // The same Sheridan before promotion (1-star): capped, and he may not command Thomas.
    const early = landBattleTool({
      ...CHARTS,
      generals: { ...CHARTS.generals, sheridan: { rank: 1, attack: 3, cavalry: true } },
    });
    const raw = {
      ...defaultInputs(early),
      aSp: 7,
      aCmdGen: 'sherman',
      aSub1Gen: 'sheridan',
      dSp: 3,
    };
    const eff = effectiveInputs(early, raw);
    expect(early.sides.map((s) => sumModifiers(applyModifiers(s.modifiers, eff)))[0]).to.equal(
      1 + 1,
    );
    const over = {
      ...defaultInputs(early),
      aSp: 7,
      aCmdGen: 'sheridan',
      aSub1Gen: 'thomas',
      dSp: 3,
    };
    expect(failedChecks(early, effectiveInputs(early, over)).map((c) => c.rule)).to.include('8.4');
  });
});
