/**
 * Altar of Freedom's base labels as a `LabelSheetDescriptor`: a scenario, a figure scale, the
 * paper and whether to include optional units to choose, and a fold-over label for every base
 * of the scenario, generals and HQs included, at the size of its base (`label-sizes.ts`).
 */
import type { LabelSet, LabelSheetDescriptor, SheetLabel } from '../../shared/label-sheet.js';
import type { ChoiceValues, FlagChoice, RadioChoice } from '../../shared/sheet-choices.js';
import { choiceFlag, choiceText } from '../../shared/sheet-choices.js';
import type { SheetRun } from '../../shared/sheet-text.js';
import { rule, span, strong } from '../../shared/sheet-text.js';
import { LABEL_SIZES, sizedBaseLabels, type LabelSize, type SizedLabel } from './label-sizes.js';
import { scaleInfo } from './measure.js';
import { META } from './meta.js';
import { scenarioNames, type NamedId } from './names.js';
import { BASE_KINDS, FIGURE_SCALES, type BaseKind, type FigureScale } from './scales.js';
import { scenarioChoice } from './scenario-choice.js';
import { loadScenario } from './scenarios.js';
import type { Scenario } from './schema.js';
import { SIDE_NAMES } from './display-names.js';

/** Where the book asks for folded labels (Labeling Bases). */
const LABEL_RULE = 'Mustering Armies › Labeling Bases';

/** The link's `scale` value of each figure scale: 6, 10 or 15. */
const scaleParam = (scale: FigureScale) => scale.replace('mm', '');
const scaleName = (scale: FigureScale) => scale.replace('mm', ' mm');

/** The figure scale (`scale=6|10|15`), 6 mm unless the link says otherwise. */
const scaleChoice: RadioChoice = {
  kind: 'radio',
  key: 'scale',
  legend: 'Figure scale',
  options: FIGURE_SCALES.map((s) => ({ value: scaleParam(s), label: scaleName(s) })),
  fallback: scaleParam('6mm'),
  notice: (text) => `Scale “${text.slice(0, 20)}” is not 6, 10 or 15; using 6 mm.`,
};

const scenarioOf = (values: ChoiceValues): Scenario | null => {
  const r = loadScenario(choiceText(values, 'scenario'));
  return r.ok ? r.value : null;
};

/** Whether to include the optional units (`optional=1`), offered where a scenario has them. */
const optionalChoice: FlagChoice = {
  kind: 'flag',
  key: 'optional',
  label(values) {
    const s = scenarioOf(values);
    const optional = s
      ? [...scenarioNames(s).values()].filter((n) => n.kind === 'division' && n.optional === true)
      : [];
    return optional.length > 0
      ? `Include optional units (${optional.map((d) => d.name).join(', ')})`
      : null;
  },
  notice: (text) => `“optional=${text.slice(0, 20)}” is not 1 or 0; optional units left out.`,
};

const KIND_NAME: Record<BaseKind, string> = {
  infantry: 'infantry',
  cavalry: 'cavalry',
  hq: 'HQ',
  artillery: 'artillery',
  general: 'general',
};

const mm = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}`;

/** The label sizes at `scale`, each with the kinds of base it fits and its rulebook places. */
function sizesText(scale: FigureScale): SheetRun[] {
  const groups = new Map<LabelSize, BaseKind[]>();
  for (const kind of BASE_KINDS) {
    const size = LABEL_SIZES[scale][kind];
    groups.set(size, [...(groups.get(size) ?? []), kind]);
  }
  return [...groups].flatMap(([size, kinds], i) => [
    ...(i > 0 ? ['; '] : []),
    strong(span('nowrap', `${mm(size.widthMm)} × ${mm(size.heightMm)} mm`)),
    ` for ${kinds.map((k) => KIND_NAME[k]).join(', ')} bases `,
    rule(size.rule),
  ]);
}

/** One label as the sheet draws it. */
function sheetLabel(
  l: SizedLabel,
  scale: FigureScale,
  names: ReadonlyMap<string, NamedId>,
): SheetLabel {
  const { label } = l;
  const [name = '', ...lines] = label.lines;
  const n = names.get(label.id);
  const side = SIDE_NAMES[label.side];
  return {
    id: label.id,
    size: { key: `${scale}-${l.base}`, ...l.size },
    name,
    ...(label.sm !== null ? { badge: label.sm } : {}),
    lines,
    tab: n
      ? `${side} · ${n.name}${n.kind === 'unit' && n.arm === 'artillery' ? ' (art.)' : ''}`
      : `${side} · unknown “${label.id}”`,
    command: label.kind !== 'brigade',
    narrow: l.base === 'general' || l.base === 'artillery',
    unresolved: !n,
  };
}

/** Every base label of the chosen scenario at the chosen scale. */
function labels(values: ChoiceValues): LabelSet | null {
  const s = scenarioOf(values);
  if (!s) return null;
  const scale = FIGURE_SCALES.find((f) => scaleParam(f) === choiceText(values, 'scale')) ?? '6mm';
  const names = scenarioNames(s);
  const sized = sizedBaseLabels(s, scale, choiceFlag(values, 'optional'));
  const command = sized.filter((l) => l.label.kind !== 'brigade').length;
  return {
    labels: sized.map((l) => sheetLabel(l, scale, names)),
    large: scale === '15mm',
    count: `${sized.length} labels (${command} for generals and HQs, ${sized.length - command} for brigades)`,
    about: [
      `Labels at ${scaleInfo(scale).label}: `,
      ...sizesText(scale),
      '. Cut on the dashed lines, fold on the solid line and tape the lower half under the base, so the name stands clear of it ',
      rule(LABEL_RULE),
      '. Print at 100% (actual size).',
    ],
    page: {
      topLeft: `${META.title} · ${s.title} · base labels for ${scaleName(scale)} figures`,
      topRight: 'Print at 100% (actual size)',
      bottomLeft: 'Haversack · cut on the dashed lines, fold on the solid line',
    },
  };
}

/** The base labels tool. */
export const labelSheetTool: LabelSheetDescriptor = {
  kind: 'label-sheet',
  choices: [scenarioChoice(), scaleChoice, { kind: 'paper' }, optionalChoice],
  unreadable: "This scenario's data could not be read.",
  labels,
};
