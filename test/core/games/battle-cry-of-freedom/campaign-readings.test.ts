import { expect } from '@open-wc/testing';
import {
  cardFlagId,
  PLACEMENT_READING,
  RESOURCES_READING,
  resourceFacts,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-readings.js';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import { placeBattleCard } from '../../../../src/core/games/battle-cry-of-freedom/campaign-battle-cards.js';
import { startSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import { placementCalculator } from '../../../../src/core/games/battle-cry-of-freedom/placement-calculator.js';
import { resourcesCalculator } from '../../../../src/core/games/battle-cry-of-freedom/resources-calculator.js';
import { calculatorDefaults, calculatorInputs } from '../../../../src/core/shared/calculator.js';
import type { CampaignSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';

const standing = (s: CampaignSnapshot, card: string, side = 'union') => {
  const read = RESOURCES_READING.read(s, {});
  const inputs = { ...calculatorDefaults(resourcesCalculator), side, ...read?.inputs };
  const r = resourcesCalculator.compute(inputs, { userData: null }, {});
  return r.breakdown.rows.find((x) => x.label.startsWith(card))?.here;
};
const springtide = (s: CampaignSnapshot) => standing(s, 'Springtide of Northern Hope');

describe('Battle Cry of Freedom: the placement tool and Resource check read the campaign', () => {
  it('Deck Two Scenario › At Start: the placement tool reads the five cards the Union holds', () => {
    const read = PLACEMENT_READING.read(startSnapshot('deck-two'), {});
    const held = Object.entries(read?.inputs ?? {})
      .filter(([k, v]) => k.startsWith('held_') && v === true)
      .map(([k]) => k)
      .sort();
    expect(held).to.deep.equal(
      ['corinth', 'fredericksburg', 'manassas', 'shiloh', 'stones_river'].map((id) => `held_${id}`),
    );
    expect(read?.lines.join(' ')).to.contain('The Union holds: ');
    // Every input read is one of the tool's own.
    const ids = calculatorInputs(placementCalculator).map((i) => i.id);
    for (const k of Object.keys(read?.inputs ?? {})) expect(ids, k).to.include(k);
  });

  it('Glossary › Invasion: an Invasion card removed from the game is read as out of it', () => {
    const s = placeBattleCard(startSnapshot('campaign'), 'gettysburg', 'removed');
    const read = PLACEMENT_READING.read(s, {});
    expect(read?.inputs[cardFlagId('gone', 'gettysburg')]).to.equal(true);
    expect(read?.inputs[cardFlagId('gone', 'antietam')]).to.equal(false);
    expect(read?.lines.join(' ')).to.contain('Removed from the game: Gettysburg');
  });

  it('Springtide of Northern Hope: playable when the campaign has the Union behind and holding two battle cards', () => {
    let s: CampaignSnapshot = { ...startSnapshot('campaign'), phase: 'B' };
    s = { ...s, cp: { union: s.cp.confederate - 1, confederate: s.cp.confederate } };
    expect(springtide(s)).to.equal(null);
    s = placeBattleCard(
      placeBattleCard(s, 'fredericksburg', 'union-holds'),
      'shiloh',
      'union-holds',
    );
    expect(springtide(s)).to.not.equal(null);
    const read = RESOURCES_READING.read(s, {});
    expect(read?.inputs).to.deep.include({ phase: 'first', lead: -1, unionHoldsTwo: true });
    expect(read?.lines.join(' ')).to.contain('Battle cards the Union holds: 2.');
  });

  it('reads the battles won this turn and the fallen cities; nothing from a state that is no campaign', () => {
    const s: CampaignSnapshot = {
      ...startSnapshot('campaign'),
      wins: [{ side: 'union', theater: 'west' }],
      fallen: ['Nashville'] as unknown as CampaignSnapshot['fallen'],
    };
    const read = RESOURCES_READING.read(s, {});
    expect(read?.inputs).to.deep.include({ unionWon: true, cityLost: true });
    expect(read?.lines.join(' ')).to.contain('Won this turn: Union in the West.');
    expect(RESOURCES_READING.read({ turn: 1 }, {})).to.equal(null);
    expect(PLACEMENT_READING.read({}, {})).to.equal(null);
  });

  it('reads Washington’s fall last turn into the placement tool (Glossary › Washington, D.C.)', () => {
    const s = startSnapshot('deck-two');
    expect(PLACEMENT_READING.read(s, {})?.inputs['wdc']).to.equal(false);
    const fell: CampaignSnapshot = {
      ...s,
      turn: 3,
      pending: [{ kind: 'washington', captured: 2 }],
    };
    const read = PLACEMENT_READING.read(fell, {});
    expect(read?.inputs['wdc']).to.equal(true);
    expect(read?.lines.join(' ')).to.contain('West only');
    // The turn of the fall itself: not yet.
    expect(PLACEMENT_READING.read({ ...fell, turn: 2 }, {})?.inputs['wdc']).to.equal(false);
  });

  it('Deck Two Scenario › At Start: the events already played are read, not asked (Cotton Diplomacy barred by Blockade Tightens)', () => {
    const s = startSnapshot('deck-two');
    const read = RESOURCES_READING.read(s, {});
    expect(read?.inputs).to.include({
      epPlayed: true,
      prelimPlayed: true,
      blockadePlayed: true,
      confederateDeckOne: false,
    });
    // Which deck the scenario's Emancipation came from is not known: left to the player.
    expect(read?.inputs).to.not.have.property('epDeckOne');
    expect(standing(s, 'Cotton Diplomacy Successful', 'confederate')).to.equal(null);
    expect(standing(s, 'Men of Color', 'union')).to.equal('yes');
    expect(read?.lines.join(' ')).to.contain('From the campaign: ');
  });

  it('Glossary › Deck One/Deck Two and the player notes: the deck a card was played from, and a Major Victory this turn', () => {
    let s: CampaignSnapshot = { ...startSnapshot('campaign'), phase: 'J' };
    expect(resourceFacts(s)).to.include({
      epPlayed: false,
      prelimDeckOne: false,
      confederateDeckOne: true,
      confederateMajor: false,
    });
    s = applyCampaignEvent(
      { ...s, history: [] },
      {
        type: 'battle-won',
        side: 'union',
        theater: 'east',
        invasionMajor: false,
      },
    );
    s = applyCampaignEvent(
      { ...s, history: [] },
      {
        type: 'resource-played',
        side: 'union',
        card: 'prelim-ep',
      },
    );
    expect(resourceFacts(s)).to.include({ prelimPlayed: true, prelimDeckOne: true });
    // A Confederate win said to be a Major Victory (the ledger says so when it records it).
    s = applyCampaignEvent(
      { ...s, history: [] },
      {
        type: 'battle-won',
        side: 'confederate',
        theater: 'west',
        invasionMajor: false,
        major: true,
      },
    );
    expect(resourceFacts(s).confederateMajor).to.equal(true);
    // A Confederate win entered by hand, Major or not unsaid: left to the player.
    const byHand = applyCampaignEvent(
      { ...startSnapshot('campaign'), history: [] },
      {
        type: 'battle-won',
        side: 'confederate',
        theater: 'west',
        invasionMajor: false,
      },
    );
    expect(resourceFacts(byHand).confederateMajor).to.equal(null);
  });
});
