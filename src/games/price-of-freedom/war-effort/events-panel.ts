/**
 * The events that move the War Effort: Kentucky's entry or card (§5), the Emancipation
 * Proclamation (§6), and the DRAFT and CONFEDERATE INFLATION cards, removed once played.
 */
import { html, nothing } from 'lit';
import {
  EMANCIPATION_FROM_TURN,
  NATION_LABELS,
  NATIONS,
  TRACKER_NOTES,
  regionName,
  unionControlsKentucky,
  type CampaignState,
  type Nation,
} from '../../../core/games/price-of-freedom/index.js';
import { buttonsFor } from '../../../components/shared/buttons.js';
import { eventButton, lineValue, linked, note, type P } from './common.js';

function renderKentucky(p: P, c: CampaignState) {
  const joined = c.kentucky !== 'neutral';
  const regions = c.kentuckyRegions;
  const kyBy = p.get<Nation>('ky-by', 'csa');
  const kyRegion = p.get('ky-region', '');
  const region = regions.includes(kyRegion) ? kyRegion : (regions[0] ?? '');
  const allUnion = unionControlsKentucky(c);
  return html`<section class="tile event" aria-labelledby="ky-h">
    <h3 id="ky-h">Kentucky <span class="rule">§5</span></h3>
    <p class="state">
      ${
        joined
          ? html`<strong
              >${c.kentucky === 'usa' ? 'Pro-Union' : 'Pro-Confederate'}, for good</strong
            >`
          : html`<strong>Neutral</strong>`
      }
      ${c.unionViolatedKentucky ? html` · the Union violated its neutrality (Union ${lineValue('usa-kentucky-violation')})` : nothing}
      ${
        c.kentucky === 'csa' && allUnion
          ? html` · the Union holds all ${c.kentuckyRegions.length} regions: the Confederate bonus
              is cancelled
              <span class="rule">§5.6</span>`
          : nothing
      }
    </p>
    ${
      joined
        ? note(p, TRACKER_NOTES.kentuckyJoined)
        : html`<form
              class="row no-print"
              @submit=${(e: Event) => {
                e.preventDefault();
                const by = kyBy;
                p.apply(
                  { type: 'kentucky-entered', by, region },
                  `${NATION_LABELS[by]} forces entered ${regionName(c, p.ctx.names, region)}: Kentucky joins the other side.`,
                );
              }}
            >
              <label class="inline"
                >First to enter
                <select
                  @change=${(e: Event) => {
                    p.set('ky-by', (e.target as HTMLSelectElement).value);
                  }}
                >
                  ${NATIONS.map((n) => html`<option value=${n} ?selected=${n === kyBy}>${NATION_LABELS[n]}</option>`)}
                </select>
              </label>
              <label class="inline"
                >Region entered
                <select
                  @change=${(e: Event) => {
                    p.set('ky-region', (e.target as HTMLSelectElement).value);
                  }}
                >
                  ${regions.map((r) => html`<option value=${r} ?selected=${r === region}>${regionName(c, p.ctx.names, r)}</option>`)}
                </select>
              </label>
              <button type="submit">Record the entry</button>
            </form>
            ${note(p, TRACKER_NOTES.kentuckyEntry)}
            <div class="row no-print">
              ${buttonsFor(NATIONS, (n) => ({
                label: `KENTUCKY played: joins the ${NATION_LABELS[n]} side`,
                click: () => {
                  p.apply(
                    { type: 'kentucky-card', side: n },
                    `KENTUCKY played: Kentucky joins the ${NATION_LABELS[n]} side.`,
                  );
                },
              }))}
            </div>
            ${note(p, TRACKER_NOTES.kentuckyCard)}`
    }
  </section>`;
}

function renderEmancipation(p: P, c: CampaignState) {
  const possible = c.turn >= EMANCIPATION_FROM_TURN;
  return html`<section class="tile event" aria-labelledby="em-h">
    <h3 id="em-h">Emancipation Proclamation <span class="rule">§6</span></h3>
    <p class="state">
      <strong
        >${
          c.emancipationProclaimed
            ? 'Proclaimed'
            : c.emancipationMissed
              ? 'Not proclaimed; the first chance was missed'
              : 'Not proclaimed'
        }</strong
      >
      ${
        c.emancipationProclaimed
          ? ` · Union ${lineValue('usa-emancipation')}, Confederate ${lineValue('csa-emancipation')}`
          : c.emancipationMissed
            ? ` · Union ${lineValue('usa-emancipation-missed')} until it is proclaimed`
            : nothing
      }
    </p>
    ${note(p, TRACKER_NOTES.emancipation)}
    <div class="row no-print">
      <button
        type="button"
        ?disabled=${!possible || c.emancipationProclaimed}
        @click=${() => {
          p.apply({ type: 'proclaim-emancipation' }, 'Emancipation proclaimed.');
        }}
      >
        Proclaimed
      </button>
      <button
        type="button"
        ?disabled=${!possible || c.emancipationProclaimed || c.emancipationMissed}
        @click=${() => {
          p.apply(
            { type: 'emancipation-declined' },
            'First chance to proclaim the Emancipation not taken.',
          );
        }}
      >
        First chance not taken
      </button>
    </div>
    ${possible ? nothing : html`<p class="hint">Not possible before Turn ${EMANCIPATION_FROM_TURN}.</p>`}
  </section>`;
}

/** The cards removed once played, as data: each one's note, event and when it may be played. */
const ONCE_CARDS = [
  {
    name: 'DRAFT',
    button: 'DRAFT played',
    note: TRACKER_NOTES.draft,
    played: (c: CampaignState) => c.draftPlayed,
    blocked: (c: CampaignState) => c.draftPlayed || c.turn < 2,
    event: { type: 'play-draft' },
  },
  {
    name: 'CONFEDERATE INFLATION',
    button: 'INFLATION played',
    note: TRACKER_NOTES.inflation,
    played: (c: CampaignState) => c.inflationPlayed,
    blocked: (c: CampaignState) => c.inflationPlayed,
    event: { type: 'play-inflation' },
  },
] as const;

function renderCards(p: P, c: CampaignState) {
  return html`<section class="tile event" aria-labelledby="cards-h">
    <h3 id="cards-h">Cards removed once played</h3>
    <dl class="facts">
      ${ONCE_CARDS.map(
        (card) =>
          html`<div>
            <dt>${card.name}</dt>
            <dd>
              <strong>${card.played(c) ? 'Played' : 'Not played'}</strong>.
              ${linked(p, card.note.text)}
              <span class="rule">${linked(p, card.note.rule)}</span>
              ${eventButton(p, {
                text: card.button,
                disabled: card.blocked(c),
                event: card.event,
                what: `${card.name} played.`,
              })}
            </dd>
          </div>`,
      )}
    </dl>
  </section>`;
}

// ---- regions ----

/** The three kinds of event, side by side. */
export function eventsPanel(p: P) {
  const c = p.state;
  return html`<section class="block" aria-labelledby="events-h">
    <h2 id="events-h">Events</h2>
    <div class="events">
      ${renderKentucky(p, c)} ${renderEmancipation(p, c)} ${renderCards(p, c)}
    </div>
  </section>`;
}
