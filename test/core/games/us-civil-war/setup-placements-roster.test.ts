import { expect } from '@open-wc/testing';
import { SETUP_PLACEMENTS_ROSTER as R } from '../../../../src/core/games/us-civil-war/setup-placements-roster.js';
import type { Placements } from '../../../../src/core/games/us-civil-war/setup-placements-data.js';

const state = (data: Placements, scenario = 's1') => ({ choices: { scenario }, query: '', data });
/** The form's values: where, kind, name, strength. */
const form = (where: string, kind: string, name = '', strength = '') => ({
  where,
  kind,
  name,
  strength,
});
const saved = (r: ReturnType<typeof R.save>): Placements => {
  if (!r.ok) throw new Error(r.errors.join(' '));
  return r.data;
};

describe('US Civil War setup placements page', () => {
  it('adds, edits and removes a placement of the chosen card, each side on its own', () => {
    let data = saved(
      R.save(state({ cards: {} }), 'new-union', form('Wheeling (1337)', 'control', '', '')),
    );
    data = saved(
      R.save(
        state(data),
        'new-confederate',
        form('Manassas Junction', 'general', 'Beauregard', ''),
      ),
    );
    expect(data.cards.s1?.map((p) => [p.side, p.kind, p.where])).to.deep.equal([
      ['union', 'control', 'Wheeling (1337)'],
      ['confederate', 'general', 'Manassas Junction'],
    ]);
    expect(R.form(state(data), 'p-1')?.values).to.deep.include({ name: 'Beauregard' });
    // A stored placement can be removed; a new one has nothing to remove yet.
    expect(R.form(state(data), 'p-1')?.isNew).to.equal(false);
    expect(R.form(state(data), 'new-union')?.isNew).to.equal(true);
    data = saved(R.save(state(data), 'p-0', form('Wheeling', 'militia', 'WV', '')));
    expect(data.cards.s1?.[0]).to.deep.equal({
      side: 'union',
      kind: 'militia',
      where: 'Wheeling',
      name: 'WV',
    });
    const cleared = R.clear(state(data), 'p-0');
    expect(cleared.message).to.equal('Removed from the 1861 At Start card: Union at Wheeling.');
    expect(cleared.data.cards.s1).to.have.length(1);
    expect(R.clear(state(cleared.data), 'p-0').data).to.deep.equal({ cards: {} });
  });

  it('refuses bad input with a clear message, naming the fields, and keeps what was saved', () => {
    const data: Placements = {
      cards: { s2: [{ side: 'union', kind: 'sp', where: 'DC', strength: 3 }] },
    };
    const none = R.save(state(data, 's2'), 'new-union', form('', '', '', ''));
    expect(none).to.deep.equal({
      ok: false,
      errors: ['Choose what it is: SPs, a General, a marker…'],
      invalid: ['kind'],
    });
    const bad = R.save(state(data, 's2'), 'new-union', form('', 'sp', '', ''));
    if (bad.ok) throw new Error('saved');
    expect(bad.errors).to.deep.equal([
      'Say where it starts: a hex number, a place or a box (up to 40 letters).',
      'Enter the SPs it has.',
    ]);
    expect(bad.invalid).to.deep.equal(['where', 'strength']);
    expect(R.save(state(data, 's2'), 'p-9', { where: 'x', kind: 'sp' }).ok).to.equal(false);
    expect(data.cards.s2).to.have.length(1);
  });

  it('shows the rulebook’s checks beside the entries, pass or fail, and warns of a contradiction', () => {
    const data = saved(
      R.save(state({ cards: {} }), 'new-union', form('Alexandria (1747)', 'sp', '', '2')),
    );
    const v = R.view(state(data));
    const checks = v.sections.find((s) => s.id === 'placement-checks');
    expect(JSON.stringify(checks)).to.contain('✗ contradicts');
    expect(v.warnings?.items.join()).to.contain('S1-c (S1.1)');
    const union = v.sections.find((s) => s.id === 'placed-union');
    const table = union?.body[0];
    if (table?.kind !== 'table') throw new Error('no table');
    expect(table.table.rows.map((r) => r.id)).to.deep.equal(['p-0', 'new-union']);
    expect(v.entered.text).to.contain('You have entered 1 placement.');
  });

  it('keeps each card apart: the 1863 card shows none of the 1861 placements', () => {
    const data: Placements = {
      cards: { s1: [{ side: 'union', kind: 'control', where: 'Wheeling' }] },
    };
    const v = R.view(state(data, 's3'));
    expect(v.title).to.equal('1863 At Start card (S3)');
    expect(v.sections[0]?.count).to.equal(0);
  });
});
