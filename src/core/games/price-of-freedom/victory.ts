/**
 * The Price of Freedom: the victory check of the end phase, after campaign attrition
 * (§3.0, §20.0): every condition with whether it is checked this turn and whether it is met.
 * Procedures only.
 */
import { VICTORY } from './constants.js';
import { NATION_LABELS, type Nation } from './constants.js';
import type { CampaignSnapshot } from './tracker-types.js';
import { warEffort } from './war-effort.js';

/** One victory condition at the end of the current turn. */
export interface VictoryCondition {
  readonly id: string;
  readonly side: Nation;
  readonly label: string;
  readonly rule: string;
  /** Whether the rules check it at the end of this turn. */
  readonly checked: boolean;
  /** Whether it is met (always false when not checked). */
  readonly met: boolean;
  /** The numbers behind it, in words. */
  readonly detail: string;
}

/** The victory check. */
export interface VictoryCheck {
  readonly conditions: readonly VictoryCondition[];
  /** Sides with at least one condition met. */
  readonly winners: readonly Nation[];
  /** Both sides meet a condition: precedence is not stated (ruling A10). */
  readonly clash: boolean;
}

/** The corps ratio each side's military victory needs, and its rule (§3.1.3, §3.2.2). */
const MILITARY: Readonly<Record<Nation, { readonly ratio: number; readonly rule: string }>> = {
  usa: { ratio: VICTORY.usaMilitaryRatio, rule: '§3.2.2' },
  csa: { ratio: VICTORY.csaMilitaryRatio, rule: '§3.1.3' },
};

const TIMES: Readonly<Record<number, string>> = { 2: 'twice', 3: 'three times' };

/** A side's military victory: `ratio` times as many corps on the map as the enemy. */
function military(side: Nation, s: CampaignSnapshot): VictoryCondition {
  const { ratio, rule } = MILITARY[side];
  const enemy = side === 'usa' ? 'csa' : 'usa';
  const [mine, theirs] = [s.corps[side], s.corps[enemy]];
  const checked = s.turn >= VICTORY.militaryFromTurn;
  return {
    id: `${side}-military`,
    side,
    label: `Military: at least ${TIMES[ratio] ?? `${ratio} times`} as many ${NATION_LABELS[side]} corps on the map`,
    rule,
    checked,
    met: checked && mine >= ratio * theirs,
    detail: `${mine} ${NATION_LABELS[side]} corps against ${theirs} ${NATION_LABELS[enemy]}.`,
  };
}

/** Checks every victory condition at the end of the current turn (§3.1, §3.2, §20). */
export function victoryCheck(s: CampaignSnapshot): VictoryCheck {
  const we = warEffort(s);
  const gap = we.usa - we.csa;
  const usaConditions: VictoryCondition[] = [
    {
      id: 'usa-attritional',
      side: 'usa',
      label: `Attritional: Union War Effort at least ${VICTORY.attritionalGap} above the Confederate`,
      rule: '§3.2.1',
      checked: true,
      met: gap >= VICTORY.attritionalGap,
      detail: `Gap ${gap} (Union ${we.usa}, Confederate ${we.csa}).`,
    },
    military('usa', s),
  ];
  const usaMet = usaConditions.some((c) => c.met);
  const threshold = s.draftPlayed ? VICTORY.politicalGapDraft : VICTORY.politicalGap;
  const political = s.turn === VICTORY.politicalTurn;
  const last = s.turn === VICTORY.defaultTurn;
  const csaConditions: VictoryCondition[] = [
    {
      id: 'csa-dixie',
      side: 'csa',
      label: 'Dixie: Confederate War Effort above the Union’s',
      rule: '§3.1.1',
      checked: true,
      met: we.csa > we.usa,
      detail: `Confederate ${we.csa}, Union ${we.usa}.`,
    },
    {
      id: 'csa-political',
      side: 'csa',
      label: `Political (end of Turn ${VICTORY.politicalTurn}): gap below ${threshold} and no Union victory condition met`,
      rule: '§3.1.2',
      checked: political,
      met: political && gap < threshold && !usaMet,
      detail: `Gap ${gap}; threshold ${threshold}${s.draftPlayed ? ' (DRAFT played)' : ''}.`,
    },
    military('csa', s),
    {
      id: 'csa-default',
      side: 'csa',
      label: `Default (end of Turn ${VICTORY.defaultTurn}): the Union has met none of its conditions`,
      rule: '§3.1.4',
      checked: last,
      met: last && !usaMet,
      detail: usaMet ? 'The Union meets a condition.' : 'The Union meets none.',
    },
  ];
  const conditions = [...csaConditions, ...usaConditions];
  const winners = (['usa', 'csa'] as const).filter((n) =>
    conditions.some((c) => c.side === n && c.met),
  );
  return { conditions, winners, clash: winners.length === 2 };
}
