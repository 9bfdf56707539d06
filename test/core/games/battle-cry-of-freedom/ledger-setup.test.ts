import { expect } from '@open-wc/testing';
import { GENERAL_FORM } from '../../../../src/core/games/battle-cry-of-freedom/combat-forms.js';
import { CARD_USER_DATA } from '../../../../src/core/games/battle-cry-of-freedom/card-entry.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import { reduceLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-reduce.js';
import { LIMITS_FORM } from '../../../../src/core/games/battle-cry-of-freedom/combat-forms-battle.js';
import { attackLimitProblem } from '../../../../src/core/games/battle-cry-of-freedom/ledger-limits.js';
import {
  campaignLimits,
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

/** A Union attack card in play (its id given where used). */
const attack = {
  side: 'union',
  name: 'Attack',
  kind: 'attack',
  value: 1,
  event: 'unrecorded',
  stars: null,
  general: null,
  attachedTo: null,
  canceledBy: [],
  day: 1,
} as const;

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

  it('The Winning Edge: Like a Duck Hit on the Head, played last turn for the East, is offered from the campaign for an East battle (ruling G46)', () => {
    const duck = {
      ...campaign,
      turn: 2,
      pending: [{ kind: 'duck', theater: 'east', played: 1 } as const],
    };
    const linked = { ...ctx, campaign: duck };
    expect(campaignLimits(atManassas, linked)).to.deep.equal(['duck']);
    // Played this turn, or for the other theater: not in force in this battle.
    expect(campaignLimits(atManassas, { ...linked, campaign: { ...duck, turn: 1 } })).to.deep.equal(
      [],
    );
    const west = { ...duck, pending: [{ kind: 'duck', theater: 'west', played: 1 } as const] };
    expect(campaignLimits(atManassas, { ...linked, campaign: west })).to.deep.equal([]);
    // The setting offers it in one tap, and the limits form has it ticked.
    const line = setupLines(atManassas, linked).find((l) => l.text.startsWith('Like a Duck'));
    expect(line?.text).to.contain('at most 3 attack cards');
    const event = line?.actions?.[0]?.event;
    expect(event).to.deep.equal({ type: 'set-limits', cards: ['duck'] });
    const fields = LIMITS_FORM.form(atManassas, linked)?.fields ?? [];
    const tick = fields.find((f) => f.name === 'duck');
    expect(tick && 'value' in tick ? tick.value : null).to.equal(true);
    // Once set, the fourth Union attack card is refused, and the line is not offered again.
    let s = reduceLedger(atManassas, { type: 'set-limits', cards: ['duck'] });
    expect(setupLines(s, linked).some((l) => l.text.startsWith('Like a Duck'))).to.equal(false);
    s = { ...s, cards: ['c1', 'c2', 'c3'].map((id) => ({ ...attack, id })) };
    expect(attackLimitProblem(s, 'union')).to.contain('at most 3 attack cards');
  });
});
