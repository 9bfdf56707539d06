import { expect } from '@open-wc/testing';
import { undoSteps, type WithHistory } from '../../../../src/core/shared/tracker-history.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import { COOP_TRACKER } from '../../../../src/core/games/in-freedoms-cause/coop-game-descriptor.js';
import {
  applyCoopEvent,
  progressOf,
} from '../../../../src/core/games/in-freedoms-cause/coop-game-reducer.js';
import { parseCoopState } from '../../../../src/core/games/in-freedoms-cause/coop-game-schema.js';
import type {
  CoopEvent,
  CoopSnapshot,
} from '../../../../src/core/games/in-freedoms-cause/coop-game-types.js';
import type { EncounterBody } from '../../../../src/core/games/in-freedoms-cause/encounter-types.js';

type S = WithHistory<CoopSnapshot>;

const start = () => COOP_TRACKER.start('coop') as S;
const run = (s: S, ...events: CoopEvent[]) => events.reduce(applyCoopEvent, s);

const PICKETS: EncounterBody = {
  kind: 'pickets',
  units: [
    {
      type: 'light-infantry',
      size: 'small',
      quality: 'green',
      formation: 'skirmish',
      line: null,
      brigade: 0,
    },
  ],
  orders: 'attack',
  entrenched: false,
  distance: 7,
  direction: 'left-front',
  third: null,
};

const setUp = () =>
  run(
    start(),
    { type: 'setup', players: 'union', units: 4 },
    { type: 'press', side: 'union', encounter: null },
    { type: 'press', side: 'confederate', encounter: PICKETS },
  );

describe('In Freedom’s Cause coop/solo game', () => {
  it('refuses a press before the game is set up, and a second set-up', () => {
    expect(() => run(start(), { type: 'press', side: 'union', encounter: null })).to.throw(
      RangeError,
      'Set up',
    );
    expect(() => run(setUp(), { type: 'setup', players: 'union', units: 3 })).to.throw(RangeError);
    expect(() => run(start(), { type: 'setup', players: 'union', units: 0 })).to.throw(RangeError);
  });

  it('logs each press with its side and the encounter it brought', () => {
    const s = setUp();
    expect(s.presses).to.deep.equal([
      { side: 'union', encounter: null },
      { side: 'confederate', encounter: 'e1' },
    ]);
    expect(s.encounters[0]).to.include({
      id: 'e1',
      press: 2,
      kind: 'pickets',
      origin: 'generated',
      ignored: false,
    });
    expect(s.note).to.contain('Press 2: Confederate acts.').and.contain('7″ to your left front');
    expect(progressOf(s)).to.deep.equal({
      presses: 2,
      playerUnits: 4,
      met: ['pickets'],
      mainOrders: null,
    });
  });

  it('lets the game master ignore an encounter (left out of the generator’s count) and count it again', () => {
    const s = run(setUp(), { type: 'ignore', id: 'e1', ignored: true });
    expect(s.encounters[0]!.ignored).to.equal(true);
    expect(progressOf(s).met).to.deep.equal([]);
    expect(run(s, { type: 'ignore', id: 'e1', ignored: false }).encounters[0]!.ignored).to.equal(
      false,
    );
    expect(() => run(s, { type: 'ignore', id: 'e9', ignored: true })).to.throw(
      RangeError,
      'not in the log',
    );
  });

  it('lets the game master edit an encounter and its units, refusing words that do not fit', () => {
    let s = run(setUp(), { type: 'edit', id: 'e1', change: { distance: 10, direction: 'front' } });
    expect(s.encounters[0]).to.include({ distance: 10, direction: 'front', edited: true });
    s = run(s, {
      type: 'edit-unit',
      id: 'e1',
      index: 0,
      unit: { quality: 'veteran', type: 'cavalry' },
    });
    expect(s.encounters[0]!.units[0]).to.include({ quality: 'veteran', type: 'cavalry' });
    expect(() =>
      run(s, { type: 'edit-unit', id: 'e1', index: 0, unit: { size: 'battery' } }),
    ).to.throw(RangeError, 'size class');
    expect(() =>
      run(s, { type: 'edit-unit', id: 'e1', index: 0, unit: { formation: 'unlimbered' } }),
    ).to.throw(RangeError, 'formation');
    expect(() => run(s, { type: 'edit', id: 'e1', change: { distance: 0 } })).to.throw(
      RangeError,
      'Distance',
    );
    s = run(s, { type: 'remove-unit', id: 'e1', index: 0 });
    expect(s.encounters[0]!.units).to.deep.equal([]);
  });

  it('lets the game master add an encounter and its units; undo takes each change back', () => {
    const before = setUp();
    const s = run(
      before,
      { type: 'add', kind: 'reinforcements', change: { third: 'centre' } },
      {
        type: 'add-unit',
        id: 'e2',
        unit: {
          type: 'artillery',
          size: 'section',
          quality: 'average',
          formation: 'limbered',
          line: null,
          brigade: 1,
        },
      },
    );
    expect(s.encounters[1]).to.include({
      id: 'e2',
      kind: 'reinforcements',
      origin: 'added',
      press: 2,
      third: 'centre',
      orders: 'defend',
    });
    expect(s.encounters[1]!.units).to.have.length(1);
    expect(undoSteps(s, 2)).to.deep.equal(before);
  });

  it('reads its own saved state back, and refuses one with a word outside the rulebook’s', () => {
    const s = setUp();
    expect(parseCoopState(JSON.parse(JSON.stringify(s)))).to.deep.equal(s);
    const bad = JSON.parse(JSON.stringify(s)) as { encounters: { kind: string }[] };
    bad.encounters[0]!.kind = 'ambush';
    expect(parseCoopState(bad)).to.equal(null);
    const refused = COOP_TRACKER.apply(s, { type: 'ignore', id: 'nope', ignored: true });
    expect(isProblem(refused)).to.equal(true);
  });
});
