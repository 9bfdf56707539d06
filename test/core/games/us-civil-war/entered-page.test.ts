import { expect } from '@open-wc/testing';
import {
  CHECK_STATUS_TEXT,
  checksSection,
  counted,
  enteredLegend,
  failsWarning,
  rosterTable,
  savedPanel,
  warningsOf,
  type ChartCheck,
} from '../../../../src/core/games/us-civil-war/entered-page.js';
import { rollRowsText } from '../../../../src/core/games/us-civil-war/supply-column.js';

const fact = (id: string, status: ChartCheck['status']): ChartCheck => ({
  id,
  place: '13.2.2',
  what: 'A fact',
  expected: 'this',
  found: 'that',
  status,
});

describe('US Civil War page of entered values', () => {
  it('draws a roster table with a column per label', () => {
    expect(rosterTable('Cap', 'Year', ['A', 'B'], [])).to.deep.equal({
      layout: 'roster',
      caption: 'Cap',
      head: 'Year',
      columns: [{ label: 'A' }, { label: 'B' }],
      rows: [],
    });
  });

  it('counts the facts that agree and draws a row per fact', () => {
    const s = checksSection(
      { id: 'x-check', caption: 'Facts', yours: 'grid', after: 'ruling G1' },
      [fact('F1', 'pass'), fact('F2', 'missing'), fact('F3', 'fail')],
    );
    expect(s.id).to.equal('x-check');
    expect(s.title).to.equal('Checked against the rulebook');
    expect(s.count).to.equal(1);
    expect(s.body[0]).to.deep.equal({
      kind: 'note',
      text: ['1 of 3 facts agree with your grid. ruling G1'],
    });
    const table = s.body[1];
    if (table?.kind !== 'table') throw new Error('no table');
    expect(table.table.head).to.equal('Fact');
    expect(table.table.rows.map((r) => r.id)).to.deep.equal(['fact-F1', 'fact-F2', 'fact-F3']);
    const [pass, missing] = table.table.rows;
    expect(pass?.values.map((v) => v.text)).to.deep.equal([
      '13.2.2',
      'this',
      'that',
      CHECK_STATUS_TEXT.pass,
    ]);
    expect(missing?.values[2]?.source).to.equal('missing');
    const none = checksSection({ id: 'y', caption: 'c', yours: 'table' }, []);
    expect(none.body[0]).to.deep.equal({
      kind: 'note',
      text: ['0 of 0 facts agree with your table.'],
    });
  });

  it('says a value reads missing until entered, then entered', () => {
    expect(enteredLegend('The X: each value', 'your card', 'ruling G2')).to.deep.equal([
      [
        'The X: each value reads ',
        { sample: 'missing' },
        ' until you enter it from your card, and then is marked ',
        { sample: 'entered' },
        '. ruling G2',
      ],
    ]);
  });

  it('warns only when there is something to warn of', () => {
    expect(warningsOf('T', [])).to.deep.equal({});
    expect(warningsOf('T', ['a'])).to.deep.equal({ warnings: { title: 'T', items: ['a'] } });
    expect(failsWarning('T', [], 'rows')).to.deep.equal({});
    expect(failsWarning('T', ['F1', 'F3'], 'rows')).to.deep.equal({
      warnings: { title: 'T', items: ['It fails F1, F3: check those rows against your card.'] },
    });
  });

  it('says what is saved, in the singular or the plural', () => {
    expect(counted(1, 'year')).to.equal('1 year');
    expect(counted(2, 'year')).to.equal('2 years');
    expect(counted(2, 'box', 'boxes')).to.equal('2 boxes');
    expect(savedPanel('Yours', null).text).to.equal(
      'You have not entered anything yet. It is saved on this device only: export it to a file, import a file, or put it in a link to share with your opponent.',
    );
    expect(savedPanel('Yours', '2 turns', true)).to.deep.equal({
      title: 'Yours',
      text: 'You have entered 2 turns. They are saved on this device only: export them to a file, import a file, or put them in a link to share with your opponent.',
    });
  });

  it('writes rows by modified roll with open ends', () => {
    expect(rollRowsText(1, 3, (r) => `r${r}`)).to.equal('≤1: r1 · 2: r2 · 3+: r3');
    expect(rollRowsText(4, 1, () => 'x')).to.equal('any: x');
  });
});
