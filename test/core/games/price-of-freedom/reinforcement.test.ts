/**
 * New corps and garrisons in the tracker: the per-region caps of one reinforcement phase or
 * campaign round (§11.5), the theater commanders' priority (§11.7, with its example), their army
 * size (§11.8), the free Washington garrison under War Effort (§11.9, §11.11, §18.2; ruling
 * A12), and the Atlantic Coast judged on all its coastal regions (§4.1 note 4; ruling G3).
 */
import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  RULEBOOK_COMPLETE_COASTS,
  coastBlockaded,
  coastStatus,
  describeCampaignChange,
  loadGameData,
  parseCampaignState,
  priorityCommander,
  regionCap,
  regionNames,
  warEffort,
} from '../../../../src/core/games/price-of-freedom/index.js';
import type { CampaignEvent } from '../../../../src/core/games/price-of-freedom/index.js';
import { control, deploy, play, start } from './campaign-helpers.js';

const turn = (n: number): CampaignEvent => ({ type: 'set-turn', turn: n });
const tc = (side: 'usa' | 'csa', theater: 'east' | 'west', corps: number): CampaignEvent => ({
  type: 'set-theater-corps',
  side,
  theater,
  corps,
});

describe('Price of Freedom new corps (§11.5-11.9)', () => {
  it('§11.5 caps per region: capital 3, resource home region 2, other home region 1, enemy region 1 (Union only)', () => {
    const kinds = ['capital', 'resource', 'regular', 'enemy'] as const;
    expect(kinds.map((k) => regionCap('usa', k))).to.deep.equal([3, 2, 1, 1]);
    expect(regionCap('csa', 'enemy')).to.equal(null);
    let s = play(start(), turn(3)); // Union War Effort 12: room for 6 more corps
    s = play(s, deploy('usa', 3, 'washington', 'capital'));
    expect(() => play(s, deploy('usa', 1, 'washington', 'capital'))).to.throw(RangeError, /§11\.5/);
    s = play(s, deploy('usa', 2, 'st-louis', 'resource'));
    expect(() => play(s, deploy('usa', 1, 'st-louis', 'resource'))).to.throw(RangeError, /§11\.5/);
    s = play(s, deploy('usa', 1, 'yorktown', 'enemy'));
    expect(() => play(s, deploy('usa', 1, 'yorktown', 'enemy'))).to.throw(RangeError, /§11\.5/);
    expect(s.corps.usa).to.equal(12);
    expect(s.placed.usa).to.deep.equal({ washington: 3, 'st-louis': 2, yorktown: 1 });
  });

  it('§11.5 a refused placement changes nothing: 2 corps into a 1-corps region place neither', () => {
    const s = play(start(), turn(2));
    expect(() => play(s, deploy('csa', 2, 'manassas', 'regular'))).to.throw(RangeError);
    expect(play(s, deploy('csa', 1, 'manassas', 'regular')).corps.csa).to.equal(5);
  });

  it('§11.5 the caps start again in a new phase or round, and in a new turn', () => {
    let s = play(start(), turn(2), deploy('csa', 1, 'manassas', 'regular'));
    expect(() => play(s, deploy('csa', 1, 'manassas', 'regular'))).to.throw(RangeError);
    s = play(s, { type: 'new-round' });
    expect(s.placed.csa).to.deep.equal({});
    s = play(s, deploy('csa', 1, 'manassas', 'regular'), turn(3));
    expect(s.placed.csa).to.deep.equal({});
    const data = loadGameData();
    if (!data.ok) throw new Error('game data');
    const before = play(start(), turn(2));
    const after = play(before, deploy('csa', 1, 'manassas', 'regular'));
    const names = regionNames(data.value.setup);
    expect(describeCampaignChange(before, after, names)).to.include(
      'Confederate: 1 new corps in Manassas.',
    );
    const cleared = describeCampaignChange(after, play(after, { type: 'new-round' }), names);
    expect(cleared[0]).to.match(/§11\.5/);
  });

  it('§11.5 only the Union places in an enemy region, the capital kind is the side’s own capital, and never in a region the enemy holds', () => {
    const s = play(start(), turn(2));
    expect(() => play(s, deploy('csa', 1, 'baltimore', 'enemy'))).to.throw(RangeError, /Union/);
    expect(() => play(s, deploy('usa', 1, 'richmond', 'capital'))).to.throw(RangeError, /§2\.1/);
    expect(() => play(s, deploy('usa', 1, 'richmond', 'enemy'))).to.throw(RangeError, /§2\.7/);
    expect(play(s, deploy('usa', 1, 'front-royal', 'regular')).placed.usa).to.deep.equal({
      'front-royal': 1,
    });
  });

  it('§11.7 example: Lee (Eastern, 2 corps) and J. Johnston (Western, 2 corps): of 2 new corps, 1 to Lee first, then 1 to Johnston', () => {
    let s = play(start(), turn(2), tc('csa', 'east', 2), tc('csa', 'west', 2));
    expect(priorityCommander(s, 'csa')).to.equal('east');
    // Not to Early or Hood (field commanders) while Lee has priority.
    expect(() => play(s, deploy('csa', 1, 'manassas', 'regular', 'other'))).to.throw(
      RangeError,
      /§11\.7/,
    );
    expect(() => play(s, deploy('csa', 2, 'richmond', 'capital', 'east'))).to.throw(RangeError);
    s = play(s, deploy('csa', 1, 'richmond', 'capital', 'east'));
    expect(s.theaterCorps.csa).to.deep.equal({ east: 3, west: 2 });
    expect(priorityCommander(s, 'csa')).to.equal('west');
    s = play(s, deploy('csa', 1, 'nashville', 'regular', 'west'));
    expect(s.theaterCorps.csa).to.deep.equal({ east: 3, west: 3 });
    expect(priorityCommander(s, 'csa')).to.equal(null);
  });

  it('§11.7 a Union theater commander keeps priority until he has 4 corps; §11.8 never more than 6', () => {
    let s = play(start(), turn(3), tc('usa', 'east', 3));
    expect(priorityCommander(s, 'usa')).to.equal('east');
    s = play(s, deploy('usa', 1, 'washington', 'capital', 'east'));
    expect(priorityCommander(s, 'usa')).to.equal(null);
    s = play(s, deploy('usa', 1, 'baltimore', 'regular', 'other'));
    s = play(s, tc('usa', 'west', 6));
    expect(() => play(s, deploy('usa', 1, 'st-louis', 'resource', 'west'))).to.throw(
      RangeError,
      /§11\.8/,
    );
    expect(() => play(s, deploy('usa', 1, 'st-louis', 'resource', 'east'))).to.not.throw();
  });

  it('§11.7 ruling A14: priority passes on when the commander who has it cannot take the corps', () => {
    const s = play(start(), turn(2), tc('csa', 'east', 2), tc('csa', 'west', 2));
    expect(priorityCommander(s, 'csa', ['east'])).to.equal('west');
    expect(() => play(s, deploy('csa', 1, 'manassas', 'regular', 'other', ['east']))).to.throw(
      RangeError,
      /Western/,
    );
    const placed = play(s, deploy('csa', 1, 'manassas', 'regular', 'other', ['east', 'west']));
    expect(placed.corps.csa).to.equal(5);
    expect(() => play(s, deploy('csa', 1, 'richmond', 'capital', 'east', ['east']))).to.throw(
      RangeError,
    );
  });

  it('ruling A12: the free Washington garrison respects Union War Effort; one that cannot be placed is lost (§11.9, §11.11, §18.2)', () => {
    expect(() => play(start(), { type: 'deploy-garrison', free: true })).to.throw(
      RangeError,
      /Turn 1/,
    );
    let s = play(start(), turn(2)); // Union War Effort 10, 1 garrison on the map
    for (let i = 0; i < 8; i++) s = play(s, { type: 'deploy-garrison' });
    expect(s.garrisons).to.equal(9);
    s = play(s, { type: 'deploy-garrison', free: true });
    expect(s.garrisons).to.equal(10);
    expect(() => play(s, { type: 'deploy-garrison', free: true })).to.throw(RangeError, /lost/);
    const held = play(start(), turn(2), control('washington', 'csa'));
    expect(() => play(held, { type: 'deploy-garrison', free: true })).to.throw(
      RangeError,
      /§11\.11/,
    );
  });
});

describe('Price of Freedom coasts (§4.1 note 4; ruling G3)', () => {
  it('the Gulf Coast is New Orleans and Mobile by the rule’s own example; the Atlantic Coast’s regions are not all named', () => {
    const s = start();
    expect(s.coastsComplete).to.deep.equal({ gulf: true, atlantic: false });
    expect(s.coastsComplete).to.deep.equal(RULEBOOK_COMPLETE_COASTS);
    const gulf = play(s, control('new-orleans', 'usa'), {
      type: 'set-blockade',
      box: 'mobile',
      markers: 1,
    });
    expect(coastStatus(gulf, 'gulf')).to.equal('blockaded');
  });

  it('§4.1 note 4: the Atlantic Coast is not blockaded on its four named regions alone; the players add the others or confirm there are none', () => {
    let s = play(
      start(),
      { type: 'set-blockade', box: 'wilmington', markers: 1 },
      { type: 'set-blockade', box: 'charleston', markers: 1 },
    );
    expect(coastStatus(s, 'atlantic')).to.equal('unconfirmed');
    expect(coastBlockaded(s, 'atlantic')).to.equal(false);
    expect(warEffort(s).csa).to.equal(6);
    s = play(s, {
      type: 'add-coastal-region',
      id: 'savannah',
      region: { name: 'Savannah', coast: 'atlantic', box: 'savannah' },
      control: 'csa',
    });
    expect(coastStatus(s, 'atlantic')).to.equal('open');
    s = play(s, { type: 'set-blockade', box: 'savannah', markers: 1 });
    expect(coastStatus(s, 'atlantic')).to.equal('unconfirmed');
    s = play(s, { type: 'set-coast-complete', coast: 'atlantic', complete: true });
    expect(coastStatus(s, 'atlantic')).to.equal('blockaded');
    expect(warEffort(s).csa).to.equal(4);
  });

  it('a save made before these fields reads with no placements, no theater commanders and the rulebook’s coasts', () => {
    const { placed: _p, theaterCorps: _t, coastsComplete: _c, ...old } = start();
    const parsed = parseCampaignState(JSON.parse(JSON.stringify(old)));
    expect(parsed.ok).to.equal(true);
    if (!parsed.ok) return;
    expect(parsed.value.placed).to.deep.equal({ usa: {}, csa: {} });
    expect(parsed.value.theaterCorps).to.deep.equal({
      usa: { east: 0, west: 0 },
      csa: { east: 0, west: 0 },
    });
    expect(parsed.value.coastsComplete).to.deep.equal(RULEBOOK_COMPLETE_COASTS);
    expect(
      parseCampaignState({ ...start(), placed: { usa: { washington: 4 }, csa: {} } }).ok,
    ).to.equal(false);
  });
});
