/**
 * Every number in `constants.ts` is read by the rule or the text that states it. A browser test
 * cannot search the sources, so each constant names the place that must read it and the test
 * checks that place carries the constant's value; a constant with no such place yet is listed
 * with the reason it is kept. A new constant, or a removed one, fails the first test until it is
 * entered here.
 */
import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import * as C from '../../../../src/core/games/altar-of-freedom/constants.js';
import {
  CONCEALED_MARKER_NOTES,
  END_OF_TURN_STEPS,
  EVASION_TABLE,
  FATE_TABLE,
  MOVEMENT_RATES,
  RALLY_TABLE,
  RESERVE_CONDITIONS,
  RESERVE_MOVES,
  RULINGS,
  TRAITS,
  TRAIT_TOOL_USES,
  closeCombatResult,
  closeCombatTool,
  clockBidCap,
  evasionTool,
  firingTool,
  generalFateTool,
  loadScenario,
  rallyTool,
  replacementPp,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import { turnsText } from '../../../../src/core/games/altar-of-freedom/scenarios.js';
import { signed } from '../../../../src/core/shared/signed.js';

type Name = keyof typeof C;

/** All the strings of a descriptor (functions dropped), to search for a stated number. */
const text = (x: unknown): string => JSON.stringify(x);
const ruling = (id: string): string => text(RULINGS.find((r) => r.id === id));
const step = (id: string): string => END_OF_TURN_STEPS.find((s) => s.id === id)?.detail ?? '';
const trait = (id: string) => TRAITS.find((t) => t.id === id);

/** Where each constant is read, as checks on what that place states. */
const READERS: Partial<Record<Name, (v: number) => void>> = {
  GENERAL_MOVE_INCHES: (v) => {
    expect(MOVEMENT_RATES.find((r) => r.kind === 'general')?.inches).to.equal(v);
    expect(step('move-generals')).to.include(`free ${v}″ move`);
  },
  SCOUTING_INCHES: (v) => {
    expect(MOVEMENT_RATES.find((r) => r.kind === 'cavalry')?.note).to.include(`within ${v}″`);
    expect(ruling('A15')).to.include(`within ${v}″`);
  },
  RESERVE_MIN_BRIGADES: (v) => {
    expect(RESERVE_CONDITIONS[0]).to.include(`At least ${v} brigades`);
  },
  RESERVE_ENEMY_EXCLUSION_INCHES: (v) => {
    expect(RESERVE_CONDITIONS[3]).to.include(`within ${v}″`);
    expect(ruling('A13')).to.include(`within ${v}″`);
  },
  INFANTRY_RANGE_INCHES: (v) => {
    expect(text(firingTool)).to.include(`Infantry (${v}″)`);
    expect(text(firingTool)).to.include(`Cavalry (${v}″, ruling A6)`);
    expect(ruling('A6')).to.include(`${v}″ like infantry`);
  },
  ARTILLERY_RANGE_INCHES: (v) => {
    expect(text(firingTool)).to.include(`Artillery or gunboat (${v}″)`);
  },
  CANISTER_RANGE_INCHES: (v) => {
    expect(text(firingTool)).to.include(`Target within ${v}″ (canister)`);
    expect(text(firingTool)).to.include(`artillery at ${v}″ or less`);
  },
  CANISTER_BONUS: (v) => {
    const mods = firingTool.sides.flatMap((s) => s.modifiers);
    expect(mods.find((m) => m.id === 'canister')?.value).to.equal(v);
    expect(ruling('A9')).to.include(`+${v}`);
  },
  MAX_FATIGUE_MARKERS: (v) => {
    expect(text(closeCombatTool)).to.include(`"max":${v}`);
  },
  FATIGUE_RECOVERY_INCHES: (v) => {
    expect(step('recover-fatigue')).to.include(`${v}″ or more`);
    expect(ruling('C3')).to.include(`At least ${v}″`);
  },
  EVASION_RECOIL_BD: (v) => {
    expect(EVASION_TABLE.cells.flat()).to.deep.include({ kind: 'evades', bd: v });
    expect(text(evasionTool.outcomes)).to.include(`recoils ${v} BD`);
    expect(ruling('C6')).to.include(`Exactly ${v} BD`);
  },
  EVASION_FAILED_CC: (v) => {
    expect(EVASION_TABLE.cells.flat()).to.deep.include({ kind: 'fights', ccModifier: v });
    expect(text(evasionTool.outcomes)).to.include(`Fails: fights at ${signed(v)}`);
    const mod = closeCombatTool.sides
      .flatMap((s) => s.modifiers)
      .find((m) => m.id === 'defEvasionFailed');
    expect(mod?.value).to.equal(v);
  },
  EVASION_STOOD_CC: (v) => {
    expect(EVASION_TABLE.cells.flat()).to.deep.include({ kind: 'fights', ccModifier: v });
    expect(text(evasionTool.outcomes)).to.include(`Stands: fights at ${signed(v)}`);
    const mod = closeCombatTool.sides
      .flatMap((s) => s.modifiers)
      .find((m) => m.id === 'defEvasionStood');
    expect(mod?.value).to.equal(v);
  },
  ARTILLERY_MAX_RECOIL_BD: (v) => {
    // A 1–2 loss recoils 2 BD: more than artillery may, so it breaks (L1269–1275).
    expect(closeCombatResult(1, false).defender.recoilBd).to.be.greaterThan(v);
    expect(closeCombatResult(1, true).defender.broken).to.equal(true);
  },
  FATE_RELOCATE_INCHES: (v) => {
    expect(FATE_TABLE.cells.flat()).to.deep.include({ kind: 'relocate', inches: v });
    expect(text(generalFateTool.outcomes)).to.include(`within ${v}″`);
  },
  RALLY_GENERAL_INCHES: (v) => {
    expect(text(rallyTool)).to.include(`General within ${v}″ and LOS`);
  },
  RALLY_GENERAL_BONUS: (v) => {
    const mods = rallyTool.sides.flatMap((s) => s.modifiers);
    expect(mods.find((m) => m.id === 'general')?.value).to.equal(v);
    expect(trait('revered')?.description).to.include(`usual +${v}`);
  },
  RALLY_REVERED_INCHES: (v) => {
    expect(text(TRAIT_TOOL_USES.revered)).to.include(`within ${v}″ and LOS`);
  },
  RALLY_REVERED_BONUS: (v) => {
    const mods = rallyTool.sides.flatMap((s) => s.modifiers);
    expect(mods.find((m) => m.id === 'revered')?.value).to.equal(v);
    expect(text(TRAIT_TOOL_USES.revered)).to.include(`+${v} within`);
  },
  RALLIED_PLACEMENT_INCHES: (v) => {
    expect(RALLY_TABLE.cells.flat()).to.deep.include({ kind: 'rallied', hqInches: v });
    expect(text(rallyTool.outcomes)).to.include(`Rallied within ${v}″`);
  },
  SAVED_PP_RADIUS_INCHES: (v) => {
    expect(step('saved-pp')).to.include(`within ${v}″ and LOS`);
  },
  REPLACEMENT_PLACEMENT_INCHES: (v) => {
    expect(step('replace-generals')).to.include(`within ${v}″ of his troops`);
  },
  REPLACEMENT_PP_DIVISOR: (v) => {
    expect(replacementPp(7)).to.equal(Math.ceil(7 / v));
  },
  CLOCK_BID_DIVISOR: (v) => {
    expect(clockBidCap(7)).to.equal(Math.ceil(7 / v));
  },
  TRAIT_RADIUS_INCHES: (v) => {
    for (const id of ['energetic', 'stalwart', 'unflappable']) {
      expect(trait(id)?.description, id).to.include(`within ${v}″ and LOS`);
    }
  },
  ENERGETIC_MARKERS: (v) => {
    expect(text(trait('energetic')?.effects)).to.include(`"markers":${v}`);
  },
  STALWART_TARGET: (v) => {
    expect(text(trait('stalwart')?.effects)).to.include(`"target":${v}`);
  },
  STALWART_RECOIL_BD: (v) => {
    expect(text(trait('stalwart')?.effects)).to.include(`"recoilBd":${v}`);
  },
  LEADS_FROM_REAR_HQ_INCHES: (v) => {
    expect(text(trait('leads-from-the-rear')?.effects)).to.include(`"inches":${v}`);
  },
  QUARTERMASTER_HQ_INCHES: (v) => {
    expect(text(trait('quartermaster')?.effects)).to.include(`"moveInches":${v}`);
    expect(MOVEMENT_RATES.find((r) => r.kind === 'hq')?.note).to.include(`up to ${v}″`);
  },
  HARD_DRIVING_RESERVE_INCHES: (v) => {
    expect(RESERVE_MOVES.find((m) => m.id === 'hard-driving')?.inches).to.equal(v);
  },
  RECKLESS_PURSUIT_BD: (v) => {
    expect(text(trait('reckless-attacker')?.effects)).to.include(`"bd":${v}`);
  },
  CONCEALED_REVEAL_INCHES: (v) => {
    expect(CONCEALED_MARKER_NOTES[2]).to.include(`than ${v}″`);
  },
  DIVISIONS_PER_DUMMY_MARKER: (v) => {
    expect(CONCEALED_MARKER_NOTES[0]).to.include(`one dummy per ${v} divisions`);
  },
};

/** Rulebook numbers kept for the tool that will apply them; nothing states them yet. */
const NO_READER_YET: Partial<Record<Name, string>> = {
  ZOC_INCHES: 'a movement check of enemy zones of control',
  WOODS_LOS_INCHES: 'a line-of-sight check in woods',
  COVER_BASE_FRACTION: 'a cover check (the Firing tool asks "half or more" as a flag)',
  SAVED_PP_ENEMY_INCHES: 'the end-of-turn saved-PP move',
  NIGHT_REDEPLOY_INCHES: 'the night turn of multi-day scenarios',
  NIGHT_HQ_INCHES: 'the night turn of multi-day scenarios',
};

describe('Altar of Freedom constants are read where the rules state them', () => {
  it('names a reader, or a reason to wait for one, for every constant and nothing else', () => {
    const names = Object.keys(C).sort();
    expect(names).to.not.be.empty;
    const entered = [...Object.keys(READERS), ...Object.keys(NO_READER_YET)].sort();
    expect(entered).to.deep.equal(names);
  });

  it('finds each constant’s value where it is read', () => {
    const entries = Object.entries(READERS);
    expect(entries).to.not.be.empty;
    for (const [name, check] of entries) {
      const value: unknown = C[name as Name];
      expect(value, name).to.be.a('number');
      check(value as number);
    }
  });

  it('reads Cedar Creek’s fog from the scenario’s special rule (SR3)', () => {
    const loaded = loadScenario('cedar-creek');
    if (!loaded.ok) throw new Error('Cedar Creek does not load');
    const fog = loaded.value.specialRules.find((r) => r.effect?.kind === 'fog')?.effect;
    if (fog?.kind !== 'fog') throw new Error('Cedar Creek has no fog rule');
    const turns = turnsText(fog.turns);
    expect(turns).to.equal('1–3');
    expect(text(firingTool.notes)).to.include(
      `Cedar Creek turns ${turns}: all LOS is ${fog.losInches}″ (fog).`,
    );
    expect(text(rallyTool.notes)).to.include(
      `Cedar Creek turns ${turns}: LOS for the bonus is ${fog.losInches}″ (fog).`,
    );
  });

  it('prints turns as a run, a single turn or a list', () => {
    expect(turnsText([1, 2, 3])).to.equal('1–3');
    expect(turnsText([5])).to.equal('5');
    expect(turnsText([1, 3])).to.equal('1, 3');
    expect(turnsText([])).to.equal('');
  });
});
