// A sentence that names the winner gives the score the winner's way: "Ironside Bruisers wins 2–1",
// not the home–away "1–2" that reads as if they had lost. A draw reads the same either way, home
// first. Every game's end panel and log line words its result through this.

/** The final score, the winner's first (home first for a draw). `winner`: 0 home, 1 away, null a draw. */
export function winnerFirst(score: readonly [number, number], winner: 0 | 1 | null): { won: number; lost: number } {
  return winner === 1 ? { won: score[1], lost: score[0] } : { won: score[0], lost: score[1] };
}
