// The odds the match screen shows before a coach commits: per reachable hex of a move, for the
// chosen target, for each coach-dice or defence button. Everything comes from the engine's previews
// (moveRolls, targetRolls, the question's test and defences); ./odds.ts does the dice maths.
import { computed, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { moveRolls, targetRolls } from '../../../shared/games/dreadball/engine';
import { previewDecision } from '../../../shared/games/dreadball/preview';
import { i18n } from '../../i18n';
import type { ActionKind, Decision, Legal, MatchState } from '../../../shared/games/dreadball/engine/types';
import type { HexId } from '../../../shared/games/dreadball/pitch';
import { type MoveOdds, type Odds, choiceOdds, moveOdds, targetOdds, testOdds } from './odds';
import type { PromptModel } from './promptModel';

/** A chance as a whole percentage, written the way the app's language writes percentages. */
export function pct(p: number): string {
  const locale = i18n.global.locale.value;
  if (percentFormat?.locale !== locale) percentFormat = { locale, format: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }) };
  return percentFormat.format.format(p);
}
let percentFormat: { locale: string; format: Intl.NumberFormat } | undefined;

export function useOdds(state: Ref<MatchState | null>, legal: Ref<Legal | null>, model: Ref<PromptModel | null>, selectedHex: Ref<HexId | null>, selectedTarget: Ref<Decision | null>) {
  const { t } = useI18n();

  function oddsText(o: Odds): string {
    if (o.kind === 'single') {
      return `${t('match.ui.oddsPass', { pct: pct(o.pass), dice: o.dice, target: o.target, needed: o.needed })}, ${t('match.ui.oddsSpectacular', { pct: pct(o.spectacular) })}`;
    }
    if (o.kind === 'opposed') {
      return t('match.ui.oddsOpposed', { win: pct(o.win), tie: pct(o.tie), lose: pct(o.lose), a: o.dice, at: o.target, d: o.theirDice, dt: o.theirTarget });
    }
    return t('match.ui.oddsNone');
  }

  /** Move prompt: the odds of each reachable hex (its first facing; facings do not change the rolls). */
  const byHex = computed<Map<HexId, MoveOdds>>(() => {
    const out = new Map<HexId, MoveOdds>();
    const s = state.value;
    const m = model.value;
    if (!s || !m || m.prompt !== 'move') return out;
    for (const [hex, ds] of m.byHex) {
      const d = ds[0];
      if (!d || d.kind !== 'move') continue;
      const rolls = moveRolls(s, d.path, d.facing);
      if (typeof rolls !== 'string') out.set(hex, moveOdds(rolls));
    }
    return out;
  });

  /** The chosen hex of a move, in words. */
  const moveText = computed(() => {
    const o = selectedHex.value === null ? undefined : byHex.value.get(selectedHex.value);
    if (!o) return '';
    const parts = [o.rolls > 0 ? t('match.ui.oddsMove', { rolls: o.rolls, pct: pct(o.reach) }, o.rolls) : t('match.ui.oddsMoveSafe')];
    if (o.pickUp !== null) parts.push(t('match.ui.oddsPickUp', { pct: pct(o.pickUp) }));
    if (o.kick) parts.push(t('match.ui.oddsKick'));
    return parts.join(', ');
  });

  /** Coach-dice and defence buttons: odds by button index. */
  const choices = computed<Map<number, string>>(() => {
    const out = new Map<number, string>();
    const m = model.value;
    const l = legal.value;
    if (!m || !l || (m.prompt !== 'coach-dice' && m.prompt !== 'defence')) return out;
    m.choices.forEach((c, i) => {
      const o = choiceOdds(l, c.decision);
      if (o) out.set(i, oddsText(o));
    });
    return out;
  });

  /** The chosen target: the main roll, then each defence the defender may pick. */
  const target = computed<string[]>(() => {
    const s = state.value;
    const d = selectedTarget.value;
    if (!s || !d) return [];
    const preview = targetRolls(s, d);
    if (!preview) return [];
    const o = targetOdds(preview);
    if (o.defences.length === 0) return [oddsText(o.main)];
    return o.defences.map((x) => t(x.choice === 'duck' ? 'match.ui.oddsIfDuck' : 'match.ui.oddsIfCounter', { odds: oddsText(x.odds) }));
  });

  /** An action that rolls as it is declared (Stand Up): its odds in words, else ''. */
  function actionText(player: number, action: ActionKind): string {
    const s = state.value;
    const preview = s ? previewDecision(s, { kind: 'action', player, action }) : null;
    return preview?.kind === 'stand-up' ? oddsText(testOdds(preview.test)) : '';
  }

  return { byHex, moveText, choices, target, actionText };
}
