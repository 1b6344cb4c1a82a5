// English text of Rülerball's "Learn to play" lessons, merged into en.ts under `rbLessons`. Each
// lesson's steps are named by the ids in src/shared/games/rulerball/lessons/lessons.ts: `do` is the
// instruction, `done` what happened. Squares are named as the board and the log name them (ring, sector).
export default {
  moving: {
    title: '1. Speed and moving',
    summary: 'Speed a skater up and see an opponent’s controlled square stop him.',
    steps: {
      move: {
        do: 'Your skater #2 Vel Okoro moves at speed 3. Speed him up to 5: click the lit square on ring 2, sector 4 and choose speed 5.',
        done: 'Each turn a figure’s speed is its last speed plus or minus up to its acceleration (3), from 0 to its top speed (8), and it moves exactly that many squares forward, counterclockwise. But the opposing skater #11 Gorm Hatcher controls the square ahead of him and the two forward diagonals. Entering one ends the move at once: Vel stopped after 3 squares, so his speed this turn is 3.',
      },
    },
    end: 'Vel stands on ring 2, sector 4. Skaters and catchers control the three squares in front of them; plan your speed so as not to run into them.',
  },
  fielding: {
    title: '2. Fielding the ball',
    summary: 'Move a catcher onto the ball the cannon fired and field it.',
    steps: {
      field: {
        do: 'The cannon’s ball rolls loose just ahead of your catcher #7 Lune Arbel. Move him onto its square at speed 1 (ring 2, sector 5).',
        done: 'A catcher entering a loose ball’s square may field it: a die against his skill, 3+ for a catcher. He rolled a 3 and holds the ball. A fresh ball, not held since the cannon fired it, can only be fielded by a catcher; a skater or biker in its way must dodge it or be knocked down.',
      },
    },
    end: 'Lune holds the ball and sector 5 is marked. Your team activates the ball by carrying it a full lap counterclockwise back into sector 5; only then is it the offense and may shoot.',
  },
  handOff: {
    title: '3. The hand-off',
    summary: 'Hand the ball from a catcher to a skater: only skaters score.',
    steps: {
      handOff: {
        do: 'Your catcher #7 Lune Arbel holds the ball and your skater #2 Vel Okoro is just ahead of him, one ring out. Only a skater can score: pick a move for Lune that hands the ball to Vel (its button says “handing the ball to #2 Vel Okoro”).',
        done: 'A catcher may hand the ball to a skater team-mate he passes or ends next to: the skater’s skill roll (4+) at +2, so 2+. Vel rolled a 2 and holds the ball. A miss drops it in the skater’s square. Only catchers hand off, and only to skaters.',
      },
    },
    end: 'Vel has the ball. A hand-off within the team keeps the lap count going.',
  },
  assault: {
    title: '4. Assault',
    summary: 'In Combat, hit the opposing skater beside you.',
    steps: {
      assault: {
        do: 'Every figure has moved: it is the Combat step. Your skater #2 Vel Okoro stands beside the opposing skater #11 Gorm Hatcher. Assault him: click Gorm.',
        done: 'Each side rolls 2d6 plus its strength (3 each; +1 to the attacker if he moved faster this turn): 6 + 5 + 3 = 14 against 3 + 3 + 3 = 9. A margin of 5 is a solid hit: Gorm is knocked down. His armour roll 4 + 5 = 9 is above his armour 8, so an injury roll followed: 3 + 4 = 7, shaken.',
      },
    },
    end: 'Gorm is shaken: he leaves the track for 3 minutes in the rest box. A margin of 1-2 only pushes the defender, 3-5 knocks him down, 6 or more also injures him; 0 or less misses, -3 or less backfires on the attacker.',
  },
  shot: {
    title: '5. The shot',
    summary: 'Shoot at the goal with the activated ball.',
    steps: {
      shoot: {
        do: 'Your skater #2 Vel Okoro holds the activated ball in the mouth of your goal (ring 4, sector 1). It is the Score step: shoot.',
        done: 'A shot is 2d6 against 4, +1 for each standing defender in the mouth, +1 from outside the mouth. Vel rolled 1 + 3 = 4: a goal. The clock stops and the track is reset; the team that conceded receives the next ball.',
      },
    },
    end: 'Goal! 1-0. A missed shot rolls into the gutter: the ball is dead, and the track is reset too. The team with more goals after three periods wins.',
  },
  tow: {
    title: '6. The tow',
    summary: 'A skater rides behind his team’s biker and ends at top speed.',
    steps: {
      tow: {
        do: 'Your biker #9 Rook Halder moves at speed 4, and your skater #2 Vel Okoro is right behind him on the same ring. Speed Rook up to 8 and tow Vel: pick the lit square on ring 3, sector 2, then the move that says “towing #2 Vel Okoro”.',
        done: 'A skater or catcher directly behind a team-mate biker may ride along when the biker moves: the biker moves at most 10 and never changes ring, and the rider ends right behind him. Both count as moved, and the rider’s speed is now his top speed, 8: from 2 to 8 in one turn, far beyond his acceleration of 3.',
      },
    },
    end: 'Vel rides on at speed 8 right behind Rook. Bikers never touch the ball, but a tow takes a skater, or a carrier, a long way fast. Grabbing an opposing biker’s ride is against the rules: the referees may see it.',
  },
  referees: {
    title: '7. The referees',
    summary: 'Break a rule and see the referees send your skater to the box.',
    steps: {
      assault: {
        do: 'In Combat, your skater #2 Vel Okoro stands beside the opposing biker #18 Hask Vell. Assaulting a biker is against the rules, but the game lets you try: assault him (click Hask).',
        done: 'Vel hit hard: 3 + 3 + 3 = 9 against the biker’s 3 + 3 = 6 (a biker has no strength to add), a solid hit. The biker fell, and his armour held (3 + 3 = 6, not above 9). But two referees each roll a die and see a risky act on 5 or more: one rolled a 6. Vel goes to the penalty box for 3 minutes.',
      },
    },
    end: 'Vel sits in the penalty box: your team plays a skater short for 3 minutes. Risky acts (assaulting a biker or a fallen figure, too many figures stopped, a biker in the goal mouth …) are offered, never forbidden, and the button shows how likely the referees are to see it. A second offence against the same rule puts the figure out for the period.',
  },
  activation: {
    title: '8. The activation lap',
    summary: 'Carry the ball a full lap back to where it was fielded, and your team becomes the offense.',
    steps: {
      carry: {
        do: 'Your catcher #7 Lune Arbel holds the ball. Your team fielded it in sector 4 and has carried it eleven sectors round since (the status bar says “Activation: … 11 of 12”). Move Lune on into sector 4: click a square there.',
        done: 'The ball crossed its twelfth sector line with your team, back into the sector where it was fielded: a full lap, so it is activated. Your team is now the offense and the other team the defense. Hand-offs within your team keep the count; had an opponent taken the ball, his team would have marked its own sector and started a count of its own.',
      },
    },
    end: 'Your team is the offense. It has three laps (36 sectors) to bring a skater with the ball into rings 3-4 of your goal sector (sector 1) and shoot; after that the ball is dead. The status bar counts the sectors.',
  },
  screen: {
    title: '9. The screen',
    summary: 'Defend the goal the offense attacks: your figures standing still in its goal sector do not count as stopped.',
    steps: {
      stop: {
        do: 'The Bruisers are the offense: their skater #14 Fen Wicke carries the ball towards the goal they attack, in sector 7. Two of your figures already stand still (speed 0) in sectors 11 and 12, the most a team may without risk. Your skater #2 Vel Okoro is in sector 7: stop him there at speed 0 (click his own square).',
        done: 'Vel stands still in front of the goal and the referees have nothing to see. The defense’s skaters and catchers in the goal sector the offense attacks are the screen (up to 5 skaters and 2 catchers), and the screen does not count as stopped. Anywhere else a third figure at speed 0 is a risky act, and its button would have shown the referees’ chance of seeing it.',
      },
    },
    end: 'Vel screens the goal. Should the carrier leave sector 7 without a shot, your screen must move on and may not form again until the ball has come round to sector 7 once more.',
  },
};
