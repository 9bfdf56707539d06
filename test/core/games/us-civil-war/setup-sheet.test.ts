import { expect } from '@open-wc/testing';
import { SETUP_SHEET_TOOL } from '../../../../src/core/games/us-civil-war/setup-sheet.js';

const sheet = (scenario: string) => SETUP_SHEET_TOOL.sheet({ scenario, paper: 'a4' }, undefined);
const starts = () => {
  const choice = SETUP_SHEET_TOOL.choices[0];
  return choice?.kind === 'select' ? choice.options.map((o) => o.value) : [];
};

describe('The U.S. Civil War setup sheets', () => {
  it('offers the three scenarios and the Campaign from each start', () => {
    expect(starts()).to.deep.equal(['s1', 's2', 's3', 's4-1861', 's4-1862', 's4-1863']);
    expect(sheet('nope')).to.equal(null);
  });

  it('every sheet cites rule places, never a line of the text copy, and lists its rulings', () => {
    for (const s of starts()) {
      const text = JSON.stringify(sheet(s));
      expect(text, s).to.not.match(/\bL\d/);
      expect(text, s).to.contain('Rulings applied');
      expect(text, s).to.contain('ruling G6');
    }
  });

  it('S1: turns 1 to 3, one card, the markers and blockade of 1861, and the S1.3 rules', () => {
    const text = JSON.stringify(sheet('s1'));
    expect(text).to.contain('1 to 3, ending on Turn 3 in its Victory Check Phase');
    expect(text).to.contain('1 each, drawn at random');
    expect(text).to.contain('Kentucky: Neutral');
    expect(text).to.contain('Alexandria (1747)');
    expect(text).to.contain('3 Action Phases a turn instead of 4 on Turns 1–3');
    expect(text).to.contain('before Turn 4');
    expect(text).to.contain('The Union needs 5 VPs net');
    const markers = sheet('s1')?.blocks[0];
    const table = markers && 'pair' in markers ? markers.pair[1]?.content[0] : undefined;
    const values =
      table?.kind === 'table'
        ? table.rows
            .map((r) => JSON.stringify(r.cells[1]))
            .map((c) => Number(/"(\d+)"/.exec(c)?.[1]))
        : [];
    expect(values).to.deep.equal([1, 10, 98, 2, 0, 0, 0, 5, 7, 8]);
  });

  it('S3: the D.C. F3 and Tennessee Control markers, removed and unassigned generals', () => {
    const text = JSON.stringify(sheet('s3'));
    expect(text).to.contain('Washington, D.C. has an F3 Fort.');
    expect(text).to.contain('Union City (2616)');
    expect(text).to.contain('Buell, Fremont, Halleck, Lyon, McClellan, Patterson, Pope, Sumner');
    expect(text).to.contain('J. Johnston (Confederate), Butler (Union)');
    expect(text).to.contain('9 to 13');
  });

  it('the Campaign from 1862 keeps the 1862 setup with the Campaign’s victory and election', () => {
    const text = JSON.stringify(sheet('s4-1862'));
    expect(text).to.contain('4 to 20, ending on Turn 20 in its Victory Check Phase');
    expect(text).to.contain('60 VPs net at the end');
    expect(text).to.contain('On Turn 18 the election takes 5 Union VPs off');
    expect(text).to.contain('ruling C10');
    expect(text).to.not.contain('S1.3');
  });
});
