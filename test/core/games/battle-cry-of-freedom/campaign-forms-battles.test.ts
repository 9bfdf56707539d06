import { expect } from '@open-wc/testing';
import {
  BATTLE_DRAW_FORM,
  BATTLE_ORDER_FORM,
  RESOURCE_FORM,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-forms-battles.js';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type { CampaignSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import { requireScenario } from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

const c = requireScenario('deck-two');
const alloc = (east: number, west: number) => ({
  faceDown: { east, west },
  discretionary: { east: 0, west: 0 },
  faceUp: false,
});
const inH = (): WithHistory<CampaignSnapshot> => ({
  ...createCampaign('deck-two'),
  phase: 'H',
  revealed: true,
  allocation: { union: alloc(6, 1), confederate: alloc(2, 5) },
});

describe('Battle Cry of Freedom Phase H forms', () => {
  it('offers the battle order in Phase H only, to be named once', () => {
    const s = inH();
    const form = BATTLE_ORDER_FORM.form(s, c);
    expect(form?.note).to.contain('Union names the battles');
    expect(BATTLE_ORDER_FORM.form({ ...s, phase: 'G' }, c)).to.equal(null);
    const out = BATTLE_ORDER_FORM.submit({ order: 'west-east' }, s, c);
    expect(out).to.deep.include({ event: { type: 'battle-order', order: ['west', 'east'] } });
  });

  it('offers each side’s draw with its limit filled in, the Union first', () => {
    let s = applyCampaignEvent(inH(), { type: 'battle-order', order: ['east'] });
    expect(BATTLE_ORDER_FORM.form(s, c)).to.equal(null);
    const f = BATTLE_DRAW_FORM.form(s, c);
    const field = f?.fields[0];
    expect(field?.kind === 'number' ? [field.max, field.value] : null).to.deep.equal([6, 6]);
    expect(f?.submit).to.equal('Union draws');
    s = applyCampaignEvent(s, { type: 'battle-draw', side: 'union', count: 6 });
    expect(BATTLE_DRAW_FORM.form(s, c)?.submit).to.equal('Confederate draws');
    expect(BATTLE_DRAW_FORM.submit({ count: '2' }, s, c)).to.deep.include({
      event: { type: 'battle-draw', side: 'confederate', count: 2 },
    });
    s = applyCampaignEvent(s, { type: 'battle-draw', side: 'confederate', count: 2 });
    expect(BATTLE_DRAW_FORM.form(s, c)).to.equal(null);
  });

  it('offers the Resource card in Phases B and J, with only the cards of a side yet to play', () => {
    const b: WithHistory<CampaignSnapshot> = { ...createCampaign('deck-two'), phase: 'B' };
    const options = (s: WithHistory<CampaignSnapshot>) => {
      const field = RESOURCE_FORM.form(s, c)?.fields[0];
      return field?.kind === 'select' ? field.options.map((o) => o.label) : [];
    };
    expect(options(b).some((l) => l.startsWith('Union:'))).to.equal(true);
    const played = applyCampaignEvent(b, {
      type: 'resource-played',
      side: 'confederate',
      card: 'cavalry-raids',
    });
    const left = options(played);
    expect(left.length).to.be.greaterThan(0);
    expect(left.every((l) => l.startsWith('Union:'))).to.equal(true);
    expect(RESOURCE_FORM.form({ ...b, phase: 'C' }, c)).to.equal(null);
  });
});
