import { expect } from '@open-wc/testing';
import { MODULE } from '../../../../src/core/games/us-civil-war/module.js';
import { TURN_RECORD_ROSTER as R } from '../../../../src/core/games/us-civil-war/turn-record-roster.js';
import type { TurnRecord } from '../../../../src/core/games/us-civil-war/turn-record-data.js';
import { KNOWN_BENCHMARKS } from '../../../../src/core/games/us-civil-war/victory-data.js';
import { gameModuleProblems } from '../../../../src/core/shared/game-module.js';
import { exportUserData, importUserData } from '../../../../src/core/shared/user-data.js';
import { parseWith } from '../../../../src/core/shared/parse-with.js';

const state = (data: TurnRecord) => ({ choices: {}, query: '', data });

describe('The U.S. Civil War Turn Record Track roster', () => {
  it('is a built tool of the module listing every turn', () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
    const view = R.view(state({ turns: {} }));
    const block = view.sections[0]?.body[0];
    if (block?.kind !== 'table') throw new Error('no table');
    expect(block.table.rows).to.have.length(20);
    expect(block.table.rows.every((r) => r.values[0]?.source === 'missing')).to.equal(true);
  });

  it('saves a turn, and flags a track that contradicts the rulebook', () => {
    const b = KNOWN_BENCHMARKS[0];
    if (!b) throw new Error('no benchmark');
    const ok = R.save(state({ turns: {} }), `turn-${b.turn}`, {
      season: 'summer',
      benchmark: String(b.value),
      'leaders-demotion': 'Hooker',
      'leaders-arrival': ' Meade ; ',
      'leaders-transfer': 'Burnside, Hooker',
      note: 'East theater',
    });
    if (!ok.ok) throw new Error(ok.errors.join());
    expect(ok.data.turns[String(b.turn)]).to.deep.equal({
      season: 'summer',
      benchmark: b.value,
      changes: [
        { kind: 'arrival', general: 'Meade' },
        { kind: 'demotion', general: 'Hooker' },
        { kind: 'transfer', general: 'Burnside' },
        { kind: 'transfer', general: 'Hooker' },
      ],
      note: 'East theater',
    });
    const form = R.form(state(ok.data), `turn-${b.turn}`);
    expect(form?.values['leaders-transfer']).to.equal('Burnside, Hooker');
    expect(form?.values['leaders-removal']).to.equal('');
    const row = R.view(state(ok.data)).sections[0]?.body[0];
    if (row?.kind !== 'table') throw new Error('no table');
    expect(row.table.rows[b.turn - 1]?.values[2]?.text).to.equal(
      'Arrivals: Meade; Demotions: Hooker; Transfers: Burnside, Hooker',
    );
    const bad = R.save(state(ok.data), 'turn-4', { season: 'summer', benchmark: '' });
    if (!bad.ok) throw new Error('refused');
    expect(bad.message).to.contain('contradicts');
    expect(R.view(state(bad.data)).warnings?.items.join()).to.contain('Turn 4 is Winter');
    expect(R.save(state(ok.data), 'turn-21', {}).ok).to.equal(false);
    expect(R.clear(state(ok.data), `turn-${b.turn}`).data.turns).to.deep.equal({});
  });

  it('refuses a General listed twice under one kind, or a name too long, and says which fields', () => {
    const twice = R.save(state({ turns: {} }), 'turn-3', { 'leaders-arrival': 'Grant, grant' });
    expect(twice.ok).to.equal(false);
    if (twice.ok) return;
    expect(twice.errors.join()).to.contain('listed twice');
    expect(twice.invalid).to.include('leaders-arrival');
    expect(twice.invalid).not.to.include('season');
    const long = R.save(state({ turns: {} }), 'turn-3', { 'leaders-removal': 'x'.repeat(41) });
    expect(!long.ok && long.errors.join()).to.contain('at most 40 letters');
    const both = R.save(state({ turns: {} }), 'turn-3', {
      'leaders-arrival': 'Grant',
      'leaders-promotion': 'Grant',
    });
    expect(both.ok).to.equal(true);
  });

  it('reads an entry saved with the old free-text leader line into the note', () => {
    const old = { turns: { '7': { season: 'fall', leaders: 'Grant W (P), Pope E' } } };
    const file = {
      ...exportUserData(R.userData, { turns: {} }, '2026-01-01T00:00:00Z'),
      data: old,
    };
    const back = importUserData(R.userData, JSON.stringify(file));
    expect(back.ok && back.value).to.deep.equal({
      turns: { '7': { season: 'fall', note: 'Grant W (P), Pope E' } },
    });
    const form = R.form(state(back.ok ? back.value : { turns: {} }), 'turn-7');
    expect(form?.values['note']).to.equal('Grant W (P), Pope E');
    const merged = parseWith(R.userData.schema, {
      turns: { '7': { note: 'Seen.', leaders: 'Grant W (P)' } },
    });
    expect(merged.ok && merged.value.turns['7']).to.deep.equal({ note: 'Seen. Grant W (P)' });
    const blank = parseWith(R.userData.schema, { turns: { '7': { leaders: '  ' } } });
    expect(blank.ok && blank.value.turns['7']).to.deep.equal({});
  });

  it('exports and imports the track as its own kind', () => {
    const data: TurnRecord = { turns: { '4': { season: 'winter' } } };
    const file = exportUserData(R.userData, data, '2026-01-01T00:00:00Z');
    const back = importUserData(R.userData, JSON.stringify(file));
    expect(back.ok && back.value).to.deep.equal(data);
    expect(
      importUserData(R.userData, JSON.stringify({ ...file, data: { turns: { '21': {} } } })).ok,
    ).to.equal(false);
  });
});
