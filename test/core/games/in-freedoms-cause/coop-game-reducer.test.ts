import { expect } from '@open-wc/testing';
import { undoSteps, type WithHistory } from '../../../../src/core/shared/tracker-history.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import { COOP_TRACKER } from '../../../../src/core/games/in-freedoms-cause/coop-game-descriptor.js';
import {
  applyCoopEvent,
  progressOf,
} from '../../../../src/core/games/in-freedoms-cause/coop-game-reducer.js';
import {
  encounterLog,
  enemyTable,
  pressLog,
} from '../../../../src/core/games/in-freedoms-cause/coop-game-logs.js';
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
      brigades: [],
    });
    expect(encounterLog(s)[0]?.text).to.contain('(press 2, Haversack’s model)');
    expect(pressLog(s)[0]?.text).to.equal(
      'Press 2 (Haversack’s model): Confederate; Encounter 1: Enemy pickets.',
    );
  });

  it('has reinforcements join the main force’s brigade, and holds a broken brigade’s arrivals off the table (ruling A32)', () => {
    const unit = (brigade: number) => ({
      ...PICKETS.units[0]!,
      type: 'infantry' as const,
      formation: 'column' as const,
      brigade,
    });
    const main: EncounterBody = {
      ...PICKETS,
      kind: 'main-force',
      units: [unit(1), unit(1), unit(1), unit(1), unit(1), unit(1)],
      orders: 'defend',
      distance: null,
      direction: null,
      third: 'centre',
      brigadiers: [1],
    };
    let s = run(setUp(), { type: 'press', side: 'union', encounter: main });
    expect(progressOf(s).brigades).to.deep.equal([
      { brigade: 1, units: 6, held: 0, brigadier: true, broken: false },
    ]);
    expect(() => run(s, { type: 'brigade-broken', brigade: 4, broken: true })).to.throw(
      RangeError,
      'No enemy brigade 4',
    );
    s = run(s, { type: 'brigade-broken', brigade: 1, broken: true });
    expect(s.broken).to.deep.equal([1]);
    expect(progressOf(s).brigades?.[0]?.broken).to.equal(true);
    const table = enemyTable(s).find((t) => t.id === 'enemy-brigades');
    expect(table?.rows[0]?.cells).to.deep.equal([
      '6 of 8',
      '0',
      'In the log',
      { text: 'Broken', class: 'bad' },
    ]);
    // Reinforcements rolled against the log: two join brigade 1, held; then one more fills it
    // and a new brigadier comes; the held units come on.
    const held: EncounterBody = {
      ...main,
      kind: 'reinforcements',
      units: [
        { ...unit(1), held: true },
        { ...unit(1), held: true },
      ],
      brigadiers: [],
    };
    s = run(s, { type: 'press', side: 'confederate', encounter: held });
    expect(
      enemyTable(s)
        .at(-1)
        ?.rows.filter((r) => r.cells[4] === 'Held off the table'),
    ).to.have.length(2);
    const fresh: EncounterBody = {
      ...main,
      kind: 'reinforcements',
      units: [unit(2)],
      brigadiers: [2],
    };
    s = run(s, { type: 'press', side: 'confederate', encounter: fresh });
    expect(s.encounters.flatMap((e) => e.units).filter((u) => u.held === true)).to.have.length(0);
    expect(progressOf(s).brigades?.map((b) => [b.brigade, b.units, b.held])).to.deep.equal([
      [1, 8, 0],
      [2, 1, 0],
    ]);
    const read = parseCoopState(JSON.parse(JSON.stringify(s)));
    expect(read?.broken).to.deep.equal([1]);
    const { broken: _b, ...older } = s;
    expect(parseCoopState({ ...older, history: [] })?.broken).to.deep.equal([]);
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
