/**
 * The victory monitor's lines for each scenario: the Campaign's cities and Election, the Deck One
 * scenario's four conditions as they stand, Gettysburg's day and its rule.
 */
import type { CampaignSnapshot } from './campaign-types.js';
import type { Scenario } from './scenario-types.js';
import { GETTYSBURG_DAYS, GETTYSBURG_LAST_DAY } from './scenarios.js';
import { deckOneScore, electionAllowed } from './victory.js';
import { CAMPAIGN_VICTORY, DECK_ONE_MARGIN, ELECTION_PLACE } from './victory-data.js';

const yes = (b: boolean) => (b ? 'met' : 'not met');

/** What the monitor says now. */
export function victoryLines(s: CampaignSnapshot, c: Scenario): string[] {
  if (s.result) return [`Game over: ${s.result.reason}`];
  if (c.victory === 'gettysburg')
    return [
      `Day ${s.day} of ${GETTYSBURG_DAYS.days} (at most ${GETTYSBURG_LAST_DAY} with Battle Continues). The Confederate wins only if his combat value exceeds the Union’s at the end; a tie goes to the Union.`,
    ];
  const e = electionAllowed(s.cp);
  const lines = [
    `Cities fallen: ${s.fallen.length ? s.fallen.join(', ') : 'none'}. The Union wins with all ${CAMPAIGN_VICTORY.allCities}, or ${CAMPAIGN_VICTORY.withElection} and the Presidential Election of 1864${c.victory === 'deck-one' ? ' (ruling A35)' : ''}.`,
    `Election: ${s.electionPlayed ? 'played' : `needs a Union lead of ${e.needs} command points, now ${e.lead}; stated only in ${ELECTION_PLACE}, secondary evidence`}.`,
  ];
  if (c.victory === 'deck-one') {
    const d = deckOneScore({
      cp: s.cp,
      invasionMajors: s.invasionMajors,
      citiesCaptured: s.fallen.length,
    });
    lines.push(
      `If the deck ended now: Union ${d.union.met} (lead of ${DECK_ONE_MARGIN}: ${yes(d.union.cp)}; more cities than Invasion Majors: ${yes(d.union.cities)}), Confederate ${d.confederate.met} (lead of ${DECK_ONE_MARGIN}: ${yes(d.confederate.cp)}; more Invasion Majors (${s.invasionMajors}) than cities: ${yes(d.confederate.invasions)}). ${d.result.reason}`,
    );
  }
  return lines;
}
