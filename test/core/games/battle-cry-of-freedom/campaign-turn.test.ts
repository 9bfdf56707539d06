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
import {
  CITY_THEATER,
  VICTORY_CITIES,
} from '../../../../src/core/games/battle-cry-of-freedom/victory-data.js';
import type { GeneralInPlay } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';
import { deckOneScore } from '../../../../src/core/games/battle-cry-of-freedom/victory.js';

const laid: SideAllocation = { faceDown: { east: 1, west: 1 }, discretionary: null, faceUp: false };

describe('Battle Cry of Freedom turn stepper', () => {
  it('steps through the phases A to L in the Detailed Sequence of Play’s order', () => {
    let s: CampaignSnapshot = { ...startSnapshot('campaign'), phase: 'A' };
    const seen = [s.phase];
    while (s.phase !== 'L') {
      if (s.phase === 'C') s = { ...s, allocation: { union: laid, confederate: laid } };
      if (s.phase === 'F') s = { ...s, revealed: true };
      if (s.phase === 'H') s = { ...s, battles: { turn: s.turn, order: [], drawn: [] } };
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

  it('Glossary › Victory Condition Cities: Phase G holds until the Confederate has as many generals as the Union in a closed theater (ruling G42)', () => {
    const west = VICTORY_CITIES.filter((c) => CITY_THEATER[c] === 'west');
    const gen = (side: GeneralInPlay['side'], name: string, cavalry = false): GeneralInPlay => ({
      id: name,
      name,
      side,
      theater: 'west',
      cavalry,
      threeStar: false,
      byCard: false,
    });
    const g: CampaignSnapshot = {
      ...startSnapshot('campaign'),
      phase: 'G',
      fallen: west,
      generals: [
        gen('union', 'Grant'),
        gen('union', 'Sherman'),
        gen('union', 'Thomas'),
        gen('confederate', 'Bragg'),
      ],
    };
    const hold =
      'The West is closed: the Union has 3 generals there, the Confederate 1; the Confederate must bring in 2 more to match. Bring them in before Phase G ends (Glossary › Victory Condition Cities).';
    expect(phaseHold(g)).to.equal(hold);
    expect(() => advancePhase(g)).to.throw(RangeError, 'must bring in 2 more');
    // Other phases are not held by it (he matches in Phase G, after the Union's placements).
    expect(phaseHold({ ...g, phase: 'I' })).to.equal(null);
    let s: WithHistory<CampaignSnapshot> = { ...g, unionPlaced: true, history: [] };
    for (const name of ['Hardee', 'Polk'])
      s = applyCampaignEvent(s, {
        type: 'place-general',
        side: 'confederate',
        theater: 'west',
        name,
        cavalry: false,
        byCard: false,
        homeChecked: true,
      });
    expect(phaseHold(s)).to.equal(null);
    expect(advancePhase(s).phase).to.equal('H');
    // Past his normal limit (four infantry and one cavalry) only card play takes him.
    const union = ['A', 'B', 'C', 'D', 'E'].map((n) => gen('union', n));
    const confederate = ['F', 'G', 'H', 'I'].map((n) => gen('confederate', n));
    const full = {
      ...g,
      generals: [
        ...union,
        gen('union', 'Cav', true),
        ...confederate,
        gen('confederate', 'Forrest', true),
      ],
    };
    expect(phaseHold(full)).to.equal(null);
    // He may say he holds no general card to bring in: the hold lifts for this Phase G only.
    const said = applyCampaignEvent(
      { ...g, history: [] },
      { type: 'no-general-to-match', theater: 'west' },
    );
    expect(said.note).to.contain('ruling G42');
    expect(phaseHold(said)).to.equal(null);
    const next = advancePhase(said);
    expect(next.phase).to.equal('H');
    expect(next.unmatched).to.equal(undefined);
    expect(() =>
      applyCampaignEvent(
        { ...g, phase: 'H', history: [] },
        { type: 'no-general-to-match', theater: 'west' },
      ),
    ).to.throw(RangeError, 'Phase G');
    expect(() =>
      applyCampaignEvent({ ...g, history: [] }, { type: 'no-general-to-match', theater: 'east' }),
    ).to.throw(RangeError, 'not short');
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
