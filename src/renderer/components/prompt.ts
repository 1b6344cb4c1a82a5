// What a game's match screen tells its prompt panel (PromptPanel.vue); C is the game's answer.
export interface PromptState<C> {
  prompt: string;
  deciderTeam: string | null;
  choices: readonly C[];
  atSquare: string | null;
  thinking: boolean;
  canUndo: boolean;
  error: string | null;
}
