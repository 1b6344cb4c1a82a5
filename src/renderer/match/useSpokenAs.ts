// Settings → Screen reader announcements, "results only", for an event log: how its lines are heard
// (spokenWords.ts), or undefined to hear them as shown.
import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Words } from '../../shared/words';
import { useSettingsStore } from '../stores/settings';
import { resultsOnly } from './spokenWords';

export function useSpokenAs(): ComputedRef<((w: Words) => Words) | undefined> {
  const { te } = useI18n();
  const settings = useSettingsStore();
  return computed(() => (settings.settings?.announce === 'results' ? (w: Words) => resultsOnly(w, te) : undefined));
}
