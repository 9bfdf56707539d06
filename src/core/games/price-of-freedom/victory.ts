/**
 * The Price of Freedom: the victory check of the end phase, after campaign attrition
 * (§3.0, §20.0): every condition with whether it is checked this turn and whether it is met.
 * Procedures only.
 */
import { VICTORY } from './constants.js';
import type { Nation } from './constants.js';
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

/** Checks every victory condition at the end of the current turn (§3.1, §3.2, §20). */
export function victoryCheck(s: CampaignSnapshot): VictoryCheck {
  const we = warEffort(s);
  const gap = we.usa - we.csa;
  const { usa, csa } = s.corps;
  const military = s.turn >= VICTORY.militaryFromTurn;
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
    {
      id: 'usa-military',
      side: 'usa',
      label: 'Military: at least three times as many Union corps on the map',
      rule: '§3.2.2',
      checked: military,
      met: military && usa >= VICTORY.usaMilitaryRatio * csa,
      detail: `${usa} Union corps against ${csa} Confederate.`,
    },
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
    {
      id: 'csa-military',
      side: 'csa',
      label: 'Military: at least twice as many Confederate corps on the map',
      rule: '§3.1.3',
      checked: military,
      met: military && csa >= VICTORY.csaMilitaryRatio * usa,
      detail: `${csa} Confederate corps against ${usa} Union.`,
    },
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
