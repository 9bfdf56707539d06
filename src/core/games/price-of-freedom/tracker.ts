/**
 * The Price of Freedom: the war effort and blockade tracker, a pure reducer over plain
 * JSON-able state. Every event takes effect at once (§4.0) and keeps the previous snapshot, so
 * `{ type: 'undo' }` restores it exactly.
 */
import { placeCorps, setTheaterCorps, NO_PLACEMENTS } from './reinforcement.js';
import * as E from './tracker-events.js';
import { canUndo, recordStep, undoSteps } from '../../shared/tracker-history.js';
import type { CampaignEvent, CampaignSnapshot, CampaignState } from './tracker-types.js';

export { createCampaign } from './tracker-setup.js';

/** Snapshots kept for undo; older ones are dropped. */
export { HISTORY_LIMIT as CAMPAIGN_HISTORY_LIMIT } from '../../shared/tracker-history.js';

function reduce(
  s: CampaignSnapshot,
  e: Exclude<CampaignEvent, { type: 'undo' }>,
): CampaignSnapshot {
  switch (e.type) {
    case 'next-turn':
      return E.setTurn(s, s.turn + 1);
    case 'set-turn':
      return E.setTurn(s, e.turn);
    case 'set-control':
      return E.setControl(s, e.region, e.control);
    case 'kentucky-entered':
      // The side that enters a neutral Kentucky first pushes it to the other side (§5.2).
      return E.joinKentucky(
        s,
        e.by === 'usa' ? 'csa' : 'usa',
        e.by === 'usa',
        e.region === undefined ? undefined : { region: e.region, by: e.by },
      );
    case 'kentucky-card':
      return E.joinKentucky(s, e.side, false);
    case 'proclaim-emancipation':
      return E.proclaim(s);
    case 'emancipation-declined':
      return E.decline(s);
    case 'play-draft':
      return E.playDraft(s);
    case 'play-inflation':
      return E.playInflation(s);
    case 'set-union-resource-lost':
      return E.setResourceLost(s, e.count);
    case 'set-blockade':
      return E.setBlockade(s, e.box, e.markers);
    case 'add-coastal-region':
      return E.addCoastal(s, e.id, e.region, e.control);
    case 'adjust-war-effort':
      return E.adjust(s, e.side, e.delta);
    case 'override':
      return E.override(s, e.line, e.active);
    case 'deploy-corps':
      return 'militia' in e
        ? E.deployMilitia(s, e.side)
        : placeCorps(s, e.side, e.count, e.placement);
    case 'set-theater-corps':
      return setTheaterCorps(s, e.side, e.theater, e.corps);
    case 'new-round':
      return { ...s, placed: NO_PLACEMENTS };
    case 'set-coast-complete':
      return { ...s, coastsComplete: { ...s.coastsComplete, [e.coast]: e.complete } };
    case 'remove-corps':
      return E.removeCorps(s, e.side, e.count);
    case 'deploy-garrison':
      return E.deployGarrison(s, e.free ?? false);
    case 'remove-garrison':
      return E.removeGarrison(s);
  }
}

/**
 * The campaign after `event`. Pure: `state` is not changed. An event the rules or the state do
 * not allow throws a RangeError and changes nothing. `{ type: 'undo' }` returns the previous
 * state exactly; with nothing to undo it returns `state`.
 */
export function applyCampaignEvent(state: CampaignState, event: CampaignEvent): CampaignState {
  if (event.type === 'undo') return undoSteps<CampaignSnapshot>(state);
  return recordStep<CampaignSnapshot>(state, (s) => reduce(s, event));
}

/** Whether there is anything to undo. */
export function canUndoCampaign(state: CampaignState): boolean {
  return canUndo<CampaignSnapshot>(state);
}
