import { expect } from '@open-wc/testing';
import { checkTable, resolveTool } from '../../../../src/core/shared/index.js';
import {
  GENERAL_CASUALTY_TABLE,
  generalCasualtyCellText,
  generalCasualtyTool,
} from '../../../../src/core/games/in-freedoms-cause/general-casualty.js';

const tool = generalCasualtyTool;

describe("In Freedom's Cause general casualty (Generals, Orders, and Command Control)", () => {
  it('has one row per number of casualties, 12 and more together', () => {
    expect(checkTable(GENERAL_CASUALTY_TABLE)).to.deep.equal([]);
    expect(GENERAL_CASUALTY_TABLE.rows.entries.map((e) => e.label)).to.deep.equal([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12+',
    ]);
    const texts = GENERAL_CASUALTY_TABLE.cells.map((r) => generalCasualtyCellText(r[0] ?? 0));
    expect(texts[0]).to.equal('He never falls');
    expect(texts[4]).to.equal('Falls on 5 or less');
    expect(texts.at(-1)).to.equal('He always falls');
  });

  it('gives the chances of spec §2.8 for 1 to 12 casualties (ruling A19)', () => {
    const in36 = [0, 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36];
    const got = in36.map((_, i) => {
      const odds = tool.odds({ casualties: i + 1, rank: 'brigadier' });
      return ((odds.outcomes.find((o) => o.key === 'falls')?.weight ?? NaN) * 36) / odds.total;
    });
    expect(got).to.deep.equal(in36);
  });

  it('fells him on a roll at or under the casualties, not above', () => {
    const at = (faces: number[], casualties: number, rank = 'brigadier') =>
      resolveTool(tool, [faces], { casualties, rank }).resolution;
    expect(at([2, 3], 5).outcome.key).to.equal('falls');
    expect(at([3, 3], 5).outcome.key).to.equal('safe');
    expect(at([1, 1], 1).outcome.key).to.equal('safe');
    expect(at([2, 3], 5).effects?.join(' ')).to.include('unit lost');
    expect(at([2, 3], 5, 'divisional').effects?.join(' ')).to.include('broken brigade');
  });
});
