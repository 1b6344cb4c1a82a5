// English text of Blood Bowl's "Learn to play" lessons, merged into en.ts under `bbLessons`. Each
// lesson's steps are named by the ids in src/shared/games/bloodbowl/lessons/lessons.ts: `do` is the
// instruction, `done` what happened. Squares are named as the board and the log name them (column, row).
export default {
  moving: {
    title: '1. Moving and dodging',
    summary: 'Move a Lineman out of an orc’s tackle zone with a Dodge.',
    steps: {
      declare: {
        do: 'Your Lineman #9 Lantern 9 stands next to an orc. Choose “Move #9 Lantern 9 (Lineman)”.',
        done: 'A Move action lets a player move up to his MA (6 for a Lineman), one square at a time. Each player takes one action a turn.',
      },
      dodge: {
        do: 'Move him to square 10, 8, away from the orc: click the square.',
        done: 'Leaving an opponent’s tackle zone (the eight squares around a standing player) takes a Dodge: a die against his AG, here 3+ (AG 3, +1 for the dodge, no tackle zone on the new square). He rolled a 4.',
      },
      free: {
        do: 'Go on to square 9, 8.',
        done: 'No opponent is next to him any more, so this square took no roll at all.',
      },
    },
    end: 'Your Lineman dodged away and stands on 9, 8. Every square you leave in a tackle zone takes a Dodge; a failed one knocks the player down and ends your turn.',
  },
  rerolls: {
    title: '2. Team re-rolls',
    summary: 'A Dodge fails: take it again with one of your team re-rolls.',
    steps: {
      declare: {
        do: 'The same Lineman, the same orc. Choose “Move #9 Lantern 9 (Lineman)”.',
        done: 'He may move again; the orc’s tackle zone still holds him.',
      },
      dodge: {
        do: 'Move him to square 10, 8.',
        done: 'The Dodge rolled a 2 where 3+ was needed: it failed. Before the player falls, you may use a team re-roll.',
      },
      reroll: {
        do: 'Choose “Use a team re-roll”.',
        done: 'The re-roll is a new roll of the same test, and the new result stands: a 5, so he dodged after all. A team may use one team re-roll a turn, from the few it has each half.',
      },
    },
    end: 'The Lineman stands on 10, 8, and your team has two re-rolls left. Without a re-roll, a failed Dodge knocks the player down and is a turnover: your turn ends at once.',
  },
  pickUp: {
    title: '3. Picking up and scoring',
    summary: 'Run a Catcher onto the ball, pick it up and carry it into the end zone.',
    steps: {
      declare: {
        do: 'The ball lies on square 24, 8. Choose “Move #7 Lantern 7 (Catcher)”.',
        done: 'A Catcher moves 8 squares (MA 8): far enough to reach the ball and the end zone.',
      },
      pickUp: {
        do: 'Move him onto the ball: square by square to 24, 8.',
        done: 'Entering the ball’s square is a pick-up: a die against his AG, here 3+ (+1 for the pick-up). He rolled a 4 and holds the ball. A failed pick-up is a turnover.',
      },
      score: {
        do: 'Carry the ball into the end zone: move right until he stands in column 26.',
        done: 'A player holding the ball in the end zone he attacks scores a touchdown. The drive is over: both teams set up again, and the scorers kick off.',
      },
    },
    end: 'Touchdown! 1-0. The team with more touchdowns after two halves wins.',
  },
  block: {
    title: '4. Blocking',
    summary: 'Block an orc with a team-mate’s assist: two block dice, and you choose.',
    steps: {
      declare: {
        do: 'Your Lineman #9 Lantern 9 stands next to an orc Lineman, and #10 Lantern 10 stands next to the orc too. Choose “Block with #9 Lantern 9 (Lineman)”.',
        done: 'A Block action: a standing player blocks one standing opponent next to him.',
      },
      target: {
        do: 'Block the orc: click him on 12, 8.',
        done: 'Both have ST 3, but Lantern 10 is next to the orc and in no other tackle zone, so he assists: ST 4 against 3. The stronger side rolls two block dice and its coach chooses one.',
      },
      face: {
        do: 'Keep the Defender Down die.',
        done: 'The other die was a skull (Attacker Down), which would have knocked your own player down. Defender Down pushes the orc back one square and knocks him down.',
      },
      push: {
        do: 'Choose the square the orc is pushed to.',
        done: 'A pushed player goes to one of the three squares straight away from the blocker; the blocker’s coach chooses.',
      },
      follow: {
        do: 'Follow up into the square the orc left.',
        done: 'Following up keeps your player next to him. The orc fell, so his armour was rolled: 3 + 4 = 7 does not beat his AV 9, so he is only prone: standing up will cost him 3 squares of his next move.',
      },
    },
    end: 'The orc lies prone and your Lineman stands on 12, 8. Had his armour broken, an injury roll would have followed. A block knocking your own player down is a turnover.',
  },
  pass: {
    title: '5. Passing',
    summary: 'Throw the ball to a Catcher five squares away.',
    steps: {
      declare: {
        do: 'Your Thrower #5 Lantern 5 holds the ball. Choose “Pass with #5 Lantern 5 (Thrower)”.',
        done: 'A Pass action: the thrower may move first, then throw. A team may pass once a turn.',
      },
      throw: {
        do: 'Pass to your Catcher on 11, 8.',
        done: 'Five squares is a short pass: a die against AG, 4+ here, and the Thrower rolled a 4, an accurate pass. The Catcher caught it on a 3 (3+: +1 for an accurate pass). A pass that is not caught is a turnover.',
      },
    },
    end: 'The Catcher holds the ball. Pass range counts squares: quick passes are easier than short ones, long passes and long bombs harder.',
  },
  blitz: {
    title: '6. The Blitz',
    summary: 'Move a Blitzer, block on the way, follow up and move on.',
    steps: {
      declare: {
        do: 'Your Blitzer #1 Lantern 1 stands three squares from an orc. Choose “Blitz with #1 Lantern 1 (Blitzer)”.',
        done: 'A Blitz is a Move with one block in it, anywhere along the way. A team may blitz once a turn.',
      },
      approach: {
        do: 'Move him next to the orc: square by square to 8, 8.',
        done: 'Two free squares, no roll: 5 of his 7 squares (MA 7) are left.',
      },
      block: {
        do: 'Block the orc on 9, 8.',
        done: 'The block costs one square of his movement. ST 3 against ST 3 rolls one block die, and it showed Defender Down.',
      },
      push: {
        do: 'Choose the square the orc is pushed to.',
        done: 'The orc is pushed one square straight away from the Blitzer and knocked down.',
      },
      follow: {
        do: 'Follow up into the square the orc left.',
        done: 'His armour held (2 + 3 = 5 does not beat AV 9), so he lies prone. A player lying down has no tackle zone.',
      },
      moveOn: {
        do: 'Move on one more square, beside or past the fallen orc.',
        done: 'No Dodge: the orc lies down, so he has no tackle zone. A Blitzer may use what is left of his movement after the block.',
      },
    },
    end: 'The orc lies prone and your Blitzer moved on. Blitz to knock a player out of the way, then keep going: into space, or beside your carrier.',
  },
  goForIt: {
    title: '7. Going for it',
    summary: 'Run past your movement allowance: each extra square is a roll of 2+.',
    steps: {
      declare: {
        do: 'Your Lineman #9 Lantern 9 is free of opponents. Choose “Move #9 Lantern 9 (Lineman)”.',
        done: 'He may move up to his MA: 6 squares.',
      },
      run: {
        do: 'Run him six squares towards the end zone on the right (each square further right than the last).',
        done: 'Six squares, no roll: free squares cost nothing but movement. His MA is used up.',
      },
      gfi: {
        do: 'Go for it: one more square to the right.',
        done: 'A player may go up to two squares beyond his MA; each is a “go for it”, a roll of 2+, whatever his AG. He rolled a 2 and made it. On a 1 he would have fallen in the square he entered, and your turn would have ended; a team re-roll may take the roll again.',
      },
    },
    end: 'Your Lineman ran 7 squares. Going for it gains ground at a small risk; keep it for when the extra square matters, such as the last step into the end zone.',
  },
  handOff: {
    title: '8. The hand-off',
    summary: 'Move a Thrower next to a Catcher and hand him the ball.',
    steps: {
      declare: {
        do: 'Your Thrower #5 Lantern 5 holds the ball. Choose “Hand off with #5 Lantern 5 (Thrower)”.',
        done: 'A Hand-off action: the player may move first, then hand the ball to a standing team-mate next to him. A team may hand off once a turn.',
      },
      approach: {
        do: 'Move him next to your Catcher: square by square to 8, 8.',
        done: 'Two free squares. The Catcher on 9, 8 is now next to him.',
      },
      handOff: {
        do: 'Hand the ball to your Catcher #7 Lantern 7.',
        done: 'A hand-off takes no pass roll; the receiver catches at +1, so 3+ for AG 3. He rolled a 3 and holds the ball. A dropped hand-off bounces and is a turnover.',
      },
    },
    end: 'The Catcher holds the ball. A hand-off is surer than a pass, but only reaches a team-mate next to the giver.',
  },
  foul: {
    title: '9. The foul',
    summary: 'Kick an orc who is down: an armour roll, with a risk of being sent off.',
    steps: {
      declare: {
        do: 'The orc on 12, 8 lies prone next to your Lineman #9 Lantern 9. Choose “Foul with #9 Lantern 9 (Lineman)”.',
        done: 'A Foul action: the player may move first, then foul an opponent lying next to him. A team may foul once a turn.',
      },
      foul: {
        do: 'Foul the orc: click him.',
        done: 'A foul is an armour roll against the victim, +1 for each of your team-mates next to him who is free of other tackle zones, here Lantern 10 on 13, 8: 4 + 5 + 1 = 10 beats AV 9. The injury roll 3 + 5 = 8 knocked him out. A double on the armour or injury roll would have sent your Lineman off, and that ends your turn.',
      },
    },
    end: 'The orc has left the pitch, knocked out; at each kick-off he may come back. Fouls thin the other team, but every double costs you the fouler.',
  },
  setUp: {
    title: '10. Setting up',
    summary: 'Set up for a kick-off: three on the line of scrimmage, at most two in each wide zone.',
    steps: {
      line: {
        do: 'Your team kicks off, so you set up first, in your own half. Eight Lanterns are placed and none stands on the line of scrimmage (column 13, by the halfway line). Click a highlighted square there and place one of your Linemen.',
        done: 'Three players must stand on the line and you had three left to place, so only line squares were offered. Both wide zones (rows 1-4 and 12-15) already hold two Lanterns, the most they may, so their squares were not offered either. Linemen go on the line: it takes the first blocks.',
      },
      more: {
        do: 'Place your other two Linemen on the line too.',
        done: 'Eleven Lanterns are on the pitch, three of them on the line. A team fields as many players as it can, up to 11; the rest wait in the reserves.',
      },
      done: {
        do: 'Choose “Set-up done”.',
        done: 'The kicking team sets up first. Now the receiving team sets up in its own half, seeing where your players stand.',
      },
    },
    end: 'Your set-up is done. You set up like this at each half and after each touchdown: every player on the pitch goes back to the reserves first.',
  },
  kickOff: {
    title: '11. The kick-off',
    summary: 'Kick the ball into the other half: it scatters, bounces, and an orc catches it.',
    steps: {
      kick: {
        do: 'Both teams are set up and your team kicks. Kick to square 21, 8, in the middle of the orcs’ half: click it.',
        done: 'A kick scatters once from the square you aim at: a d8 for the direction, a d6 for the distance. It went 3 squares straight on, to 24, 8, an empty square, so it bounced one square (another d8) onto the orc Thrower on 23, 8. A standing player where the ball comes down must try to catch it: he needed 4+ (AG 3) and rolled a 4. Had the ball left their half or the pitch, it would have been a touchback: their coach gives it to any of his standing players.',
      },
    },
    end: 'The orcs hold the ball and take the first turn of the drive: the receiving team always moves first. Kick deep to keep the ball far from your end zone, but not so deep that it leaves the pitch.',
  },
  turnover: {
    title: '12. The turnover',
    summary: 'A Dodge fails with no re-roll left: the player falls and your turn is over.',
    steps: {
      declare: {
        do: 'Your team has no team re-rolls left. Your Lineman #9 Lantern 9 stands next to an orc, and #10 Lantern 10 has not acted yet. Choose “Move #9 Lantern 9 (Lineman)”.',
        done: 'The same Dodge as in the first lesson: 3+ to leave the orc’s tackle zone.',
      },
      dodge: {
        do: 'Move him to square 10, 8.',
        done: 'He rolled a 1, which always fails, and there was no re-roll to take: he fell on 10, 8. His armour held (3 + 4 = 7 does not beat AV 8), so he only lies prone. A player of the acting team knocked down is a turnover: your turn ended at once, and the orcs’ turn began.',
      },
    },
    end: 'Lantern 10 never got to act this turn. Blood Bowl turns on turnovers: take the safe actions first and the risky ones last.',
  },
  interception: {
    title: '13. The interception',
    summary: 'Pass over an opponent: he may try to catch the ball before your Catcher does.',
    steps: {
      declare: {
        do: 'Your Thrower #5 Lantern 5 holds the ball; your Catcher #7 Lantern 7 is six squares ahead, and an orc stands between them. Choose “Pass with #5 Lantern 5 (Thrower)”.',
        done: 'The thrower may move first; this time he throws from where he stands.',
      },
      throw: {
        do: 'Pass to your Catcher on 12, 8.',
        done: 'The orc stood under the pass’s path, so before the pass was rolled his coach had him try to intercept: a die against his AG at -2, here 6+. He rolled a 5 and missed. Then the pass: six squares is a short pass, 4+, and the Thrower rolled a 4; the Catcher caught it on a 3 (3+).',
      },
    },
    end: 'The Catcher holds the ball. Had the orc intercepted, he would hold it and your turn would be over: a turnover. Only one opponent under the path may try, so throw around them when you can.',
  },
};
