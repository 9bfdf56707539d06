import { expect } from '@open-wc/testing';
import { seededRoller } from '../../../../src/core/shared/roller.js';
import {
  pressInitiative,
  type CoopProgress,
} from '../../../../src/core/games/in-freedoms-cause/encounter-generator.js';
import {
  DIRECTIONS,
  ENCOUNTER_KINDS,
  ENEMY_SIZES,
  ENEMY_TYPES,
  MAIN_KINDS,
  ORDERS,
  PICKET_TYPES,
  THIRDS,
  formationsFor,
  sizesFor,
  type EncounterKind,
} from '../../../../src/core/games/in-freedoms-cause/encounter-vocab.js';
import type { EncounterBody } from '../../../../src/core/games/in-freedoms-cause/encounter-types.js';
import {
  paramValue,
  type ParamValues,
} from '../../../../src/core/games/in-freedoms-cause/model-params.js';
import { QUALITY_IDS } from '../../../../src/core/games/in-freedoms-cause/quality.js';
import { DEPLOYMENT } from '../../../../src/core/games/in-freedoms-cause/coop-data.js';
import { enemyBrigades } from '../../../../src/core/games/in-freedoms-cause/encounter-brigades.js';
import { encounterText } from '../../../../src/core/games/in-freedoms-cause/encounter-text.js';

const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

/** A whole game of `presses` presses from `seed`, every encounter counted. */
function play(seed: string, units: number, presses: number, values: ParamValues = {}) {
  const r = seededRoller(seed);
  const met: EncounterKind[] = [];
  const found: EncounterBody[] = [];
  const sides: string[] = [];
  let mainOrders: CoopProgress['mainOrders'] = null;
  for (let n = 0; n < presses; n++) {
    const brigades = enemyBrigades(found, []);
    const p = pressInitiative(
      { presses: n, playerUnits: units, met, mainOrders, brigades },
      (id) => paramValue(values, id),
      r,
    );
    sides.push(p.acts);
    if (p.encounter) {
      met.push(p.encounter.kind);
      found.push(p.encounter);
      if (MAIN_KINDS.includes(p.encounter.kind)) mainOrders = p.encounter.orders;
    }
  }
  return { found, sides };
}

function expectInVocabulary(e: EncounterBody): void {
  expect(ids(ENCOUNTER_KINDS)).to.include(e.kind);
  expect(ids(ORDERS)).to.include(e.orders);
  expect(e.units.length).to.be.greaterThan(0);
  for (const u of e.units) {
    expect(ids(ENEMY_TYPES)).to.include(u.type);
    expect(ids(ENEMY_SIZES)).to.include(u.size);
    expect(sizesFor(u.type)).to.include(u.size);
    expect(QUALITY_IDS).to.include(u.quality);
    expect(formationsFor(u.type)).to.include(u.formation);
  }
  if (e.kind === 'pickets') {
    expect(e.units).to.have.length(1);
    expect(PICKET_TYPES).to.include(e.units[0]!.type);
    expect(e.units[0]!.formation).to.equal('skirmish');
    expect(e.orders).to.equal('attack');
    expect(ids(DIRECTIONS)).to.include(e.direction);
    expect(e.distance).to.be.within(
      paramValue({}, 'enc-picket-near'),
      paramValue({}, 'enc-picket-far'),
    );
    expect(e.third).to.equal(null);
  } else {
    expect(ids(THIRDS)).to.include(e.third);
    expect(e.distance).to.equal(null);
  }
  if (e.kind === 'attacking') expect(e.orders).to.equal('attack');
  if (e.entrenched) {
    expect(e.kind).to.equal('main-force');
    expect(e.orders).to.equal('defend');
  }
  const brigades = new Map<number, number>();
  for (const u of e.units) brigades.set(u.brigade, (brigades.get(u.brigade) ?? 0) + 1);
  for (const n of brigades.values()) expect(n).to.be.at.most(DEPLOYMENT.brigadeCap);
}

describe('In Freedom’s Cause encounter generator (our model, ruling G13)', () => {
  it('gives the same presses for the same seed', () => {
    expect(play('seed-a', 5, 200)).to.deep.equal(play('seed-a', 5, 200));
    expect(play('seed-a', 5, 200)).not.to.deep.equal(play('seed-b', 5, 200));
  });

  it('reaches every kind of encounter, each within the rulebook’s vocabulary', () => {
    const kinds = new Set<string>();
    let count = 0;
    for (let i = 0; i < 300; i++)
      for (const e of play(`game-${String(i)}`, 1 + (i % 8), 150).found) {
        expectInVocabulary(e);
        expect(encounterText(e)).not.to.match(/undefined|null|NaN/);
        kinds.add(e.kind);
        count++;
      }
    expect(count).to.be.greaterThan(300);
    expect([...kinds].sort()).to.deep.equal(ids(ENCOUNTER_KINDS).sort());
  });

  it('meets the main force once, never in laager after pickets, and then only reinforcements', () => {
    for (let i = 0; i < 200; i++) {
      const { found } = play(`order-${String(i)}`, 4, 300);
      const main = found.findIndex((e) => MAIN_KINDS.includes(e.kind));
      if (main < 0) continue;
      expect(found.filter((e) => MAIN_KINDS.includes(e.kind))).to.have.length(1);
      for (const e of found.slice(main + 1)) expect(e.kind).to.equal('reinforcements');
      if (found.slice(0, main).some((e) => e.kind === 'pickets'))
        expect(found[main]!.kind).not.to.equal('laager');
      expect(found.filter((e) => e.kind === 'reinforcements').length).to.be.at.most(
        paramValue({}, 'enc-reinf-count'),
      );
    }
  });

  it('brings a main force with its brigadiers, and reinforcements into its brigades of at most 8 (ruling A32)', () => {
    let joined = 0;
    let fresh = 0;
    for (let i = 0; i < 200; i++) {
      const { found } = play(`brigades-${String(i)}`, 3 + (i % 12), 300, {
        'enc-reinf': 50,
        'enc-reinf-count': 10,
      });
      const main = found.find((e) => MAIN_KINDS.includes(e.kind));
      if (!main) continue;
      const numbers = [...new Set(main.units.map((u) => u.brigade))].sort((a, b) => a - b);
      expect(main.brigadiers).to.deep.equal(numbers);
      for (const b of enemyBrigades(found, [])) {
        expect(b.units).to.be.at.most(DEPLOYMENT.brigadeCap);
        expect(b.brigadier, `brigade ${String(b.brigade)} has its brigadier`).to.equal(true);
        expect(b.held).to.equal(0);
      }
      for (const e of found.filter((x) => x.kind === 'reinforcements')) {
        const leaders = e.brigadiers ?? [];
        joined += e.units.filter((u) => !leaders.includes(u.brigade)).length;
        fresh += leaders.length;
      }
    }
    expect(joined, 'reinforcements joined an existing brigade').to.be.greaterThan(0);
    expect(fresh, 'reinforcements came with a new brigadier').to.be.greaterThan(0);
  });

  it('puts the first two of every three main-force units in the front line', () => {
    const values = {
      'enc-first-base': 100,
      'enc-first-pickets': 0,
      'enc-first-attacking': 0,
      'enc-first-laager': 0,
      'enc-spread': 0,
    };
    const { found } = play('lines', 12, 1, values);
    const e = found[0]!;
    expect(e.kind).to.equal('main-force');
    expect(e.units).to.have.length(15);
    expect(new Set(e.units.map((u) => u.brigade))).to.deep.equal(new Set([1, 2]));
    for (const b of [1, 2]) {
      const own = e.units.filter((u) => u.brigade === b);
      expect(own.map((u) => u.line)).to.deep.equal(
        own.map((_, i) => (i % 3 === 2 ? 'second' : 'front')),
      );
    }
  });

  it('follows the player’s parameters: the side that acts and a first contact on the first press', () => {
    const allPlayers = play('side', 4, 50, { 'enc-players': 100 }).sides;
    expect(new Set(allPlayers)).to.deep.equal(new Set(['players']));
    const allEnemy = play('side', 4, 50, { 'enc-players': 0 }).sides;
    expect(new Set(allEnemy)).to.deep.equal(new Set(['enemy']));
    const first = play('first', 4, 1, {
      'enc-first-base': 100,
      'enc-first-main-force': 0,
      'enc-first-attacking': 0,
      'enc-first-laager': 0,
    });
    expect(first.found.map((e) => e.kind)).to.deep.equal(['pickets']);
    const none = play('none', 4, 300, { 'enc-first-base': 0, 'enc-first-rise': 0 });
    expect(none.found).to.deep.equal([]);
  });
});
