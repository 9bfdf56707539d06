/**
 * In Freedom's Cause: the coop/solo game's INITIATIVE button, the one panel the generic tracker
 * does not draw, because pressing it rolls dice: the device's cryptographic dice feed the pure
 * generator (`pressInitiative`), and the side and the encounter rolled are applied as one change,
 * saved, undoable and followed by other tabs like every other. It says plainly that the side and
 * the encounters are Haversack's model, and what the last press gave.
 */
import { html } from 'lit';
import { panelRenderer } from '../../components/renderers/tracker/panel-context.js';
import { COOP_RULE } from '../../core/games/in-freedoms-cause/coop-data.js';
import type { CoopContext } from '../../core/games/in-freedoms-cause/coop-game-descriptor.js';
import { enemyOf, progressOf } from '../../core/games/in-freedoms-cause/coop-game-reducer.js';
import type {
  CoopEvent,
  CoopSnapshot,
} from '../../core/games/in-freedoms-cause/coop-game-types.js';
import { pressInitiative } from '../../core/games/in-freedoms-cause/encounter-generator.js';
import { encounterText } from '../../core/games/in-freedoms-cause/encounter-text.js';
import { paramValue } from '../../core/games/in-freedoms-cause/model-params.js';
import { SIDE_LABEL } from '../../core/games/in-freedoms-cause/tracker-reducer.js';
import { formatRoute } from '../../routing/routes.js';
import { platformRoller } from '../../platform/random.js';

/** The INITIATIVE panel: the button, the model's label, and the last press. */
export const initiativePanel = panelRenderer<CoopSnapshot, CoopContext, CoopEvent>((p) => {
  const s = p.state;
  const players = s.players;
  const last = s.presses.at(-1);
  const found = last?.encounter ? s.encounters.find((e) => e.id === last.encounter) : undefined;
  const press = () => {
    if (!players) return;
    const r = pressInitiative(
      progressOf(s),
      (id) => paramValue(p.ctx.values, id),
      platformRoller(),
    );
    const side = r.acts === 'players' ? players : enemyOf(players);
    const n = s.presses.length + 1;
    const says = `Press ${String(n)}: ${SIDE_LABEL[side]} acts.${r.encounter ? ` Enemy encounter! ${encounterText(r.encounter)}` : ''}`;
    p.apply({ type: 'press', side, encounter: r.encounter }, says);
  };
  return html`<section class="initiative" aria-labelledby="initiative-h">
    <h2 id="initiative-h">Initiative</h2>
    <p class="model-label">
      <strong>Haversack’s model, not the publisher’s app.</strong> Press for every action, as the
      rulebook asks (${COOP_RULE}); the side and any encounter are rolled with this device’s dice
      from the parameters on the
      <a href=${formatRoute({ game: p.game, tool: 'model', params: [['show', 'encounters']] })}
        >model page</a
      >.
    </p>
    <button type="button" class="primary initiative-button" ?disabled=${!players} @click=${press}>
      INITIATIVE
    </button>
    <p class="last-press">
      ${
        last
          ? html`<strong>Press ${String(s.presses.length)}: ${SIDE_LABEL[last.side]} acts.</strong>
              ${found ? `Enemy encounter: ${encounterText(found)}` : 'No encounter.'}`
          : players
            ? 'No press yet.'
            : 'Set up the game first.'
      }
    </p>
  </section>`;
});
