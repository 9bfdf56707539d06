import { expect } from '@open-wc/testing';
import { applyModifiers, sumModifiers } from '../../../../src/core/shared/modifiers.js';
import {
  defaultInputs,
  effectiveInputs,
  failedChecks,
  resolveTool,
  sideDice,
} from '../../../../src/core/shared/tool-inputs.js';
import type { Inputs } from '../../../../src/core/shared/types.js';
import { battleTool, landBattleTool } from '../../../../src/core/games/us-civil-war/battle.js';
import { battleInputOf } from '../../../../src/core/games/us-civil-war/battle-sides.js';
import { setUpBattle } from '../../../../src/core/games/us-civil-war/land-battle.js';
import { MODULE } from '../../../../src/core/games/us-civil-war/module.js';
import { gameModuleProblems, loadTool } from '../../../../src/core/shared/game-module.js';
import { CHARTS_FIXTURE } from '../../../helpers/uscw-crt-fixture.js';

const tool = landBattleTool(CHARTS_FIXTURE);
const situation = (over: Inputs): Inputs => ({ ...defaultInputs(tool), ...over });

/** The rulebook's "How Safe is Washington?": Lee and Jackson (+4 together) with a card, 11 SPs. */
const WASHINGTON = situation({
  aSp: 11,
  aCmd: 2,
  aSub1: 2,
  aCard: true,
  dSp: 5,
  dCmd: 1,
  fort: 'f3',
  terrain: 'navigable-river',
});

describe('The U.S. Civil War land battle tool', () => {
  it('21.3.3: the crossing choice says enemy ships along a Navigable River hexside bar the attack', () => {
    const found: { id?: unknown; help?: unknown }[] = [];
    JSON.stringify(tool, (_key, value: unknown) => {
      if (
        value !== null &&
        typeof value === 'object' &&
        (value as { id?: unknown }).id === 'crossing'
      )
        found.push(value);
      return value;
    });
    expect(found).to.have.length(1);
    expect(String(found[0]?.help)).to.contain('Port Protection (21.3.3)');
  });

  it('notes that Militia forced to retreat are Displaced (ruling C29), a ruling of the game', () => {
    const note = (tool.notes ?? []).find((n) => n.text.includes('ruling C29'));
    expect(note?.rule).to.contain('17.2.3');
    expect(MODULE.rulings.some((r) => r.id === 'C29')).to.equal(true);
  });

  it('is the module’s built battle tool, reading the players’ charts', async () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
    const held = MODULE.tools['battle'];
    const d = held && (await loadTool(held));
    expect(d?.kind === 'roll' && d.userData?.kind.kind).to.equal('charts');
  });

  it('How Safe is Washington? (Map Notes): 13 reads 3 against 11 reading 2, Lee wins', () => {
    const { rolls, resolution } = resolveTool(tool, [[3, 4], [4]], WASHINGTON);
    expect(rolls.map((r) => [r.dice.count, r.total])).to.deep.equal([
      [2, 13],
      [1, 11],
    ]);
    expect(resolution.outcome.key).to.equal('attacker');
    const text = (resolution.effects ?? []).join(' ');
    expect(text).to.contain('Attacker: 13 on the 9-12 column reads 3.');
    expect(text).to.contain('Defender: 11 on the 5-6 column reads 2.');
    expect(text).to.contain('The defender loses 3 SPs.');
    expect(text).to.contain('retreats 2 hexes');
    expect(text).to.contain('may keep moving');
    // First, what the players do next: the results, each side's losses, demoralization, retreat.
    expect(resolution.next).to.deep.equal([
      '3 beats 2 (11.2.2).',
      'Attacker: loses 2 SPs.',
      'Defender: loses 3 SPs, Demoralized, retreats 2 hexes.',
      'The attacker may keep moving (5.11).',
    ]);
  });

  it('offers the Washington example as a link whose dice give the rulebook’s totals', async () => {
    const held = MODULE.tools['battle'];
    const d = held && (await loadTool(held));
    const ex = d?.kind === 'roll' ? d.examples?.[0] : undefined;
    if (!ex) throw new Error('no example');
    const { rolls, resolution } = resolveTool(tool, ex.dice, situation(ex.inputs));
    expect(rolls.map((r) => r.total)).to.deep.equal([13, 11]);
    expect(resolution.outcome.key).to.equal('attacker');
    expect(ex.answer).to.contain('13 reads 3 on the 9-12 column');
  });

  it('21.6.6, Example #2: the landing ties the garrison, and the Coastal Fort saves its SP', () => {
    const inputs = situation({
      aSp: 3,
      aCmd: 1,
      aCard: true,
      aNaval: true,
      dSp: 1,
      dCmd: 1,
      fort: 'coastal',
    });
    const { rolls, resolution } = resolveTool(tool, [[2], [4]], inputs);
    expect(rolls.map((r) => r.total)).to.deep.equal([6, 7]);
    expect(resolution.outcome.key).to.equal('tie');
    const text = (resolution.effects ?? []).join(' ');
    expect(text).to.contain('The fortification saves the defender 1 SP');
    expect(text).to.contain('The defender loses nothing.');
    expect(text).to.contain('The attacker loses 1 SP.');
    expect(text).to.contain('backs up 1 hex');
    expect(resolution.next).to.deep.equal([
      '1 against 1: a tie (11.2.2).',
      'Attacker: loses 1 SP, backs up 1 hex.',
      'Defender: loses nothing.',
    ]);
  });

  it('has the same dice and modifiers as the battle’s set-up, whatever the situation', () => {
    const cases: Inputs[] = [];
    for (const aSp of [0, 3, 7, 12, 13, 18])
      for (const dSp of [0, 1, 7, 9, 13, 17])
        for (const [fort, terrain] of [
          ['none', 'marsh'],
          ['f2', 'minor-river'],
          ['entrenchment', 'none'],
        ])
          for (const crossing of ['none', 'navigable'])
            cases.push(
              situation({
                aSp,
                dSp,
                fort: fort ?? 'none',
                terrain: terrain ?? 'none',
                crossing,
                aCmd: 2,
                aSub1: 1,
                aSub2: 3,
                dCmd: 1,
                dSub1: 2,
                dSub2: 1,
                dForaging: dSp % 2 === 1,
                aDemoralized: aSp > 10,
                failedAvoid: dSp === 9,
              }),
            );
    expect(cases.length).to.be.greaterThan(100);
    for (const raw of cases) {
      const eff = effectiveInputs(tool, raw);
      const setup = setUpBattle(battleInputOf(eff));
      if (setup.kind !== 'battle') continue;
      const [a, d] = tool.sides;
      if (!a || !d) throw new Error('two sides');
      const mod = (s: typeof a) => sumModifiers(applyModifiers(s.modifiers, eff));
      expect([mod(a), mod(d)], JSON.stringify(raw)).to.deep.equal([
        setup.attacker.modifier,
        setup.defender.modifier,
      ]);
      expect([sideDice(a, eff).count, sideDice(d, eff).count]).to.deep.equal([
        setup.attacker.column.dice,
        setup.defender.column.dice,
      ]);
    }
  });

  it('displaces without a battle at 7 to 1, or with 4 SPs against none (11.1.2)', () => {
    const failed = (over: Inputs) => failedChecks(tool, effectiveInputs(tool, situation(over)));
    expect(failed({ aSp: 7, dSp: 1 })).to.have.length(1);
    expect(failed({ aSp: 6, dSp: 1 })).to.have.length(0);
    expect(failed({ aSp: 4, dSp: 0 })).to.have.length(1);
    expect(failed({ aSp: 18, dSp: 0, crossing: 'navigable' })).to.have.length(0);
  });

  it('gives exact odds from the entered CRT, and none without it', () => {
    const odds = tool.odds(effectiveInputs(tool, WASHINGTON));
    const sum = odds.outcomes.reduce((s, o) => s + o.weight, 0);
    expect(sum).to.equal(odds.total);
    expect(odds.outcomes.map((o) => o.key)).to.deep.equal(['attacker', 'defender', 'tie']);
    expect(battleTool.odds(effectiveInputs(battleTool, WASHINGTON)).outcomes).to.deep.equal([
      { key: 'unread', weight: 1 },
    ]);
  });

  it('high army morale (22.5): the odds count the second chance, and a 1 asks for it', () => {
    const plain = tool.odds(effectiveInputs(tool, WASHINGTON));
    const morale = tool.odds(effectiveInputs(tool, { ...WASHINGTON, aMorale: true }));
    const share = (d: typeof plain) =>
      (d.outcomes.find((o) => o.key === 'attacker')?.weight ?? 0) / d.total;
    expect(share(morale)).to.be.greaterThan(share(plain));
    const { resolution } = resolveTool(tool, [[1, 4], [4]], { ...WASHINGTON, aMorale: true });
    expect((resolution.effects ?? []).join(' ')).to.contain(
      'the attacker rolls its die showing 1 again',
    );
  });

  it('says which columns to key in, and reads a CRT that contradicts the rulebook, saying where', () => {
    const { resolution } = resolveTool(battleTool, [[3, 4], [4]], WASHINGTON);
    expect(resolution.outcome.key).to.equal('unread');
    expect((resolution.effects ?? []).join(' ')).to.contain('columns 9-12 and 5-6');
    expect(battleTool.summary).to.contain('Until you key in the CRT');
    const wrong = { ...CHARTS_FIXTURE.crt, '9-12': { from: 2, results: ['9'] } };
    const bad = landBattleTool({ ...CHARTS_FIXTURE, crt: wrong });
    const read = resolveTool(bad, [[3, 4], [4]], WASHINGTON).resolution;
    expect(read.outcome.key).to.equal('attacker');
    expect(read.next?.[0]).to.match(
      /^Your chart disagrees with the rulebook at column 9-12 at total .*How Safe is Washington\?/,
    );
    expect(bad.odds(WASHINGTON).outcomes.map((o) => o.key)).to.include('attacker');
  });
});
