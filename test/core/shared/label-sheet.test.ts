import { expect } from '@open-wc/testing';
import {
  LOOKAHEAD,
  layOutLabels,
  packPages,
  packRows,
  type SheetLabel,
} from '../../../src/core/shared/label-sheet.js';
import { printableArea } from '../../../src/core/shared/paper.js';

const size = (widthMm: number, heightMm = 30) => ({
  key: `${widthMm}x${heightMm}`,
  widthMm,
  heightMm,
  halfMm: heightMm / 2,
});
const label = (id: string, widthMm: number, heightMm = 30): SheetLabel => ({
  id,
  size: size(widthMm, heightMm),
  name: id,
  lines: [],
  tab: id,
});

describe('label sheet layout', () => {
  it('fills rows up to the width, in order', () => {
    const rows = packRows([label('a', 60), label('b', 60), label('c', 60), label('d', 60)], 130);
    expect(rows.map((r) => r.labels.map((l) => l.id))).to.deep.equal([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(rows[0]?.heightMm).to.equal(30);
  });

  it(`pulls a label that fits from at most ${LOOKAHEAD} places ahead into a row's gap`, () => {
    const near = [label('a', 60), label('b', 60), label('c', 60), label('d', 30)];
    expect(packRows(near, 150)[0]?.labels.map((l) => l.id)).to.deep.equal(['a', 'b', 'd']);
    const far = [
      label('a', 60),
      label('b', 60),
      ...['c', 'd', 'e', 'f', 'g'].map((id) => label(id, 60)),
      label('h', 30),
    ];
    expect(packRows(far, 150)[0]?.labels.map((l) => l.id)).to.deep.equal(['a', 'b']);
  });

  it('gives a label wider than the page a row of its own', () => {
    const rows = packRows([label('a', 300), label('b', 30)], 190);
    expect(rows.map((r) => r.labels.map((l) => l.id))).to.deep.equal([['a'], ['b']]);
  });

  it('takes a row as tall as its tallest label, and pages as tall as the printable height', () => {
    const rows = packRows([label('a', 60, 30), label('b', 60, 40)], 190);
    expect(rows[0]?.heightMm).to.equal(40);
    const many = packRows(
      Array.from({ length: 20 }, (_, i) => label(`l${i}`, 190, 50)),
      190,
    );
    const pages = packPages(many, 100);
    expect(pages.map((p) => p.length)).to.deep.equal(Array(10).fill(2));
  });

  it('lays labels out inside the paper’s printable area', () => {
    const labels = Array.from({ length: 40 }, (_, i) => label(`l${i}`, 60, 30));
    for (const paper of ['a4', 'letter'] as const) {
      const area = printableArea(paper);
      const pages = layOutLabels(labels, paper);
      expect(pages.flat().flatMap((r) => r.labels)).to.have.length(40);
      for (const page of pages) {
        expect(page.reduce((t, r) => t + r.heightMm, 0)).to.be.at.most(area.heightMm);
        for (const row of page)
          expect(row.labels.reduce((t, l) => t + l.size.widthMm, 0)).to.be.at.most(area.widthMm);
      }
    }
  });
});
