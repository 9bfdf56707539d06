import { expect } from '@open-wc/testing';
import { GENERAL_FORM } from '../../../../src/core/games/battle-cry-of-freedom/combat-forms.js';
import { CARD_USER_DATA } from '../../../../src/core/games/battle-cry-of-freedom/card-entry.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import { reduceLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-reduce.js';
import {
  OTHER_THEATER_PLACE,
  otherTheaterProblem,
  setupLines,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-setup.js';
import { startLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-start.js';
import type { LedgerContext } from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';

const campaign = createCampaign('campaign');
const ctx: LedgerContext = { start: 'battle', cards: CARD_USER_DATA.empty(), campaign };
const atManassas = {
  ...reduceLedger(startLedger('battle'), {
    type: 'set-battle',
    name: '',
    initiative: 'union',
    victoryCity: false,
    card: 'manassas',
  }),
  history: [],
};

describe('Battle Cry of Freedom: setting a battle in the ledger', () => {
  it('Detailed Sequence of Play › I. Combat Phase, 10: no general of the other theater joins a battle, unless a card brings him', () => {
    expect(OTHER_THEATER_PLACE).to.equal('Detailed Sequence of Play › I. Combat Phase, 10');
    expect(atManassas.battle.theater).to.equal('east');
    const west = campaign.generals.find((g) => g.side === 'union' && g.theater === 'west')!;
    const east = campaign.generals.find((g) => g.side === 'union' && g.theater === 'east')!;
    expect(west).to.not.equal(undefined);
    const problem = otherTheaterProblem(atManassas, ctx, 'union', west.name, false);
    expect(problem).to.contain(`${west.name} is in play in the West`);
    expect(problem).to.contain(OTHER_THEATER_PLACE);
    // A card brings him; a general of the battle's own theater; no campaign known: all pass.
    expect(otherTheaterProblem(atManassas, ctx, 'union', west.name, true)).to.equal(null);
    expect(otherTheaterProblem(atManassas, ctx, 'union', east.name, false)).to.equal(null);
    const alone = { start: 'battle', cards: CARD_USER_DATA.empty() };
    expect(otherTheaterProblem(atManassas, alone, 'union', west.name, false)).to.equal(null);
    // The ledger's form refuses him, by name or from the list, and says the rule.
    const typed = GENERAL_FORM.submit(
      { card: '', side: 'union', name: west.name },
      atManassas,
      ctx,
    );
    expect(isProblem(typed)).to.equal(true);
    const listed = GENERAL_FORM.submit(
      { card: west.name.toLowerCase(), offense: '', defense: '' },
      atManassas,
      ctx,
    );
    expect(isProblem(listed)).to.equal(true);
    const brought = GENERAL_FORM.submit(
      { card: '', side: 'union', name: west.name, byCard: true },
      atManassas,
      ctx,
    );
    expect(isProblem(brought)).to.equal(false);
    expect(
      setupLines(atManassas, ctx)
        .map((l) => l.text)
        .join(' '),
    ).to.contain(
      `nothing is done in the other theater: none of its generals engages, not even a cavalry general to draw (${OTHER_THEATER_PLACE})`,
    );
  });
});
