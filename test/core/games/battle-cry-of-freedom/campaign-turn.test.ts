import { expect } from '@open-wc/testing';
import {
  advancePhase,
  phaseHold,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-turn.js';
import { startSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type {
  CampaignSnapshot,
  SideAllocation,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import {
  nextPhase,
  PHASE_LETTERS,
} from '../../../../src/core/games/battle-cry-of-freedom/phases.js';
import {
  PROMOTABLE,
  requireScenario,
} from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import { deckOneScore } from '../../../../src/core/games/battle-cry-of-freedom/victory.js';

const laid: SideAllocation = { faceDown: { east: 1, west: 1 }, discretionary: null, faceUp: false };

describe('Battle Cry of Freedom turn stepper', () => {
  it('steps through the phases A to L in the Detailed Sequence of Play’s order', () => {
    let s: CampaignSnapshot = { ...startSnapshot('campaign'), phase: 'A' };
    const seen = [s.phase];
    while (s.phase !== 'L') {
      if (s.phase === 'C') s = { ...s, allocation: { union: laid, confederate: laid } };
      if (s.phase === 'F') s = { ...s, revealed: true };
      s = advancePhase(s);
      seen.push(s.phase);
    }
    expect(seen).to.deep.equal([...PHASE_LETTERS]);
  });

  it('holds Phase C until both have laid their face-down points, Phase F until the reveal', () => {
    const c = { ...startSnapshot('campaign'), phase: 'C' as const };
    expect(phaseHold(c)).to.contain('face-down');
    expect(() => advancePhase(c)).to.throw(RangeError);
    const half = { ...c, allocation: { union: laid, confederate: null } };
    expect(phaseHold(half)).to.not.equal(null);
    expect(phaseHold({ ...c, allocation: { union: laid, confederate: laid } })).to.equal(null);
    const f = { ...c, phase: 'F' as const, allocation: { union: laid, confederate: laid } };
    expect(phaseHold(f)).to.contain('reveal');
    expect(advancePhase({ ...f, revealed: true }).phase).to.equal(nextPhase('F'));
  });

  it('K. Discard, 1: holds Phase K while a player holds more than nine cards, as Phases C and F hold', () => {
    const k: CampaignSnapshot = {
      ...startSnapshot('campaign'),
      phase: 'K',
      hands: { union: 12, confederate: 9 },
    };
    expect(phaseHold(k)).to.equal('Union holds 12: discard to the hand limit of 9 first.');
    expect(() => advancePhase(k)).to.throw(RangeError);
    const discarded = applyCampaignEvent(
      { ...k, history: [] },
      { type: 'discard', side: 'union', count: 3 },
    );
    expect(phaseHold(discarded)).to.equal(null);
    expect(advancePhase(discarded).phase).to.equal('L');
  });

  it('K. Discard, 2: only a player who began Phase K with nine or fewer may swap a general for a card', () => {
    const j: CampaignSnapshot = {
      ...startSnapshot('campaign'),
      phase: 'J',
      hands: { union: 12, confederate: 9 },
    };
    const k = { ...advancePhase(j), history: [] };
    expect(k.handsAtK).to.deep.equal({ union: 12, confederate: 9 });
    expect(() => applyCampaignEvent(k, { type: 'swap-general', side: 'union' })).to.throw(
      RangeError,
      'Union began Phase K with 12 cards',
    );
    // Discarding to nine does not open the swap to him: he began the phase over the limit.
    const down = applyCampaignEvent(k, { type: 'discard', side: 'union', count: 3 });
    expect(() => applyCampaignEvent(down, { type: 'swap-general', side: 'union' })).to.throw(
      RangeError,
    );
    const swapped = applyCampaignEvent(k, { type: 'swap-general', side: 'confederate' });
    expect(swapped.hands.confederate).to.equal(9);
  });

  it('has no phases in Gettysburg, and none once the game is over', () => {
    expect(phaseHold(startSnapshot('gettysburg'))).to.contain('end the day');
    const over = {
      ...startSnapshot('campaign'),
      result: { winner: 'union' as const, reason: 'test' },
    };
    expect(phaseHold(over)).to.equal('The game is over.');
  });

  it('ends the turn in Phase L: promotions, a new turn at Phase A, the turn’s records cleared', () => {
    const s0 = startSnapshot('campaign');
    const who = PROMOTABLE[0]!;
    const s: CampaignSnapshot = {
      ...s0,
      phase: 'L',
      generals: [
        ...s0.generals,
        {
          id: 'p',
          name: who,
          side: 'union',
          theater: 'west',
          cavalry: false,
          threeStar: false,
          byCard: false,
        },
      ],
      wins: [{ side: 'union', theater: 'west' }],
      allocation: { union: laid, confederate: laid },
      revealed: true,
    };
    const next = advancePhase(s);
    expect(next.turn).to.equal(s.turn + 1);
    expect(next.phase).to.equal(PHASE_LETTERS[0]);
    expect(next.wins).to.deep.equal([]);
    expect(next.allocation).to.deep.equal({ union: null, confederate: null });
    expect(next.revealed).to.equal(false);
    expect(next.generals.find((g) => g.id === 'p')?.threeStar).to.equal(true);
    expect(next.note).to.contain(`${who} promoted`);
  });

  it('ends the Campaign Game after its last turn with a Confederate win (Glossary › End of Game)', () => {
    expect(requireScenario('campaign').victory).to.equal('campaign');
    const s = { ...startSnapshot('campaign'), phase: 'L' as const, ending: 'Both decks are out.' };
    const end = advancePhase(s);
    expect(end.result?.winner).to.equal('confederate');
    expect(end.result?.reason).to.contain('Both decks are out.');
    expect(end.turn).to.equal(s.turn);
  });

  it('scores the Deck One scenario after the Second Resource Phase once its deck runs out', () => {
    const s: CampaignSnapshot = {
      ...startSnapshot('deck-one'),
      phase: 'J',
      ending: 'Deck One is out.',
      cp: { union: 9, confederate: 5 },
      fallen: ['Vicksburg'],
    };
    const r = advancePhase(s);
    const score = deckOneScore({ cp: s.cp, invasionMajors: 0, citiesCaptured: 1 });
    expect(r.result).to.deep.equal(score.result);
    expect(r.phase).to.equal('J');
    // Without the ending the turn goes on.
    expect(advancePhase({ ...s, ending: null }).phase).to.equal(nextPhase('J'));
  });
});
