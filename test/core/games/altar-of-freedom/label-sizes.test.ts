import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  BASE_KINDS,
  FIGURE_SCALES,
  LABEL_SIZES,
  SCENARIO_SLUGS,
  baseLabels,
  loadScenario,
  scaleInfo,
  scenarioUnits,
  sizedBaseLabels,
  type Scenario,
} from '../../../../src/core/games/altar-of-freedom/index.js';

const MM_PER_INCH = 25.4;

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

describe('Altar of Freedom base label sizes (L110–116, L364–396, L1849–1870)', () => {
  it('gives every scale and base kind a size with a rule reference', () => {
    for (const scale of FIGURE_SCALES)
      for (const kind of BASE_KINDS) {
        const s = LABEL_SIZES[scale][kind];
        expect(s.rule, `${scale} ${kind}`).to.contain('Mustering Armies › Labeling Bases');
        expect(s.halfMm * 2).to.equal(s.heightMm);
      }
  });

  it('spans the base frontage and one base depth, never overhanging the base', () => {
    for (const scale of FIGURE_SCALES)
      for (const kind of BASE_KINDS) {
        const base = scaleInfo(scale).bases[kind];
        const s = LABEL_SIZES[scale][kind];
        const widthMm = base.widthIn * MM_PER_INCH;
        const depthMm = base.depthIn * MM_PER_INCH;
        expect(s.widthMm, `${scale} ${kind} width`).to.be.at.most(widthMm);
        expect(s.widthMm, `${scale} ${kind} width`).to.be.above(widthMm - 4);
        expect(s.heightMm, `${scale} ${kind} height`).to.be.at.most(depthMm);
        expect(s.heightMm, `${scale} ${kind} height`).to.be.above(depthMm - 4);
      }
  });

  it('uses the book’s metric 6 mm sizes: 60 × 30 mm rectangles and 30 mm squares (L110–116)', () => {
    expect(LABEL_SIZES['6mm'].infantry).to.include({ widthMm: 60, heightMm: 30, halfMm: 15 });
    expect(LABEL_SIZES['6mm'].hq).to.include({ widthMm: 60, heightMm: 30 });
    expect(LABEL_SIZES['6mm'].artillery).to.include({ widthMm: 30, heightMm: 30 });
    expect(LABEL_SIZES['6mm'].general).to.include({ widthMm: 30, heightMm: 30 });
    expect(LABEL_SIZES['10mm'].cavalry).to.deep.include({ widthMm: 60, heightMm: 30 });
    expect(LABEL_SIZES['15mm'].infantry).to.include({ widthMm: 76, heightMm: 38, halfMm: 19 });
    expect(LABEL_SIZES['15mm'].artillery).to.include({ widthMm: 38, heightMm: 38 });
  });

  for (const slug of SCENARIO_SLUGS) {
    it(`${slug}: sizes every label of the core, in order, on the base its unit stands on`, () => {
      const s = load(slug);
      const arms = new Map(scenarioUnits(s).map((p) => [p.unit.id, p.unit.arm]));
      for (const optional of [false, true]) {
        const sized = sizedBaseLabels(s, '6mm', optional);
        expect(sized.map((l) => l.label)).to.deep.equal(baseLabels(s, optional));
        for (const { label, base, size } of sized) {
          if (label.kind === 'brigade') {
            const arm = arms.get(label.id);
            expect(base).to.equal(arm === 'naval' ? 'infantry' : arm);
          } else expect(base).to.equal(label.kind);
          expect(size).to.equal(LABEL_SIZES['6mm'][base]);
        }
      }
    });
  }

  it('puts artillery and generals on squares, the Shiloh gunboat on a brigade frontage', () => {
    const sized = sizedBaseLabels(load('shiloh'), '15mm');
    const by = (id: string) => sized.find((l) => l.label.id === id);
    expect(by('grant')?.size.widthMm).to.equal(38);
    expect(by('grant-hq')?.size.widthMm).to.equal(76);
    expect(by('usa-army-uss-tyler')?.base).to.equal('infantry');
    expect(by('usa-army-markgraf')?.base).to.equal('artillery');
  });
});
