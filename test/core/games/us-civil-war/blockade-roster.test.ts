import { expect } from '@open-wc/testing';
import { BLOCKADE_ROSTER } from '../../../../src/core/games/us-civil-war/blockade-roster.js';
import type { BlockadeTable } from '../../../../src/core/games/us-civil-war/blockade-table.js';
import type { RosterView } from '../../../../src/core/shared/roster.js';
import { BLOCKADE_FIXTURE } from '../../../helpers/uscw-blockade-fixture.js';

const state = (data: BlockadeTable) => ({ choices: {}, query: '', data });
const rows = (view: RosterView, section: string) => {
  const block = view.sections.find((s) => s.id === section)?.body.find((b) => b.kind === 'table');
  return block?.kind === 'table' ? block.table.rows : [];
};

describe('The U.S. Civil War Blockade Table roster', () => {
  it('lists the five years, each missing until entered, and every fact waiting', () => {
    const view = BLOCKADE_ROSTER.view(state({ years: {} }));
    expect(rows(view, 'blockade').map((r) => r.name)).to.deep.equal([
      '1861',
      '1862',
      '1863',
      '1864',
      '1865',
    ]);
    expect(rows(view, 'blockade')[0]?.values[0]?.text).to.equal(null);
    expect(rows(view, 'blockade-check').every((r) => r.values[3]?.text === '… waiting')).to.equal(
      true,
    );
  });

  it('saves a typed column, normalising the marks, and shows it by roll', () => {
    const saved = BLOCKADE_ROSTER.save(state({ years: {} }), 'year-1863', {
      from: '1',
      results: '- 2 +2m 4+2M',
    });
    expect(saved.ok).to.equal(true);
    if (!saved.ok) return;
    expect(saved.data.years['1863']).to.deep.equal({
      from: 1,
      results: ['0', '2', '+2M', '4+2M'],
    });
    const view = BLOCKADE_ROSTER.view(state(saved.data));
    expect(rows(view, 'blockade')[2]?.values[0]?.text).to.equal('≤1: 0 · 2: 2 · 3: +2M · 4+: 4+2M');
    expect(BLOCKADE_ROSTER.form(state(saved.data), 'year-1863')?.values).to.deep.equal({
      from: '1',
      results: '0 2 +2M 4+2M',
    });
  });

  it('refuses an unreadable result, a half-filled column and an unknown year', () => {
    const bad = BLOCKADE_ROSTER.save(state({ years: {} }), 'year-1861', {
      from: '1',
      results: '1 2x',
    });
    expect(!bad.ok && bad.errors[0]).to.contain('“2x”');
    expect(
      BLOCKADE_ROSTER.save(state({ years: {} }), 'year-1861', { from: '', results: '1' }).ok,
    ).to.equal(false);
    expect(
      BLOCKADE_ROSTER.save(state({ years: {} }), 'year-1870', { from: '1', results: '1' }).ok,
    ).to.equal(false);
    expect(BLOCKADE_ROSTER.form(state({ years: {} }), 'year-1870')).to.equal(null);
  });

  it('shows every fact passing beside a table keyed to them', () => {
    const view = BLOCKADE_ROSTER.view(state(BLOCKADE_FIXTURE));
    expect(rows(view, 'blockade-check').every((r) => r.values[3]?.text === '✓ agrees')).to.equal(
      true,
    );
    expect(view.warnings).to.equal(undefined);
  });

  it('flags a table that contradicts a fact, and says so when it is saved', () => {
    const saved = BLOCKADE_ROSTER.save(state(BLOCKADE_FIXTURE), 'year-1862', {
      from: '0',
      results: '0 1 2',
    });
    expect(saved.ok && saved.message).to.contain('contradicts B2');
    if (!saved.ok) return;
    const view = BLOCKADE_ROSTER.view(state(saved.data));
    expect(view.warnings?.items[0]).to.contain('B2');
  });

  it('clears a year', () => {
    const cleared = BLOCKADE_ROSTER.clear(state(BLOCKADE_FIXTURE), 'year-1861');
    expect(Object.keys(cleared.data.years)).to.not.include('1861');
  });
});
