import { expect } from '@open-wc/testing';
import { failedChecks, modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import {
  closeCombatResult,
  closeCombatTool,
  evasionTool,
  firingTool,
  generalFateTool,
  rallyTool,
  turnClockTool,
} from '../../../../src/core/games/altar-of-freedom/index.js';

describe('Altar of Freedom firing tool', () => {
  it('adds SM, flat fatigue, cover, enfilade and canister (L895–899)', () => {
    expect(modifierTotals(firingTool, { sm: -2 })).to.deep.equal([-2]);
    expect(modifierTotals(firingTool, { sm: 1, fatigued: true })).to.deep.equal([0]);
    expect(modifierTotals(firingTool, { cover: true, enfilade: true })).to.deep.equal([1]);
    expect(modifierTotals(firingTool, { firerArm: 'artillery', canister: true })).to.deep.equal([
      4,
    ]);
  });

  it('gives canister only to artillery', () => {
    expect(modifierTotals(firingTool, { firerArm: 'infantry', canister: true })).to.deep.equal([0]);
  });

  it('a Leads from the Front general in contact cancels the fatigue penalty (L1682–1684)', () => {
    expect(modifierTotals(firingTool, { fatigued: true, leadsFromFront: true })).to.deep.equal([0]);
  });

  it('forbids canister on interrupt fire and never adds its +4 there (L956–957, ruling A9)', () => {
    const inputs = { firerArm: 'artillery', canister: true, interrupt: true };
    expect(failedChecks(firingTool, inputs).map((c) => c.rule)).to.deep.equal([
      'Artillery Interrupt Fire',
    ]);
    expect(modifierTotals(firingTool, inputs)).to.deep.equal([0]);
    expect(failedChecks(firingTool, { firerArm: 'artillery', interrupt: true })).to.deep.equal([]);
  });

  it('forbids interrupt fire by infantry', () => {
    expect(failedChecks(firingTool, { firerArm: 'infantry', interrupt: true })).to.have.length(1);
  });

  it('resolves a 7 to recoil 3 BD with a Fatigue marker', () => {
    const { resolution } = resolveTool(firingTool, [[5]], { sm: 2 });
    expect(resolution.outcome.key).to.equal('recoil-3-fatigue');
    expect(resolution.lookup?.cell).to.deep.equal({ kind: 'recoil', bd: 3, fatigue: 1 });
  });

  it('silences a battery that recoils from counter-battery fire (L959–982)', () => {
    const { resolution } = resolveTool(firingTool, [[4]], {
      firerArm: 'artillery',
      counterBattery: true,
    });
    expect(resolution.outcome.key).to.equal('recoil-2');
    expect(resolution.effects?.some((e) => e.includes('silenced'))).to.equal(true);
  });
});

describe('Altar of Freedom close combat tool', () => {
  it('ties make both sides recoil 1 BD', () => {
    const { resolution } = resolveTool(closeCombatTool, [[3], [3]], {});
    expect(resolution.outcome.key).to.equal('tie');
    expect(resolution.effects).to.deep.equal(['Attacker recoils 1 BD.', 'Defender recoils 1 BD.']);
  });

  it('fatigue is −1 per marker in close combat (L1171) unless a Leads from the Front general touches', () => {
    expect(modifierTotals(closeCombatTool, { attFatigue: 3 })).to.deep.equal([-3, 0]);
    expect(
      modifierTotals(closeCombatTool, { attFatigue: 3, attLeadsFromFront: true }),
    ).to.deep.equal([0, 0]);
  });

  it('defender modifiers: artillery +2, outflanked −3, building works counts as flank, evasion ±1', () => {
    expect(modifierTotals(closeCombatTool, { defArm: 'artillery' })).to.deep.equal([0, 2]);
    expect(
      modifierTotals(closeCombatTool, { defOutflanked: true, defBuildingWorks: true }),
    ).to.deep.equal([0, -3]);
    expect(
      modifierTotals(closeCombatTool, { defArm: 'cavalry', defEvasion: 'failed' }),
    ).to.deep.equal([0, -1]);
    expect(
      modifierTotals(closeCombatTool, { defArm: 'cavalry', defEvasion: 'stood' }),
    ).to.deep.equal([0, 1]);
  });

  it('scenario terrain gives +1 and replaces, never adds to, cover (ruling A17)', () => {
    expect(modifierTotals(closeCombatTool, { defFeature: 'sunken-road' })).to.deep.equal([0, 1]);
    expect(
      modifierTotals(closeCombatTool, { defCover: true, defFeature: 'sunken-lane' }),
    ).to.deep.equal([0, 1]);
    expect(
      modifierTotals(closeCombatTool, { defCover: true, defFeature: 'sharpsburg' }),
    ).to.deep.equal([0, 1]);
    expect(modifierTotals(closeCombatTool, { defCover: true })).to.deep.equal([0, 1]);
    expect(modifierTotals(closeCombatTool, { attCover: true, attOutflanked: true })).to.deep.equal([
      -2, 0,
    ]);
  });

  it('an artillery primary defender that loses by 1–5 is broken; the victor still advances (L1269–1275)', () => {
    const r = closeCombatResult(2, true);
    expect(r.defender.broken).to.equal(true);
    expect(r.attacker.advanceMax).to.equal(1);
    const plain = closeCombatResult(2, false);
    expect(plain.defender).to.deep.include({ broken: false, recoilBd: 2, fatigue: 1 });
    expect(closeCombatResult(0, true).defender.recoilBd).to.equal(1);
    expect(closeCombatResult(-4, true).attacker).to.deep.include({ recoilBd: 3, fatigue: 1 });
  });

  it('a 6+ win breaks the loser and fatigues the victor, who holds', () => {
    const r = closeCombatResult(-6, false);
    expect(r.winner).to.equal('defender');
    expect(r.attacker.broken).to.equal(true);
    expect(r.defender).to.deep.equal({
      recoilBd: 0,
      fatigue: 1,
      broken: false,
      advanceMin: 0,
      advanceMax: 0,
    });
  });

  it('forbids evasion by infantry, against cavalry, and when enfiladed (L1227–1232)', () => {
    expect(
      failedChecks(closeCombatTool, { defArm: 'infantry', defEvasion: 'failed' }),
    ).to.have.length(1);
    expect(
      failedChecks(closeCombatTool, { defArm: 'cavalry', defEvasion: 'stood', attArm: 'cavalry' }),
    ).to.have.length(1);
    expect(
      failedChecks(closeCombatTool, {
        defArm: 'artillery',
        defEvasion: 'failed',
        defOutflanked: true,
      }),
    ).to.have.length(1);
    expect(
      failedChecks(closeCombatTool, { defArm: 'artillery', defEvasion: 'failed' }),
    ).to.deep.equal([]);
  });
});

describe('Altar of Freedom evasion tool', () => {
  it('is open to artillery and cavalry only, never against cavalry or when enfiladed', () => {
    expect(failedChecks(evasionTool, { defArm: 'artillery', attArm: 'infantry' })).to.deep.equal(
      [],
    );
    expect(failedChecks(evasionTool, { defArm: 'infantry' })).to.have.length(1);
    expect(failedChecks(evasionTool, { defArm: 'cavalry', attArm: 'cavalry' })).to.have.length(1);
    expect(failedChecks(evasionTool, { defArm: 'cavalry', enfiladed: true })).to.have.length(1);
  });

  it('resolves 1, 2–5 and 6', () => {
    expect(resolveTool(evasionTool, [[1]], {}).resolution.outcome.key).to.equal('fights-minus');
    expect(resolveTool(evasionTool, [[5]], {}).resolution.outcome.key).to.equal('evades');
    expect(resolveTool(evasionTool, [[6]], {}).resolution.outcome.key).to.equal('fights-plus');
  });
});

describe('Altar of Freedom general fate tool', () => {
  it('Leads from the Front adds 1, Leads from the Rear subtracts 1, clamped to 1–6 (ruling A45)', () => {
    expect(
      resolveTool(generalFateTool, [[6]], { leadsFromFront: true }).rolls[0]?.clamped,
    ).to.equal(6);
    expect(resolveTool(generalFateTool, [[1]], { leadsFromRear: true }).rolls[0]?.clamped).to.equal(
      1,
    );
    expect(
      resolveTool(generalFateTool, [[3]], { leadsFromFront: true }).resolution.outcome.key,
    ).to.equal('captured');
    expect(
      resolveTool(generalFateTool, [[3]], { leadsFromRear: true }).resolution.outcome.key,
    ).to.equal('relocate');
  });
});

describe('Altar of Freedom rally tool', () => {
  it('general within 4″ +1, Revered within 6″ +2 instead, Dour nothing', () => {
    expect(modifierTotals(rallyTool, { general: 'within-4' })).to.deep.equal([1]);
    expect(modifierTotals(rallyTool, { general: 'revered-within-6' })).to.deep.equal([2]);
    expect(modifierTotals(rallyTool, { general: 'dour-only' })).to.deep.equal([0]);
  });

  it('artillery cannot rally (L1434–1436)', () => {
    expect(failedChecks(rallyTool, { arm: 'artillery' }).map((c) => c.rule)).to.deep.equal([
      'How to Rally',
    ]);
    expect(failedChecks(rallyTool, { arm: 'cavalry' })).to.deep.equal([]);
  });

  it('a 5 plus a general rallies; a plain 5 wavers; a 4 disintegrates', () => {
    expect(resolveTool(rallyTool, [[5]], { general: 'within-4' }).resolution.outcome.key).to.equal(
      'rallied',
    );
    expect(resolveTool(rallyTool, [[5]], {}).resolution.outcome.key).to.equal('wavering');
    expect(resolveTool(rallyTool, [[4]], {}).resolution.outcome.key).to.equal('disintegrates');
  });
});

describe('Altar of Freedom turn clock tool', () => {
  it('adds clock bids and the army commander’s Aggressive or Cautious (L613–616, L1646–1649)', () => {
    expect(
      modifierTotals(turnClockTool, {
        unionClockPoints: 3,
        unionCommander: 'aggressive',
        confederateClockPoints: 1,
        confederateCommander: 'cautious',
      }),
    ).to.deep.equal([4, 0]);
    expect(modifierTotals(turnClockTool, { unionCommander: 'absent' })).to.deep.equal([0, 0]);
  });

  it('rerolls ties', () => {
    expect(
      resolveTool(turnClockTool, [[4], [5]], { unionClockPoints: 1 }).resolution.outcome.key,
    ).to.equal('reroll');
    expect(resolveTool(turnClockTool, [[2], [5]], {}).resolution.outcome.key).to.equal(
      'confederate',
    );
  });
});
