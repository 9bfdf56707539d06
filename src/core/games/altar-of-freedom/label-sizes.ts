/**
 * Altar of Freedom: the size of a printed fold-over base label for each figure scale and kind of
 * base, and the sized label sheet of a scenario. The book asks for a label per base, folded in
 * half with the lower half taped under the base (Labeling Bases, L364–396), but prints no label
 * size; the sizes here are derived from the basing (L110–116, L1849–1870): a label spans the
 * base's frontage and is one base depth tall, so each half is half a base depth.
 */
import { baseLabels } from './labels.js';
import type { BaseLabel } from './labels.js';
import { scenarioUnits } from './oob.js';
import { scaleInfo } from './measure.js';
import { byBaseKind } from './scales.js';
import type { BaseKind, BaseSize, FigureScale } from './scales.js';
import type { Arm, Scenario } from './schema.js';

/** A fold-over label, in millimetres, unfolded. */
export interface LabelSize {
  /** Along the base's front edge. */
  readonly widthMm: number;
  /** Unfolded height: the shown half above the fold, the taped half below. */
  readonly heightMm: number;
  /** Height of each half (the fold is in the middle). */
  readonly halfMm: number;
  readonly rule: string;
}

const size = (widthMm: number, heightMm: number, rule: string): LabelSize => ({
  widthMm,
  heightMm,
  halfMm: heightMm / 2,
  rule,
});

/** Where the book asks for a fold-over label on every base. */
const LABELING = 'Mustering Armies › Labeling Bases';

/** A base's frontage and depth in millimetres. */
interface MetricBase {
  readonly widthMm: number;
  readonly depthMm: number;
}

/**
 * 6 mm bases in the book's metric sizes: 60 × 30 mm rectangles, 30 mm squares (L110–116). The
 * book also gives 2.5″ × 1.25″; the metric size is the smaller, so the label never overhangs
 * either kind of base.
 */
const METRIC_6MM: MetricBase = { widthMm: 60, depthMm: 30 };

/** Millimetres in an inch. */
const MM_PER_INCH = 25.4;

/** A base measured in inches, in whole millimetres rounded down (so a label never overhangs). */
function metricOf(base: BaseSize): MetricBase {
  return {
    widthMm: Math.floor(base.widthIn * MM_PER_INCH),
    depthMm: Math.floor(base.depthIn * MM_PER_INCH),
  };
}

/**
 * The label sizes of one figure scale whose rectangle is `base`: squares are one base depth
 * wide (L110–116, L1862–1870), and `basing` is where the book gives that scale's bases. HQs use
 * the rectangle at every scale (the 15 mm text lets players choose either, L1868–1870).
 */
function scaleSizes(base: MetricBase, basing: string): Readonly<Record<BaseKind, LabelSize>> {
  const rule = `${basing}; ${LABELING}`;
  return byBaseKind(size(base.widthMm, base.depthMm, rule), size(base.depthMm, base.depthMm, rule));
}

/** Label size per scale and base kind. */
export const LABEL_SIZES: Readonly<Record<FigureScale, Readonly<Record<BaseKind, LabelSize>>>> = {
  '6mm': scaleSizes(METRIC_6MM, 'What You Need to Play › Basing Your Miniature Army'), // L110–116, L364–396
  /** 10 mm: trays close to the 6 mm sizes (L1849–1855). */
  '10mm': scaleSizes(METRIC_6MM, 'Appendix III › 10mm Scale Conversion'), // L1849–1855, L364–396
  /** 15 mm: its 3″ × 1.5″ trays and 1.5″ squares in whole millimetres (L1862–1870). */
  '15mm': scaleSizes(
    metricOf(scaleInfo('15mm').bases.infantry),
    'Appendix III › 15mm Scale Conversion',
  ), // L1862–1870, L364–396
};

/**
 * The base a unit of `arm` stands on. The Shiloh gunboat is a model with no basing rule
 * (L2177–2187); its label takes a brigade's frontage.
 */
export function baseKindOfArm(arm: Arm): BaseKind {
  return arm === 'naval' ? 'infantry' : arm;
}

/** A base label with the base it goes on and its printed size. */
export interface SizedLabel {
  readonly label: BaseLabel;
  readonly base: BaseKind;
  readonly size: LabelSize;
}

/**
 * Every base label of `scenario` (as `baseLabels`, in the same order) with its base kind and its
 * size at `scale`.
 */
export function sizedBaseLabels(
  scenario: Scenario,
  scale: FigureScale,
  includeOptional = false,
): SizedLabel[] {
  const arms = new Map(scenarioUnits(scenario).map((p) => [p.unit.id, p.unit.arm]));
  return baseLabels(scenario, includeOptional).map((label) => {
    let base: BaseKind;
    if (label.kind === 'brigade') {
      const arm = arms.get(label.id);
      if (arm === undefined) throw new RangeError(`Label '${label.id}' has no unit.`);
      base = baseKindOfArm(arm);
    } else {
      base = label.kind;
    }
    return { label, base, size: LABEL_SIZES[scale][base] };
  });
}
