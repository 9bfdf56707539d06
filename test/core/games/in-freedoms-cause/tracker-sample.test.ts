import { expect } from '@open-wc/testing';
import { SIZE_CLASSES } from '../../../../src/core/games/in-freedoms-cause/coop-data.js';
import { QUALITY_IDS } from '../../../../src/core/games/in-freedoms-cause/quality.js';
import { IFC_TRACKER as T } from '../../../../src/core/games/in-freedoms-cause/tracker-descriptor.js';
import {
  armyDue,
  armyInputs,
  brigadeDue,
} from '../../../../src/core/games/in-freedoms-cause/tracker-morale.js';
import {
  SAMPLE_SLUG,
  SECTION_CREW,
  sampleBattle,
} from '../../../../src/core/games/in-freedoms-cause/tracker-sample.js';
import { parseIfcState } from '../../../../src/core/games/in-freedoms-cause/tracker-schema.js';
import { WEAPONS } from '../../../../src/core/games/in-freedoms-cause/weapons.js';
import { formationAllowed } from '../../../../src/core/games/in-freedoms-cause/troop-types.js';
import type { SavedGame } from '../../../../src/core/shared/saved-game-schema.js';

describe('In Freedom’s Cause unit tracker: Haversack’s sample battle', () => {
  it('is the first way to start, named as Haversack’s, and valid against the saved-state schema', () => {
    const [first] = T.scenarios();
    expect(first).to.deep.equal({
      slug: SAMPLE_SLUG,
      title: 'Haversack’s sample battle (ready to play)',
    });
    const s = T.start(SAMPLE_SLUG);
    expect(parseIfcState(s, T.stateVersion)).to.deep.equal(s);
    const game = { stateVersion: T.stateVersion, scenario: SAMPLE_SLUG, state: s } as SavedGame;
    expect(T.read(JSON.parse(JSON.stringify(game)) as SavedGame)).to.deep.equal(s);
    expect(T.context(SAMPLE_SLUG, undefined)).to.deep.equal({});
  });

  it('starts on turn 1 with nothing to undo and no test due', () => {
    const s = sampleBattle();
    expect(s).to.include({ turn: 1, initiative: null });
    expect(s.history).to.deep.equal([]);
    expect(s.tests).to.deep.equal([]);
    expect(s.casualtyRolls).to.deep.equal([]);
    for (const b of s.brigades) expect(brigadeDue(s, b).due).to.equal(false);
    expect(armyDue(s, 'union').due).to.equal(false);
    expect(armyDue(s, 'confederate').due).to.equal(false);
  });

  it('holds two brigades a side of mixed units, each with its brigadier, and a divisional general a side', () => {
    const s = sampleBattle();
    expect(s.brigades.map((b) => b.side)).to.deep.equal([
      'union',
      'union',
      'confederate',
      'confederate',
    ]);
    expect(s.units.length).to.be.above(0);
    for (const b of s.brigades) {
      const units = s.units.filter((u) => u.brigade === b.id);
      // The rulebook's brigade: three to eight infantry or cavalry units, with its artillery.
      const foot = units.filter((u) => !u.type.endsWith('artillery'));
      expect(foot.length).to.be.within(3, 8);
      expect(units.filter((u) => u.general)).to.have.length(1);
    }
    expect(new Set(s.units.map((u) => u.type)).size).to.be.above(3);
    expect(new Set(s.units.map((u) => u.quality))).to.have.property('size', QUALITY_IDS.length);
    expect(new Set(s.units.map((u) => u.weapon)).size).to.equal(WEAPONS.length);
    expect(new Set(s.units.map((u) => u.formation)).size).to.be.above(5);
    expect(s.generals.map((g) => g.side)).to.deep.equal(['union', 'confederate']);
    expect(s.generals.every((g) => g.attachedTo !== null && !g.fallen)).to.equal(true);
    expect(armyInputs(s, 'union')).to.include({ brigades: 2, divisional: 1 });
  });

  it('gives every unit a formation its type may take and a size the rulebook names', () => {
    const s = sampleBattle();
    const sizes = new Set([
      SECTION_CREW,
      ...SIZE_CLASSES.flatMap((c) => [c.normal, c.cavalryNormal]),
    ]);
    for (const u of s.units) {
      expect(u.formation && formationAllowed(u.type, u.formation), u.name).to.equal(true);
      expect(sizes.has(u.start), u.name).to.equal(true);
      expect(u.figures).to.equal(u.start);
    }
    // The Confederates defend, the Union attacks; neither is on Defend for good.
    const side = (id: string) => s.brigades.find((b) => b.id === id)?.side;
    for (const u of s.units)
      expect(u.orders).to.equal(side(u.brigade) === 'union' ? 'attack' : 'defend');
    expect(s.units.some((u) => u.fixedDefend)).to.equal(false);
  });
});
