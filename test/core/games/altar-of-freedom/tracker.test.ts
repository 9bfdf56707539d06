import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import type {
  BattleEvent,
  BattleState,
  Scenario,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import {
  applyEvent,
  atBreakPoint,
  brokenAtHq,
  canUndo,
  createBattle,
  endOfTurnChecklist,
  loadScenario,
  lossesOf,
} from '../../../../src/core/games/altar-of-freedom/index.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

function run(state: BattleState, events: readonly BattleEvent[]): BattleState {
  return events.reduce(applyEvent, state);
}

const endTurn: BattleEvent[] = [
  { type: 'end-turn' },
  ...Array.from({ length: 7 }, () => ({ type: 'eot-step' }) as const),
];

describe('Altar of Freedom tracker', () => {
  it('starts with reinforcements off the table and no losses', () => {
    const s = createBattle(load('shiloh'));
    expect(s.turn).to.equal(1);
    expect(s.units['lew-wallace-smith']?.state).to.equal('not-arrived');
    expect(s.units['breckinridge-forrest']?.state).to.equal('not-arrived');
    expect(s.generals['grant']?.state).to.equal('not-arrived');
    expect(s.units['sherman-stuart']?.state).to.equal('active');
    expect(lossesOf(s, 'USA').total).to.equal(0);
    expect(JSON.parse(JSON.stringify(s))).to.deep.equal(s);
  });

  it('the fifth Fatigue marker breaks a brigade (L1257–1259)', () => {
    let s = createBattle(load('shiloh'));
    s = run(s, [{ type: 'fatigue', unit: 'sherman-stuart', markers: 4 }]);
    expect(s.units['sherman-stuart']).to.deep.include({ fatigue: 4, state: 'active' });
    s = applyEvent(s, { type: 'fatigue', unit: 'sherman-stuart' });
    expect(s.units['sherman-stuart']).to.deep.include({ state: 'broken', brokenAt: 'grant-hq' });
    expect(lossesOf(s, 'USA').brigades).to.equal(1);
  });

  it('applies firing results: 7–9 adds a marker, 10+ breaks', () => {
    let s = createBattle(load('antietam'));
    s = applyEvent(s, { type: 'firing', target: 'meade-seymour', outcome: 'recoil-3-fatigue' });
    expect(s.units['meade-seymour']?.fatigue).to.equal(1);
    s = applyEvent(s, { type: 'firing', target: 'meade-seymour', outcome: 'recoil-2' });
    expect(s.units['meade-seymour']?.fatigue).to.equal(1);
    s = applyEvent(s, { type: 'firing', target: 'meade-seymour', outcome: 'broken' });
    expect(s.units['meade-seymour']).to.deep.include({ state: 'broken', brokenAt: 'hooker-hq' });
  });

  it('applies close combat results to both sides, artillery defenders breaking (L1269–1275)', () => {
    let s = createBattle(load('antietam'));
    s = applyEvent(s, {
      type: 'close-combat',
      attacker: 'sedgwick-gorman',
      defender: 'lawton-courtney',
      difference: 1,
    });
    expect(s.units['lawton-courtney']?.state).to.equal('broken');
    expect(s.units['sedgwick-gorman']?.fatigue).to.equal(0);
    s = applyEvent(s, {
      type: 'close-combat',
      attacker: 'sedgwick-howard',
      defender: 'lawton-early',
      difference: -6,
    });
    expect(s.units['sedgwick-howard']?.state).to.equal('broken');
    expect(s.units['lawton-early']?.fatigue).to.equal(1);
  });

  it('counts losses against the break point: brigades, fallen generals, captured HQs (L1624–1628)', () => {
    let s = createBattle(load('champion-hill'));
    expect(atBreakPoint(s, 'CSA')).to.equal(false);
    s = run(s, [
      { type: 'break', unit: 'loring-tilghman' },
      { type: 'general-fate', general: 'pemberton', outcome: 'new-horse' },
      { type: 'general-fate', general: 'pemberton', outcome: 'wounded' },
      { type: 'capture-hq', hq: 'pemberton-hq' },
    ]);
    expect(lossesOf(s, 'CSA')).to.deep.equal({ brigades: 1, generals: 1, hqs: 1, total: 3 });
    expect(s.units['loring-tilghman']?.state).to.equal('removed');
    s = applyEvent(s, { type: 'break', unit: 'bowen-green' });
    expect(s.units['bowen-green']?.state).to.equal('removed');
    expect(atBreakPoint(s, 'CSA')).to.equal(true);
    s = run(s, endTurn);
    expect(s.phase).to.equal('game-over');
    expect(s.result).to.deep.equal({ reason: 'break-point', broken: ['CSA'], turn: 1 });
  });

  it('rallied brigades stop counting; disintegrated ones keep counting (ruling A25)', () => {
    let s = createBattle(load('cedar-creek'));
    s = run(s, [
      { type: 'break', unit: 'kershaw-conner' },
      { type: 'break', unit: 'kershaw-moody' },
      { type: 'rally', unit: 'kershaw-conner', result: 'rallied' },
      { type: 'rally', unit: 'kershaw-moody', result: 'disintegrates' },
    ]);
    expect(s.units['kershaw-conner']?.state).to.equal('active');
    expect(lossesOf(s, 'CSA').brigades).to.equal(1);
    expect(s.units['kershaw-conner']?.commandGeneral).to.equal('early');
  });

  it('artillery cannot rally', () => {
    const s = applyEvent(createBattle(load('cedar-creek')), {
      type: 'break',
      unit: 'csa-army-nelson',
    });
    expect(() =>
      applyEvent(s, { type: 'rally', unit: 'csa-army-nelson', result: 'rallied' }),
    ).to.throw(RangeError);
  });

  it('a captured HQ removes the brigades waiting at it (L1277–1284)', () => {
    let s = createBattle(load('shiloh'));
    s = run(s, [
      { type: 'break', unit: 'clark-russell' },
      { type: 'break', unit: 'ruggles-gibson' },
    ]);
    expect(brokenAtHq(s, 'polk-hq')).to.deep.equal(['clark-russell']);
    s = applyEvent(s, { type: 'capture-hq', hq: 'polk-hq' });
    expect(s.units['clark-russell']?.state).to.equal('removed');
    expect(s.units['ruggles-gibson']?.state).to.equal('broken');
    expect(lossesOf(s, 'CSA')).to.deep.include({ brigades: 2, hqs: 1, total: 3 });
  });

  it('XIII Corps brigades go to the army HQ until McClernand arrives (ruling A39)', () => {
    let s = createBattle(load('champion-hill'));
    s = applyEvent(s, { type: 'break', unit: 'hovey-slack' });
    expect(s.units['hovey-slack']?.brokenAt).to.equal('grant-hq');
    s = run(s, [
      ...endTurn,
      ...endTurn.slice(0, 1),
      { type: 'arrival-roll', reinforcement: 'mcclernand-arrives', roll: 6 },
    ]);
    expect(s.generals['mcclernand']?.state).to.equal('active');
    s = applyEvent(s, { type: 'break', unit: 'hovey-mcginnis' });
    expect(s.units['hovey-mcginnis']?.brokenAt).to.equal('mcclernand-hq');
  });

  it('McClernand’s roll gets +1 per earlier attempt (SR1, L4310–4321)', () => {
    let s = run(createBattle(load('champion-hill')), [...endTurn, { type: 'end-turn' }]);
    expect(s.turn).to.equal(2);
    for (const roll of [5, 4, 3])
      s = applyEvent(s, { type: 'arrival-roll', reinforcement: 'mcclernand-arrives', roll });
    expect(s.arrivals['mcclernand-arrives']).to.deep.include({ attempts: 3, arrived: false });
    s = applyEvent(s, { type: 'arrival-roll', reinforcement: 'mcclernand-arrives', roll: 3 });
    expect(s.arrivals['mcclernand-arrives']).to.deep.include({ attempts: 4, arrived: true });
  });

  it('Lew Wallace may not roll before the end of turn 8 (ruling C5)', () => {
    const s = createBattle(load('shiloh'));
    expect(() =>
      applyEvent(s, { type: 'arrival-roll', reinforcement: 'lew-wallace-arrives', roll: 6 }),
    ).to.throw(RangeError);
  });

  it('scheduled reinforcements arrive at the end of their turn; optional ones only when chosen', () => {
    let s = run(createBattle(load('champion-hill')), endTurn);
    expect(s.turn).to.equal(2);
    expect(s.units['blair-g-smith']?.state).to.equal('active');
    expect(s.units['forney-hebert']?.state).to.equal('absent');
    s = run(s, endTurn);
    expect(s.units['forney-hebert']?.state).to.equal('absent');
    let o = run(createBattle(load('champion-hill'), { optionalOob: true }), [
      ...endTurn,
      ...endTurn,
    ]);
    expect(o.units['forney-hebert']?.state).to.equal('active');
    o = applyEvent(o, { type: 'break', unit: 'forney-hebert' });
    expect(lossesOf(o, 'CSA').brigades).to.equal(1);
  });

  it('walks the seven end-of-turn steps in order and returns unhorsed generals', () => {
    let s = applyEvent(createBattle(load('antietam')), {
      type: 'general-fate',
      general: 'hooker',
      outcome: 'new-horse',
    });
    expect(s.generals['hooker']?.state).to.equal('new-horse');
    s = applyEvent(s, { type: 'end-turn' });
    expect(s.generals['hooker']?.state).to.equal('active');
    expect(endOfTurnChecklist(s).map((c) => c.state)).to.deep.equal([
      'current',
      'to-do',
      'to-do',
      'to-do',
      'to-do',
      'to-do',
      'to-do',
    ]);
    s = run(s, [{ type: 'eot-step' }, { type: 'eot-step' }, { type: 'eot-step' }]);
    expect(endOfTurnChecklist(s)[3]?.step.id).to.equal('rally');
    expect(endOfTurnChecklist(s)[3]?.state).to.equal('current');
  });

  it('fallen generals are replaced at end of turn and still count (L1557–1578, L1624–1628)', () => {
    let s = applyEvent(createBattle(load('antietam')), {
      type: 'general-fate',
      general: 'mansfield',
      outcome: 'killed',
    });
    s = run(s, endTurn);
    expect(s.generals['mansfield']).to.deep.include({ state: 'killed', replaced: true });
    expect(lossesOf(s, 'USA').generals).to.equal(1);
  });

  it('runs the turn clock and ends the game at the turn limit', () => {
    let s = createBattle(load('champion-hill'));
    s = run(s, [
      { type: 'start-clock', controller: 'CSA' },
      { type: 'bid-level' },
      { type: 'bid-level', subtract: 6 },
    ]);
    expect(s.clock).to.deep.include({ dieSides: 10, value: 4, levels: 2, expired: false });
    s = applyEvent(s, { type: 'bid-level', subtract: 5 });
    expect(s.clock?.expired).to.equal(true);
    for (let turn = 1; turn <= 8; turn++) s = run(s, endTurn);
    expect(s.result).to.deep.equal({ reason: 'turn-limit', broken: [], turn: 8 });
    expect(() => applyEvent(s, { type: 'end-turn' })).to.throw(RangeError);
  });

  it('undo restores the previous state exactly, step by step', () => {
    const start = createBattle(load('shiloh'));
    const events: BattleEvent[] = [
      { type: 'fatigue', unit: 'hurlbut-veatch', markers: 2 },
      { type: 'break', unit: 'prentiss-reid' },
      { type: 'capture-hq', hq: 'grant-hq' },
      { type: 'start-clock', controller: 'USA' },
      { type: 'end-turn' },
      { type: 'eot-step' },
    ];
    const states = [start];
    for (const e of events) states.push(applyEvent(states[states.length - 1]!, e));
    let s = states[states.length - 1]!;
    for (let i = states.length - 2; i >= 0; i--) {
      s = applyEvent(s, { type: 'undo' });
      expect(s).to.deep.equal(states[i]);
    }
    expect(canUndo(s)).to.equal(false);
    expect(applyEvent(s, { type: 'undo' })).to.equal(s);
  });

  it('refuses impossible events without changing anything', () => {
    const s = createBattle(load('shiloh'));
    expect(() => applyEvent(s, { type: 'break', unit: 'nobody' })).to.throw(RangeError);
    expect(() => applyEvent(s, { type: 'fatigue', unit: 'lew-wallace-smith' })).to.throw(
      RangeError,
    );
    expect(() => applyEvent(s, { type: 'eot-step' })).to.throw(RangeError);
    expect(() => applyEvent(s, { type: 'bid-level' })).to.throw(RangeError);
    expect(s.history).to.deep.equal([]);
  });

  it('the gunboat is never counted as a loss (ruling A38)', () => {
    const s = applyEvent(createBattle(load('shiloh')), {
      type: 'break',
      unit: 'usa-army-uss-tyler',
    });
    expect(lossesOf(s, 'USA').total).to.equal(0);
  });
});
