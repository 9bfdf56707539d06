import { CARD_USER_DATA } from '../../../../src/core/games/battle-cry-of-freedom/card-entry.js';
import type { LedgerContext } from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';
import { expect } from '@open-wc/testing';
import {
  cardTables,
  exampleSteps,
  generalTables,
  resultLines,
  standingCounters,
  volleyCounters,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-panels.js';
import { COMBAT } from '../../../../src/core/games/battle-cry-of-freedom/combat-data.js';
import { WORKED_EXAMPLES } from '../../../../src/core/games/battle-cry-of-freedom/combat-examples.js';
import { marginWords } from '../../../../src/core/games/battle-cry-of-freedom/combat-words.js';
import { sideValue, standing } from '../../../../src/core/games/battle-cry-of-freedom/ledger.js';
import { reduceLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-reduce.js';
import { startLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-start.js';
import {
  BY_HAND,
  type LedgerEvent,
  type LedgerSnapshot,
  type PlayCard,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

type S = WithHistory<LedgerSnapshot>;
const ledger = (events: readonly LedgerEvent[], slug = 'battle'): S => ({
  ...events.reduce(reduceLedger, startLedger(slug)),
  history: [],
});

const play = (
  side: PlayCard['side'],
  id: string,
  kind: PlayCard['kind'],
  value: number,
): PlayCard => ({
  type: 'play',
  id,
  side,
  name: id,
  kind,
  value,
  event: 'unrecorded',
  stars: null,
  general: null,
  attachedTo: null,
  cancels: null,
});

const attack = COMBAT.majorVictoryMargin;

const CTX: LedgerContext = { start: 'battle', cards: CARD_USER_DATA.empty() };

describe('Battle Cry of Freedom combat panels', () => {
  it('shows both combat values and the margin the initiative must exceed (Glossary › Combat Value)', () => {
    const s = ledger([play('union', 'a', 'attack', attack)]);
    const counters = standingCounters(s);
    expect(counters.map((c) => c.value)).to.deep.equal([
      sideValue(s, 'union').cv,
      sideValue(s, 'confederate').cv,
      standing(s).margin,
    ]);
    expect(counters[0]!.label).to.contain('(initiative)');
    expect(counters[2]!.text).to.equal(marginWords('union', standing(s).margin));
  });

  it('calls a win by the Major Victory margin a Major Victory, a tie the defender’s', () => {
    const major = standingCounters(ledger([play('union', 'a', 'attack', attack)]));
    expect(major[2]!.detail).to.contain('Union wins if it ends now, a Major Victory');
    const minor = standingCounters(ledger([play('union', 'a', 'attack', attack - 1)]));
    expect(minor[2]!.detail).to.not.contain('Major');
    const tie = standingCounters(ledger([]));
    expect(tie[2]!.value).to.equal(0);
    expect(tie[2]!.detail).to.contain('Confederate wins if it ends now');
  });

  it('limits the volley to one card per general present, one Special Event with none (ruling A30)', () => {
    const none = volleyCounters(ledger([]));
    expect(none[0]!.limit).to.equal(COMBAT.noGeneralVolley);
    const two = ledger([
      { type: 'add-general', side: 'union', name: 'A', offense: 2, defense: 2, cavalry: false },
      {
        type: 'add-general',
        side: 'union',
        name: 'B',
        offense: null,
        defense: null,
        cavalry: false,
      },
    ]);
    expect(volleyCounters(two)[0]!.limit).to.equal(2);
    expect(volleyCounters(two)[1]!.limit).to.equal(COMBAT.passesToEnd);
  });

  it('lists each side’s cards with Cancel, and a cancelled card with Restore', () => {
    const s = ledger([play('union', 'a', 'attack', 2), play('confederate', 'd', 'defend', -1)]);
    const tables = cardTables(s);
    expect(tables.map((t) => t.id)).to.deep.equal(['cards-union', 'cards-confederate']);
    const row = tables[0]!.rows[0]!;
    expect(row.actions?.map((a) => a.label)).to.deep.equal(['Cancel', 'Remove']);
    expect(row.actions![0]!.event).to.deep.equal({ type: 'cancel', card: 'a', by: BY_HAND });
    const cancelled = ledger([play('union', 'a', 'attack', 2), row.actions![0]!.event]);
    const after = cardTables(cancelled)[0]!.rows[0]!;
    expect(after.class).to.equal('canceled');
    expect(after.actions?.[0]?.label).to.equal('Restore');
    expect(cardTables(ledger([]))).to.deep.equal([]);
  });

  it('shows a general’s stars now, offensive while his side holds the initiative (Glossary › General Card)', () => {
    const s = ledger([
      { type: 'add-general', side: 'union', name: 'U', offense: 3, defense: 1, cavalry: false },
      {
        type: 'add-general',
        side: 'confederate',
        name: 'C',
        offense: 3,
        defense: 1,
        cavalry: false,
      },
    ]);
    const [union, confederate] = generalTables(s);
    expect(union!.rows[0]!.cells[0]).to.equal('★★★');
    expect(confederate!.rows[0]!.cells[0]).to.equal('★');
    expect(union!.rows[0]!.actions?.[0]?.event.type).to.equal('engage');
  });

  it('offers each worked battle’s steps with the margins the rulebook states (Appendix › Example of Play)', () => {
    expect(WORKED_EXAMPLES.length).to.be.greaterThan(0);
    for (const ex of WORKED_EXAMPLES) {
      const s = ledger([], ex.slug);
      const steps = exampleSteps(s)!;
      expect(steps.steps.length).to.equal(ex.steps.length);
      expect(steps.steps[0]!.state).to.equal('current');
      expect(steps.done.event).to.deep.equal({ type: 'example-step' });
    }
    expect(exampleSteps(ledger([]))).to.equal(null);
  });

  it('says nothing of the result until both have passed', () => {
    expect(resultLines(ledger([play('union', 'a', 'attack', 2)]), CTX)).to.deep.equal([]);
    const ended = { ...ledger([play('union', 'a', 'attack', 2)]), ended: true };
    const lines = resultLines(ended, CTX).map((l) => l.text);
    expect(lines[0]).to.contain('Union +2 against Confederate');
    expect(lines.length).to.be.greaterThan(1);
  });
});
