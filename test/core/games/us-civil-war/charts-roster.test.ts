import { expect } from '@open-wc/testing';
import { CHARTS_ROSTER } from '../../../../src/core/games/us-civil-war/charts-roster.js';
import type { Charts } from '../../../../src/core/games/us-civil-war/charts-data.js';
import { CHARTS_FIXTURE } from '../../../helpers/uscw-crt-fixture.js';
import type { RosterView } from '../../../../src/core/shared/roster.js';

const state = (data: Charts, show = 'crt') => ({ choices: { show }, query: '', data });
const empty = (): Charts => ({ crt: {}, generals: {} });
const rows = (view: RosterView, section: string) => {
  const block = view.sections.find((s) => s.id === section)?.body.find((b) => b.kind === 'table');
  return block?.kind === 'table' ? block.table.rows : [];
};

describe('The U.S. Civil War charts roster', () => {
  it('lists the ten columns with dice and general slots, results missing until entered', () => {
    const view = CHARTS_ROSTER.view(state(empty()));
    const cols = rows(view, 'crt');
    expect(cols.map((r) => r.name)).to.have.length(10);
    expect(cols[5]?.values.map((v) => v.text)).to.deep.equal(['1d6 · 1', null]);
    expect(cols[9]?.values[0]?.text).to.equal('3d6 · 3');
    expect(rows(view, 'crt-check').every((r) => r.values[3]?.text === '… waiting')).to.equal(true);
  });

  it('saves a typed column, normalising the marks, and shows it by total', () => {
    const saved = CHARTS_ROSTER.save(state(empty()), 'crt-0', {
      from: '2',
      results: '0 - * 1d 1*',
    });
    expect(saved.ok).to.equal(true);
    if (!saved.ok) return;
    expect(saved.data.crt['0']).to.deep.equal({ from: 2, results: ['0', '0', '*', '1◆', '1*'] });
    const view = CHARTS_ROSTER.view(state(saved.data));
    expect(rows(view, 'crt')[0]?.values[1]?.text).to.equal('≤2: 0 · 3: 0 · 4: * · 5: 1◆ · 6+: 1*');
    expect(CHARTS_ROSTER.form(state(saved.data), 'crt-0')?.values).to.deep.equal({
      from: '2',
      results: '0 0 * 1◆ 1*',
    });
  });

  it('refuses an unreadable result and a half-filled column', () => {
    const bad = CHARTS_ROSTER.save(state(empty()), 'crt-0', { from: '1', results: '1 2x' });
    expect(!bad.ok && bad.errors[0]).to.contain('“2x”');
    expect(CHARTS_ROSTER.save(state(empty()), 'crt-0', { from: '1', results: '' }).ok).to.equal(
      false,
    );
  });

  it('shows every fact passing beside a grid keyed to them', () => {
    const view = CHARTS_ROSTER.view(state(CHARTS_FIXTURE));
    const facts = rows(view, 'crt-check');
    expect(facts).to.have.length(17);
    expect(facts.every((r) => r.values[3]?.text === '✓ agrees')).to.equal(true);
    expect(view.warnings).to.equal(undefined);
  });

  it('flags a grid that contradicts a fact, and says at which cell when it is saved', () => {
    const saved = CHARTS_ROSTER.save(state(CHARTS_FIXTURE), 'crt-0', {
      from: '1',
      results: '0 0 0 0 0 1 1 1',
    });
    expect(saved.ok && saved.message).to.contain(
      'your CRT disagrees with the rulebook at column 0 at total 6 (21.6.6, Example #1)',
    );
    if (!saved.ok) return;
    const view = CHARTS_ROSTER.view(state(saved.data));
    expect(view.warnings?.items[0]).to.contain('column 0 at total 6');
    const v4 = rows(view, 'crt-check').find((r) => r.name === 'V4');
    expect(v4?.values[3]?.text).to.equal('✗ contradicts');
  });

  it('enters a general’s counter, offering only what the rulebook leaves open', () => {
    const f = CHARTS_ROSTER.form(state(empty(), 'generals'), 'gen-grant');
    expect(f?.fields.map((x) => x.key)).to.deep.equal([
      'attack',
      'cavalry',
      'cautious',
      'movement',
    ]);
    const saved = CHARTS_ROSTER.save(state(empty()), 'gen-polk', { attack: '1', cavalry: 'no' });
    expect(saved.ok && saved.data.generals['polk']).to.deep.equal({ attack: 1, cavalry: false });
    const view = CHARTS_ROSTER.view(state(saved.ok ? saved.data : empty(), 'generals'));
    const polk = rows(view, 'generals-confederate').find((r) => r.name === 'Polk');
    expect(polk?.values[1]).to.deep.equal({ label: 'Attack', text: '+1', source: 'player' });
    const grant = rows(view, 'generals-union').find((r) => r.name === 'Grant');
    expect(grant?.values[0]).to.deep.equal({ label: 'Rank', text: '★★★★', source: 'rulebook' });
  });

  it('How Safe is Cairo? (ruling C30): Morgan’s form and row start at Attack +2, and a differing entry is saved and flagged', () => {
    const f = CHARTS_ROSTER.form(state(empty(), 'generals'), 'gen-morgan');
    expect(f?.values['attack']).to.equal('2');
    expect(JSON.stringify(f?.note)).to.contain('ruling C30');
    const before = CHARTS_ROSTER.view(state(empty(), 'generals'));
    const row = rows(before, 'generals-confederate').find((r) => r.name === 'Morgan');
    expect(row?.values[1]).to.deep.equal({
      label: 'Attack',
      text: '+2 (ruling C30)',
      source: 'rulebook',
    });
    expect(before.warnings).to.equal(undefined);
    const saved = CHARTS_ROSTER.save(state(empty()), 'gen-morgan', { attack: '1' });
    expect(saved.ok).to.equal(true);
    if (!saved.ok) return;
    const after = CHARTS_ROSTER.view(state(saved.data, 'generals'));
    const mine = rows(after, 'generals-confederate').find((r) => r.name === 'Morgan');
    expect(mine?.values[1]).to.deep.equal({ label: 'Attack', text: '+1', source: 'player' });
    expect(after.warnings?.title).to.equal('A counter you entered differs from a ruling');
    expect(after.warnings?.items.join(' ')).to.contain('you entered 1');
    expect(CHARTS_ROSTER.form(state(saved.data), 'gen-morgan')?.values['attack']).to.equal('1');
  });

  it('clears an entry', () => {
    const cleared = CHARTS_ROSTER.clear(state(CHARTS_FIXTURE), 'crt-0');
    expect(cleared.data.crt['0']).to.equal(undefined);
    expect(cleared.message).to.contain('column 0');
  });
});
