import { expect } from '@open-wc/testing';
import {
  CHATTANOOGA_BY_CARD_GAIN,
  WASHINGTON_RECAPTURE as RECAPTURE_SPLIT,
} from '../../../../src/core/games/battle-cry-of-freedom/battle-cards.js';
import {
  EMANCIPATION_LATER_TURNS,
  UNION_RESOURCES,
} from '../../../../src/core/games/battle-cry-of-freedom/cards-resources-union.js';
import {
  applyChange,
  CHATTANOOGA_BY_CARD,
  EMANCIPATION,
  pendingText,
  settleEndOfTurn,
  WASHINGTON_RECAPTURE,
  washingtonOccupied,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-effects.js';
import { startSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type { CampaignSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import { clampCp } from '../../../../src/core/games/battle-cry-of-freedom/cp-track.js';

const at = (turn: number, over: Partial<CampaignSnapshot> = {}): CampaignSnapshot => ({
  ...startSnapshot('deck-two'),
  turn,
  phase: 'L',
  ...over,
});

describe('Battle Cry of Freedom effects that fire later', () => {
  it('applies a change to both tracks within their limits and logs each side changed', () => {
    const s = at(1);
    const r = applyChange(s, EMANCIPATION.change, 'test');
    expect(r.cp.union).to.equal(clampCp('union', s.cp.union + EMANCIPATION.change.union));
    expect(r.cp.confederate).to.equal(
      clampCp('confederate', s.cp.confederate + EMANCIPATION.change.confederate),
    );
    expect(r.cpLog.map((c) => c.side)).to.deep.equal(['union', 'confederate']);
    // A side whose change is 0 is not logged.
    expect(applyChange(s, WASHINGTON_RECAPTURE.change, 'x').cpLog.map((c) => c.side)).to.deep.equal(
      ['union'],
    );
  });

  it('pays the Emancipation Proclamation’s instalments at the ends of the later turns (ruling C22)', () => {
    let s = at(2, {
      pending: [{ kind: 'emancipation', left: EMANCIPATION.laterTurns, played: 2 }],
    });
    // The turn it is played: nothing yet.
    let r = settleEndOfTurn(s);
    expect(r.state.cp).to.deep.equal(s.cp);
    expect(r.state.pending).to.deep.equal(s.pending);
    const start = s.cp;
    for (let i = 1; i <= EMANCIPATION.laterTurns; i++) {
      s = { ...r.state, turn: s.turn + 1 };
      r = settleEndOfTurn(s);
      expect(r.said).to.include('Emancipation instalment.');
    }
    expect(r.state.pending).to.deep.equal([]);
    expect(r.state.cp.union).to.equal(
      clampCp('union', start.union + EMANCIPATION.laterTurns * EMANCIPATION.change.union),
    );
    expect(r.state.cp.confederate).to.equal(
      clampCp(
        'confederate',
        start.confederate + EMANCIPATION.laterTurns * EMANCIPATION.change.confederate,
      ),
    );
  });

  it('recaptures Washington at the end of the turn after its fall (Glossary › Washington, D.C.)', () => {
    const fell = at(3, { pending: [{ kind: 'washington', captured: 3 }] });
    expect(washingtonOccupied(fell)).to.equal(false);
    expect(settleEndOfTurn(fell).state.pending).to.deep.equal(fell.pending);
    expect(pendingText(fell.pending[0]!, 3)).to.contain('ruling A17');
    const next = { ...fell, turn: 4 };
    expect(washingtonOccupied(next)).to.equal(true);
    const r = settleEndOfTurn(next);
    expect(r.said).to.deep.equal(['Washington recaptured.']);
    expect(r.state.pending).to.deep.equal([]);
    expect(r.state.cp.union).to.equal(
      clampCp('union', next.cp.union + WASHINGTON_RECAPTURE.change.union),
    );
  });

  it('scores Chattanooga taken by card at the end of the turn (ruling A12)', () => {
    const s = at(2, { pending: [{ kind: 'chattanooga' }] });
    const r = settleEndOfTurn(s);
    expect(r.state.cp.union).to.equal(
      clampCp('union', s.cp.union + CHATTANOOGA_BY_CARD.change.union),
    );
    expect(r.state.pending).to.deep.equal([]);
    expect(pendingText({ kind: 'chattanooga' }, 2)).to.contain(
      `+${CHATTANOOGA_BY_CARD.change.union}`,
    );
  });

  it('counts the instalments still to come in the tracker’s line', () => {
    const text = pendingText({ kind: 'emancipation', left: EMANCIPATION.laterTurns, played: 1 }, 1);
    expect(text).to.contain(`${EMANCIPATION.laterTurns} instalments to come`);
    expect(text).to.contain('next turn');
    expect(pendingText({ kind: 'emancipation', left: 1, played: 1 }, 2)).to.contain(
      '1 instalment to come',
    );
  });
});

describe('Battle Cry of Freedom pending effects: numbers read from the cards', () => {
  it('reads the Emancipation Proclamation’s change and later turns from its card', () => {
    const ep = UNION_RESOURCES.find((c) => c.id === 'ep');
    expect(ep?.effect).to.deep.equal(EMANCIPATION.change);
    expect(EMANCIPATION.change).to.deep.equal({ union: 1, confederate: -1 });
    expect(EMANCIPATION.laterTurns).to.equal(EMANCIPATION_LATER_TURNS);
  });

  it('reads Washington’s recapture and Chattanooga’s point from the battle-card data', () => {
    expect(WASHINGTON_RECAPTURE.change).to.deep.equal({
      union: RECAPTURE_SPLIT.gain,
      confederate: 0,
    });
    expect(WASHINGTON_RECAPTURE.change).to.deep.equal({ union: 1, confederate: 0 });
    expect(CHATTANOOGA_BY_CARD.change).to.deep.equal({
      union: CHATTANOOGA_BY_CARD_GAIN,
      confederate: 0,
    });
  });
});
