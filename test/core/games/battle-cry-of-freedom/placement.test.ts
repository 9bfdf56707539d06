import { expect } from '@open-wc/testing';
import { EVENT_CARDS } from '../../../../src/core/games/battle-cry-of-freedom/cards-events.js';
import {
  checkPlacement,
  OFFENSIVE_CARDS,
  offensiveBarred,
  type PlacementSituation,
} from '../../../../src/core/games/battle-cry-of-freedom/placement.js';

const base = (over: Partial<PlacementSituation> = {}): PlacementSituation => ({
  placed: { east: '', west: 'vicksburg' },
  peninsula: 'overland',
  held: new Set(),
  removed: new Set(),
  inHand: new Set(),
  onToRichmond: false,
  pressure: false,
  offense: '',
  offenseCard: 'strategic-offensive',
  invasion: '',
  ...over,
});

describe('Battle Cry of Freedom placement', () => {
  it('needs at least one battle, and the placements the resources force', () => {
    expect(checkPlacement(base()).legal).to.equal(true);
    const none = checkPlacement(base({ placed: { east: '', west: '' } }));
    expect(none.legal).to.equal(false);
    expect(none.pending).to.contain('at least');
    expect(checkPlacement(base()).pending).to.equal(null);
    expect(checkPlacement(base({ onToRichmond: true })).problems.join()).to.contain('East');
    expect(checkPlacement(base({ pressure: true })).legal).to.equal(false);
  });

  it('bars Atlanta until Chattanooga and Chickamauga have fallen', () => {
    const atlanta = base({ placed: { east: '', west: 'atlanta' } });
    expect(checkPlacement(atlanta).problems.join()).to.contain('Chattanooga and Chickamauga');
    const ok = checkPlacement({ ...atlanta, held: new Set(['chattanooga', 'chickamauga']) });
    expect(ok.legal).to.equal(true);
  });

  it('refuses a held card, an invasion and a Confederate-deck card', () => {
    expect(checkPlacement(base({ held: new Set(['vicksburg']) })).legal).to.equal(false);
    expect(checkPlacement(base({ placed: { east: 'antietam', west: '' } })).legal).to.equal(false);
    expect(checkPlacement(base({ placed: { east: 'north-anna', west: '' } })).legal).to.equal(
      false,
    );
  });

  it('bars an offensive in the East with only Richmond left (Glossary › Confederate Offensive)', () => {
    const held = new Set(['manassas', 'fredericksburg', 'wilderness', 'peninsula']);
    expect(offensiveBarred('east', held)).to.equal(true);
    expect(offensiveBarred('east', new Set(['manassas']))).to.equal(false);
    const r = checkPlacement(base({ held, offense: 'east' }));
    expect(r.legal).to.equal(false);
    expect(r.rulings).to.include('A19');
  });

  it('offers the invasions of the theater that are left, and Washington’s blockers', () => {
    const r = checkPlacement(
      base({ offense: 'east', removed: new Set(['antietam']), invasion: 'washington' }),
    );
    expect(r.invasions).to.have.members(['gettysburg', 'washington']);
    expect(r.washingtonBlockers).to.deep.equal(['gettysburg']);
    expect(r.legal).to.equal(true);
    const moving = checkPlacement(
      base({ offense: 'east', offenseCard: 'anv-move', invasion: 'antietam' }),
    );
    expect(moving.invasions).to.deep.equal([]);
    expect(moving.legal).to.equal(false);
  });

  it('replays the Example of Play turn: Corinth and Fredericksburg under Pressure, then Antietam', () => {
    const r = checkPlacement(
      base({
        placed: { east: 'fredericksburg', west: 'corinth' },
        held: new Set(['shiloh']),
        pressure: true,
        offense: 'east',
        invasion: 'antietam',
      }),
    );
    expect(r.legal).to.equal(true);
    expect(r.rulings).to.include('A29');
  });

  it('names the offensive cards from the card data', () => {
    expect(OFFENSIVE_CARDS.length).to.be.greaterThan(0);
    for (const c of OFFENSIVE_CARDS)
      expect(c.name).to.equal(EVENT_CARDS.find((e) => e.id === c.id)?.name);
  });

  it('notes a closed theater once the Union holds all its victory cities', () => {
    const closed = (held: string[]) =>
      checkPlacement(base({ held: new Set(held) })).notes.some((n) =>
        n.text.startsWith('A theater whose victory cities'),
      );
    expect(closed([])).to.equal(false);
    expect(closed(['vicksburg'])).to.equal(false);
    expect(closed(['richmond'])).to.equal(true);
    expect(closed(['vicksburg', 'atlanta'])).to.equal(true);
  });

  it('Glossary › Washington, D.C.: the turn after its fall the Union places in the West only (ruling G44)', () => {
    const fell = checkPlacement(base({ washingtonFell: true }));
    expect(fell.legal).to.equal(true);
    expect(fell.rulings).to.include('G44');
    const east = checkPlacement(
      base({ washingtonFell: true, placed: { east: 'fredericksburg', west: 'vicksburg' } }),
    );
    expect(east.legal).to.equal(false);
    expect(east.problems).to.have.length(1);
    expect(east.problems.join()).to.contain('Washington fell last turn');
    // The cards that demand an East battle are met without it that turn.
    expect(checkPlacement(base({ washingtonFell: true, onToRichmond: true })).legal).to.equal(true);
    expect(checkPlacement(base({ washingtonFell: true, pressure: true })).legal).to.equal(true);
    expect(checkPlacement(base({ pressure: true })).legal).to.equal(false);
  });
});
