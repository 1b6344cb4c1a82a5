// The looks (colours, shirt numbers) of the match's teams for the screen: known at once for stock
// teams, then read from the saved team files (match/bloodbowlLooks.ts), again for each new match.
import { shallowRef, watch, type Ref, type ShallowRef } from 'vue';
import type { MatchSetup } from '../../../shared/games/bloodbowl/engine/types';
import { type BBLooks, defaultLooks, loadLooks, type TeamFileLookup } from '../../match/bloodbowlLooks';
import { bbTeamOf } from '../../teams/bloodbowl';
import { teamsChannels } from '../../teams/api';

/** A saved Blood Bowl team by id through the `teams:load` channel. */
const lookupTeamFile: TeamFileLookup = async (id) => {
  const channels = teamsChannels();
  if (!channels) return undefined;
  const answer = await channels.load({ id });
  return answer.ok ? bbTeamOf(answer.value) : undefined;
};

export function useLooks(setup: Readonly<Ref<MatchSetup | null>>): ShallowRef<BBLooks | undefined> {
  const looks = shallowRef<BBLooks | undefined>();
  watch(
    setup,
    async (s) => {
      looks.value = s ? defaultLooks(s) : undefined;
      if (!s) return;
      const loaded = await loadLooks(s, lookupTeamFile);
      // A newer match may have begun while the files were read.
      if (setup.value === s) looks.value = loaded;
    },
    { immediate: true },
  );
  return looks;
}
