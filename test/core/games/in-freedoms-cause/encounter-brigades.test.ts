import { expect } from '@open-wc/testing';
import { DEPLOYMENT } from '../../../../src/core/games/in-freedoms-cause/coop-data.js';
import {
  enemyBrigades,
  forceBrigadiers,
  joinBrigades,
  type EnemyBrigade,
} from '../../../../src/core/games/in-freedoms-cause/encounter-brigades.js';
import {
  brigadesText,
  encounterText,
} from '../../../../src/core/games/in-freedoms-cause/encounter-text.js';
import type {
  EncounterBody,
  EnemyUnit,
} from '../../../../src/core/games/in-freedoms-cause/encounter-types.js';

const regiment = (brigade = 1): EnemyUnit => ({
  type: 'infantry',
  size: 'normal',
  quality: 'average',
  formation: 'column',
  line: null,
  brigade,
});

const body = (kind: EncounterBody['kind'], units: EnemyUnit[], brigadiers?: number[]) => ({
  kind,
  units,
  orders: 'defend' as const,
  entrenched: false,
  distance: null,
  direction: null,
  third: 'centre' as const,
  ...(brigadiers ? { brigadiers } : {}),
});

const brigade = (n: number, units: number, broken = false): EnemyBrigade => ({
  brigade: n,
  units,
  held: 0,
  brigadier: true,
  broken,
});

const cap = DEPLOYMENT.brigadeCap;

describe('In Freedom’s Cause enemy brigades in coop/solo play (Deploying Enemy Forces)', () => {
  it('counts the brigades of the log, pickets in none (ruling A26), a main force with its brigadier', () => {
    // The rulebook's example: a single brigade of a general and 6 units, plus the pickets.
    const main = body(
      'main-force',
      Array.from({ length: 6 }, () => regiment(1)),
      [1],
    );
    const pickets = body('pickets', [{ ...regiment(0), type: 'light-infantry' }]);
    expect(enemyBrigades([pickets, main], [])).to.deep.equal([
      { brigade: 1, units: 6, held: 0, brigadier: true, broken: false },
    ]);
    expect(forceBrigadiers(main.units)).to.deep.equal([1]);
    expect(encounterText(main)).to.contain('Enemy main force: 6 units with its brigadier,');
  });

  it('has reinforcements join a brigade of fewer than 8 units (ruling A32)', () => {
    const joined = joinBrigades([regiment(), regiment()], [brigade(1, 6)]);
    expect(joined.units.map((u) => u.brigade)).to.deep.equal([1, 1]);
    expect(joined.brigadiers).to.deep.equal([]);
    expect(joined.units.every((u) => u.held === false)).to.equal(true);
    // With several short, the lowest-numbered first.
    const two = joinBrigades([regiment()], [brigade(1, cap), brigade(2, 5), brigade(3, 4)]);
    expect(two.units.map((u) => u.brigade)).to.deep.equal([2]);
  });

  it('brings a new brigadier when no brigade is under 8, who takes the arrivals until his is full', () => {
    const arriving = Array.from({ length: cap + 2 }, () => regiment());
    const joined = joinBrigades(arriving, [brigade(1, cap - 1)]);
    const by = joined.units.map((u) => u.brigade);
    expect(by.filter((b) => b === 1)).to.have.length(1);
    expect(by.filter((b) => b === 2)).to.have.length(cap);
    expect(by.filter((b) => b === 3)).to.have.length(1);
    expect(joined.brigadiers).to.deep.equal([2, 3]);
    const text = brigadesText(body('reinforcements', [...joined.units], [...joined.brigadiers]));
    expect(text).to.equal('joining brigade 1, and with a new brigadier (brigades 2 and 3)');
  });

  it('holds off the table the arrivals of a broken brigade, until a new brigade is sent', () => {
    const held = joinBrigades([regiment(), regiment()], [brigade(1, cap), brigade(2, 6, true)]);
    expect(held.units.map((u) => [u.brigade, u.held])).to.deep.equal([
      [2, true],
      [2, true],
    ]);
    const e = body('reinforcements', [...held.units], [...held.brigadiers]);
    expect(brigadesText(e)).to.equal(
      'joining brigade 2, and 2 held off the table, their brigade being broken',
    );
    expect(encounterText(e)).to.contain('held off the table');
    // The broken brigade full, the next arrival brings a new brigadier, and those held come on.
    const sent = joinBrigades(
      [regiment(), regiment(), regiment()],
      [brigade(1, cap), brigade(2, 7, true)],
    );
    expect(sent.units.map((u) => [u.brigade, u.held])).to.deep.equal([
      [2, false],
      [3, false],
      [3, false],
    ]);
    expect(sent.brigadiers).to.deep.equal([3]);
  });

  it('starts from brigade 1 when there is none yet', () => {
    const joined = joinBrigades([regiment()], []);
    expect(joined).to.deep.equal({ units: [{ ...regiment(1), held: false }], brigadiers: [1] });
  });
});
