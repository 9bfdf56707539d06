/** Building campaigns for the Price of Freedom tracker tests. */
import {
  applyCampaignEvent,
  createCampaign,
  loadGameData,
} from '../../../../src/core/games/price-of-freedom/index.js';
import type {
  CampaignEvent,
  CampaignState,
  CorpsPlacement,
  RegionKind,
} from '../../../../src/core/games/price-of-freedom/index.js';

/** The campaign as set up by the rulebook (§8). */
export function start(): CampaignState {
  const data = loadGameData();
  if (!data.ok) throw new Error(JSON.stringify(data.issues));
  return createCampaign(data.value.setup);
}

/** `state` after `events`, in order. */
export function play(state: CampaignState, ...events: CampaignEvent[]): CampaignState {
  return events.reduce((s, e) => applyCampaignEvent(s, e), state);
}

/** The event giving `region` to `side`. */
export const control = (region: string, side: 'usa' | 'csa'): CampaignEvent => ({
  type: 'set-control',
  region,
  control: side,
});

/** The event placing `count` new corps of `side` in `region` (of `kind`), joining `joins`. */
export const deploy = (
  side: 'usa' | 'csa',
  count: number,
  region: string,
  kind: RegionKind,
  joins: CorpsPlacement['joins'] = 'other',
  unable?: CorpsPlacement['unable'],
): CampaignEvent => ({
  type: 'deploy-corps',
  side,
  count,
  placement: { region, kind, joins, ...(unable === undefined ? {} : { unable }) },
});
