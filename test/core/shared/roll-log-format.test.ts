import { expect } from '@open-wc/testing';
import {
  csvField,
  modifiersText,
  rollsToCsv,
  rollsToJson,
} from '../../../src/core/shared/roll-log-format.js';
import type { RollRecord } from '../../../src/core/shared/roll-record-schema.js';

const record = (at: string, overrides: Partial<RollRecord> = {}): RollRecord => ({
  id: `r-${at}`,
  gameSlug: 'altar-of-freedom',
  tool: 'firing',
  savedGameId: null,
  at,
  inputs: { sm: 2, cover: true },
  result: {
    dice: { count: 1, sides: 6 },
    natural: [5],
    naturalTotal: 5,
    modifiers: [
      { id: 'sm', label: 'SM', rule: 'Firing Table', value: 2 },
      { id: 'cover', label: 'cover', rule: 'Firing Table', value: -1 },
    ],
    total: 6,
    clamped: 6,
  },
  outcome: 'Recoil 3 BD, Fatigue',
  source: 'app',
  ...overrides,
});

describe('roll-log exports', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx'])
      expect(csvField(formula), formula).to.equal(`'${formula}`);
    expect(csvField('\rx')).to.equal('"\'\rx"');
    expect(csvField('=HYPERLINK("x")')).to.equal('"\'=HYPERLINK(""x"")"');
    expect(csvField('Shiloh')).to.equal('Shiloh');
  });

  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('a, b')).to.equal('"a, b"');
    expect(csvField('say "no"')).to.equal('"say ""no"""');
    expect(csvField('two\nlines')).to.equal('"two\nlines"');
  });

  it('writes the modifiers in one line with an ASCII sign and their rule', () => {
    expect(modifiersText(record('2026-11-20T10:00:00.000Z'))).to.equal(
      'SM +2 (Firing Table); cover -1 (Firing Table)',
    );
  });

  it('CSV: a header, then one line per roll, oldest first, CRLF line ends', () => {
    const later = record('2026-11-20T11:00:00.000Z', { source: 'shared', seed: 'abc' });
    const earlier = record('2026-11-20T10:00:00.000Z');
    const lines = rollsToCsv([later, earlier]).split('\r\n');
    expect(lines).to.have.length(4);
    expect(lines[3]).to.equal('');
    expect(lines[0]).to.equal(
      'time,game,tool,source,seed,dice,natural,modifiers,total,clamped,outcome,inputs',
    );
    expect(lines[1]).to.equal(
      '2026-11-20T10:00:00.000Z,altar-of-freedom,firing,app,,1d6,5,SM +2 (Firing Table); cover -1 (Firing Table),6,6,"Recoil 3 BD, Fatigue",sm=2 cover=true',
    );
    expect(
      lines[2]?.startsWith('2026-11-20T11:00:00.000Z,altar-of-freedom,firing,shared,abc,'),
    ).to.equal(true);
  });

  it('JSON: the records in a versioned envelope, read back unchanged', () => {
    const rolls = [record('2026-11-20T10:00:00.000Z')];
    const parsed: unknown = JSON.parse(rollsToJson(rolls, '2026-11-21T09:00:00.000Z'));
    expect(parsed).to.deep.equal({
      format: 'haversack-roll-log',
      version: 1,
      exportedAt: '2026-11-21T09:00:00.000Z',
      rolls,
    });
  });
});
