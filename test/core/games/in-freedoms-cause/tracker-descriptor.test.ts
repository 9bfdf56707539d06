import { expect } from '@open-wc/testing';
import { MODULE } from '../../../../src/core/games/in-freedoms-cause/module.js';
import { IFC_TRACKER as T } from '../../../../src/core/games/in-freedoms-cause/tracker-descriptor.js';
import { gameModuleProblems, loadTool } from '../../../../src/core/shared/game-module.js';
import type { SavedGame } from '../../../../src/core/shared/saved-game-schema.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import type { IfcSnapshot } from '../../../../src/core/games/in-freedoms-cause/tracker-types.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';
import type { FormPanel } from '../../../../src/core/shared/tracker-form.js';

type State = WithHistory<IfcSnapshot>;

function form(id: string): FormPanel<State, unknown, unknown> {
  const p = T.panels.find((x) => x.id === id);
  if (p?.kind !== 'form') throw new Error(`no form ${id}`);
  return p;
}

function submit(s: State, id: string, values: Record<string, string | number>): State {
  const asked = form(id).submit(values, s, {});
  if (isProblem(asked)) throw new Error(asked.problem);
  const next = T.apply(s, asked.event);
  if (isProblem(next)) throw new Error(next.problem);
  return next as unknown as State;
}

/** `s` after the add-unit form enters an infantry unit of 18 with a Minie rifle in brigade b1. */
const addUnit = (s: State, name: string, quality = 'average') =>
  submit(s, 'add-unit-h', {
    brigade: 'b1',
    name,
    type: 'infantry',
    quality,
    weapon: 'minie',
    formation: '',
    start: 18,
  });

describe('In Freedom’s Cause unit tracker: descriptor', () => {
  it('is the module’s built tracker', async () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
    const held = MODULE.tools['tracker'];
    expect(held && (await loadTool(held))).to.equal(T);
    expect(T.scenarios().map((s) => s.slug)).to.deep.equal(['sample', 'battle']);
  });

  it('reads back what it saves, and refuses another shape or markup in a name', () => {
    let s = T.start('battle') as State;
    s = submit(s, 'add-brigade-h', { name: 'Iron Brigade', side: 'union' });
    const game = {
      stateVersion: T.stateVersion,
      scenario: 'battle',
      state: s,
    } as unknown as SavedGame;
    expect(T.read(game)).to.deep.equal(s);
    expect(T.read({ ...game, stateVersion: 99 })).to.equal(null);
    expect(T.read({ ...game, state: { turn: 1 } })).to.equal(null);
    const bad = JSON.parse(JSON.stringify(s).replace('Iron Brigade', '<b>x</b>')) as unknown;
    expect(T.read({ ...game, state: bad })).to.equal(null);
  });

  it('reads a battle saved before divisional generals had names, naming them by number', () => {
    let s = T.start('battle') as State;
    s = submit(s, 'add-brigade-h', { name: 'Iron', side: 'union' });
    // Format 1: each army's divisional generals as counts, no generals or rolls owed.
    const v1 = (snap: IfcSnapshot) => {
      const { generals: _g, casualtyRolls: _r, ...rest } = snap;
      return {
        ...rest,
        armies: {
          union: { ...snap.armies.union, divisional: 2, divisionalFallen: 1 },
          confederate: { ...snap.armies.confederate, divisional: 0, divisionalFallen: 0 },
        },
      };
    };
    const state = { ...v1(s), history: s.history.map(v1) };
    const game = { stateVersion: 1, scenario: 'battle', state } as unknown as SavedGame;
    const read = T.read(game) as State | null;
    expect(read?.generals.map((g) => [g.name, g.side, g.fallen])).to.deep.equal([
      ['Divisional general 1', 'union', true],
      ['Divisional general 2', 'union', false],
    ]);
    expect(read?.history[0]?.generals).to.have.length(2);
    expect(read?.armies.union).to.deep.equal(s.armies.union);
    // Saved again, the record keeps its number 1 with the new shape: still read.
    expect(T.read({ ...game, state: read })).to.deep.equal(read);
  });

  it('enters forces through its forms, refusing a name with markup or a missing one', () => {
    let s = T.start('battle') as State;
    const refused = form('add-brigade-h').submit({ name: '<i>', side: 'union' }, s, {});
    expect(isProblem(refused) && refused.problem).to.match(/< or >/);
    expect(isProblem(form('add-brigade-h').submit({ name: ' ', side: 'union' }, s, {}))).to.equal(
      true,
    );
    expect(form('add-unit-h').form(s, {})).to.equal(null);
    s = submit(s, 'add-brigade-h', { name: 'Iron', side: 'union' });
    s = addUnit(s, '2nd Wisconsin', 'veteran');
    s = submit(s, 'unit-change-h', { unit: 'u2', change: 'casualties', figures: 5 });
    s = submit(s, 'unit-change-h', { unit: 'u2', change: 'formation', formation: 'column' });
    expect(s.units[0]).to.include({ figures: 13, formation: 'column', quality: 'veteran' });
    s = submit(s, 'unit-change-h', { unit: 'u2', change: 'off-table' });
    expect(s.units[0]?.removed).to.equal('off-table');
  });

  it('adds and attaches a divisional general through its forms, refusing markup', () => {
    let s = T.start('battle') as State;
    expect(form('add-divisional-h').form(s, {})).to.equal(null);
    s = submit(s, 'add-brigade-h', { name: 'Iron', side: 'union' });
    s = addUnit(s, 'A');
    expect(form('attach-h').form(s, {})).to.equal(null);
    const refused = form('add-divisional-h').submit({ name: '<b>', side: 'union' }, s, {});
    expect(isProblem(refused)).to.equal(true);
    s = submit(s, 'add-divisional-h', { name: 'Doubleday', side: 'union' });
    s = submit(s, 'attach-h', { general: 'g3', unit: 'u2' });
    expect(s.generals[0]).to.include({ name: 'Doubleday', attachedTo: 'u2' });
    s = submit(s, 'attach-h', { general: 'g3', unit: '' });
    expect(s.generals[0]?.attachedTo).to.equal(null);
  });

  it('shows the tests due, and the roll panel fills the morale tool from the units', () => {
    let s = T.start('battle') as State;
    s = submit(s, 'add-brigade-h', { name: 'Iron', side: 'union' });
    s = addUnit(s, 'A', 'green');
    const due = T.panels.find((p) => p.id === 'due-h');
    if (due?.kind !== 'log') throw new Error('no log');
    expect(due.entries(s, {})).to.deep.equal([]);
    s = submit(s, 'unit-change-h', { unit: 'u2', change: 'routed' });
    expect(due.entries(s, {}).map((e) => e.text)).to.deep.equal([
      'Iron: brigade morale test due (Brigade and Army Morale).',
    ]);
    const roll = T.panels.find((p) => p.kind === 'roll');
    if (roll?.kind !== 'roll') throw new Error('no roll panel');
    const table = roll.tables.find((t) => t.id === 'brigade-morale')!;
    expect(table.inputs?.({ brigade: 'b1' }, s, {})).to.deep.include({
      green: 1,
      lost: 1,
      passed: 0,
      generalFallen: false,
    });
  });

  it('lists each change newest first, undoable back to it', () => {
    let s = T.start('battle') as State;
    s = submit(s, 'add-brigade-h', { name: 'Iron', side: 'union' });
    const next = T.apply(s, { type: 'next-turn' });
    if (isProblem(next)) throw new Error(next.problem);
    const h = T.history!(next, {});
    expect(h.map((e) => [e.text, e.undoSteps])).to.deep.equal([
      ['Turn 2 begins.', 1],
      ['Iron (Union) added.', 2],
    ]);
  });
  it('notes by its orders and brigadier buttons when orders change and what attaching costs (Generals, Orders, and Command Control; rulings A17, A18)', () => {
    const s = T.start('battle') as State;
    const facts = T.bar(s, undefined).facts;
    const orders = facts.find((f) => f.text.startsWith('Orders change'));
    expect(orders?.rule).to.equal('Generals, Orders, and Command Control');
    expect(orders?.text).to.contain('within 18″').and.contain('ruling A17');
    expect(
      facts.some((f) => f.text.includes('separate initiative') && f.text.includes('ruling A18')),
    ).to.equal(true);
  });

  it('Organization: an unusual unit size or a ninth infantry unit in a brigade is added with a warning, not refused', () => {
    let s = T.start('battle') as State;
    s = submit(s, 'add-brigade-h', { name: 'Iron Brigade', side: 'union' });
    const entry = (start: number, type = 'infantry') => ({
      brigade: 'b1',
      name: 'Unit',
      type,
      quality: 'average',
      weapon: 'minie',
      formation: '',
      start,
    });
    const says = (values: Record<string, string | number>) => {
      const asked = form('add-unit-h').submit(values, s, {});
      if (isProblem(asked)) throw new Error(asked.problem);
      return asked.says;
    };
    expect(says(entry(18))).to.equal('Unit added to Iron Brigade.');
    expect(says(entry(30))).to.contain('Warning: 30 figures is unusual');
    expect(says(entry(3, 'light-artillery'))).to.contain('Warning: 3 crew is unusual');
    for (let i = 1; i <= 8; i++) s = addUnit(s, `Regiment ${String(i)}`);
    expect(says(entry(4, 'light-artillery')), 'guns are not counted as its units').to.equal(
      'Unit added to Iron Brigade.',
    );
    expect(says(entry(18))).to.contain('Warning: 9 infantry or cavalry units');
    s = submit(s, 'add-unit-h', entry(18));
    expect(s.units.filter((u) => u.brigade === 'b1')).to.have.length(9);
  });
});
