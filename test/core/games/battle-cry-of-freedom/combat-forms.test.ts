import { expect } from '@open-wc/testing';
import {
  GENERAL_FORM,
  PLAY_FORM,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-forms.js';
import { startLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-start.js';
import type {
  LedgerContext,
  LedgerSnapshot,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';
import { CARD_USER_DATA } from '../../../../src/core/games/battle-cry-of-freedom/card-entry.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

const s: WithHistory<LedgerSnapshot> = { ...startLedger('battle'), history: [] };
const ctx: LedgerContext = { start: 'battle', cards: CARD_USER_DATA.empty() };

// Only the events the two forms give: their fields and checks are being reworked.
describe('Battle Cry of Freedom combat ledger forms', () => {
  it('plays a Battle Event with its stars as a play event', () => {
    const out = PLAY_FORM.submit(
      {
        side: 'confederate',
        name: 'Massed Artillery',
        kind: 'attack',
        value: 2,
        event: '2',
        general: 'g1',
        attachedTo: '',
        cancels: 'c3',
      },
      s,
      ctx,
    );
    expect(out).to.deep.include({
      event: {
        type: 'play',
        side: 'confederate',
        name: 'Massed Artillery',
        kind: 'attack',
        value: 2,
        event: 'battle',
        stars: 2,
        general: 'g1',
        attachedTo: null,
        cancels: 'c3',
      },
    });
  });

  it('plays a Special Event with no stars and no general', () => {
    const out = PLAY_FORM.submit(
      { side: 'union', name: 'Hold', kind: 'special', value: 0, event: 'special', general: '' },
      s,
      ctx,
    );
    expect('event' in out && out.event).to.deep.include({
      type: 'play',
      side: 'union',
      event: 'special',
      stars: null,
      general: null,
      cancels: null,
    });
    expect(isProblem(PLAY_FORM.submit({ side: 'union', name: '' }, s, ctx))).to.equal(true);
  });

  it('brings a general in with his entered stars, none when not entered', () => {
    const out = GENERAL_FORM.submit(
      { side: 'union', name: 'Hooker', offense: '2', defense: '', cavalry: false },
      s,
      ctx,
    );
    expect(out).to.deep.include({
      event: {
        type: 'add-general',
        side: 'union',
        name: 'Hooker',
        offense: 2,
        defense: null,
        cavalry: false,
      },
    });
    const cav = GENERAL_FORM.submit(
      { side: 'confederate', name: 'Stuart', offense: '', defense: '', cavalry: true },
      s,
      ctx,
    );
    expect('event' in cav && cav.event).to.deep.include({ side: 'confederate', cavalry: true });
    expect(isProblem(GENERAL_FORM.submit({ side: 'union', name: '' }, s, ctx))).to.equal(true);
  });
  it('Gettysburg Scenario › II. Special Rules, C: the general form says no Special Event brings a general from the other theater', () => {
    const g: WithHistory<LedgerSnapshot> = { ...startLedger('gettysburg'), history: [] };
    const note = GENERAL_FORM.form(g, { ...ctx, start: 'gettysburg' })?.note ?? '';
    expect(note).to.contain('No Special Event brings a general from the other theater');
    expect(note).to.contain('Gettysburg Scenario › II. Special Rules, C');
    // The wounded general's replacement is cited to its own set-up rule (ruling G47).
    expect(note).to.contain('Gettysburg Scenario › I. Set-Up, B.2');
    expect(GENERAL_FORM.form(s, ctx)?.note ?? '').to.not.contain('other theater');
  });
});
