import { expect } from '@open-wc/testing';
import type { RosterEntry, RosterSection } from '../../../src/core/shared/roster.js';
import { foldingGroups, searchRoster } from '../../../src/core/shared/roster-search.js';

const row = (id: string): RosterEntry => ({ id, name: id, values: [], keys: [id] });
const card = (id: string, leads = false): RosterEntry => ({ ...row(id), leads });

const TREE: readonly RosterSection[] = [
  {
    id: 'army',
    title: 'Army',
    body: [
      { kind: 'card', entry: card('Chief') },
      {
        kind: 'groups',
        groups: [
          {
            id: 'first',
            title: 'First Division',
            keys: ['First Division'],
            collapsible: true,
            table: {
              layout: 'compact',
              caption: '',
              head: '',
              columns: [],
              rows: [row('Hare'), row('Oglesby')],
            },
          },
        ],
      },
      {
        kind: 'section',
        section: {
          id: 'corps',
          title: 'Corps',
          keys: ['Corps'],
          body: [
            { kind: 'card', entry: card('Polk', true) },
            {
              kind: 'groups',
              groups: [
                {
                  id: 'second',
                  title: 'Second',
                  collapsible: true,
                  table: {
                    layout: 'compact',
                    caption: '',
                    head: '',
                    columns: [],
                    rows: [row('Stewart')],
                  },
                },
              ],
            },
          ],
        },
      },
    ],
  },
];

const ids = (s: unknown) => JSON.stringify(s);

describe('searchRoster', () => {
  it('shows everything for an empty query', () => {
    expect(searchRoster(TREE, '  ')).to.equal(null);
  });

  it('a row match keeps its group and the section’s cards, and only that row', () => {
    const found = searchRoster(TREE, 'HARE')!;
    expect(found.total).to.equal(1);
    const text = ids(found.sections);
    expect(text).to.contain('"Hare"').and.contain('"Chief"').and.not.contain('Oglesby');
    expect(text).to.not.contain('"corps"');
  });

  it('a group match shows its rows; a leading card shows its section whole', () => {
    expect(ids(searchRoster(TREE, 'first division')!.sections)).to.contain('Oglesby');
    const polk = searchRoster(TREE, 'polk')!;
    expect(polk.total).to.equal(1);
    expect(ids(polk.sections)).to.contain('Stewart').and.not.contain('Hare');
  });

  it('counts nothing and keeps the top section, without its cards, when nothing matches', () => {
    const none = searchRoster(TREE, 'zzz')!;
    expect(none.matches).to.deep.equal([0]);
    expect(none.sections[0]?.body.some((b) => b.kind === 'card')).to.equal(false);
  });
});

describe('foldingGroups', () => {
  it('lists every group that folds, nested sections included', () => {
    expect(foldingGroups(TREE)).to.deep.equal(['first', 'second']);
  });
});
