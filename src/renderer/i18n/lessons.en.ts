// English text of "Learn to play": the lesson list, the lesson panel and the six lessons.
// Merged into en.ts under `lessons`. Each lesson's steps are named by the ids in
// src/shared/games/dreadball/lessons/lessons.ts: `do` is the instruction, `done` what happened.
export default {
  title: 'Learn to play',
  intro: 'Short lessons on a real pitch with set dice, for each game. Each one tells you what to do, checks it and explains what happened.',
  listLabelOf: '{game} lessons',
  done: 'Done',
  notDone: 'Not done yet',
  ui: {
    panel: 'Lesson',
    step: 'Step {n} of {total}',
    goOn: 'Good. Go on with this step.',
    notThis: 'Not this: nothing was applied. The lesson asks for this:',
    happened: 'What happened',
    dice: 'Dice rolled:',
    next: 'Next',
    tryAgain: 'Try again',
    readRule: 'Read the rule',
    finished: 'Lesson complete',
    backToList: 'Back to the lessons',
  },
  moving: {
    title: '1. Moving and dodging',
    summary: 'Run with a Jack and dodge out of an opponent’s reach.',
    steps: {
      declare: {
        do: 'Your Jack #3 Osei stands next to an opposing Guard. Select him (N) and declare a Run.',
        done: 'A Run spends one of your action tokens. The Jack may now move up to his Move in hexes and turn as he likes.',
      },
      move: {
        do: 'Run to hex (-1, 2): pick it in the hex list, then choose a facing.',
        done: 'Leaving a hex next to an opponent who faces you takes a Dodge test: your dice less one for the threat, and one success was needed. The Jack made it and ran on.',
      },
    },
    end: 'Your Jack dodged away and stands on (-1, 2). Every hex an opponent threatens costs a Dodge to leave.',
  },
  pickUp: {
    title: '2. Picking up the ball',
    summary: 'Run a Striker onto the loose ball and pick it up.',
    steps: {
      declare: {
        do: 'Select your Striker #6 Halloran and declare a Run.',
        done: 'Only Jacks and Strikers can pick the ball up; a Guard who runs onto it makes it scatter.',
      },
      move: {
        do: 'Run onto the ball at (-1, 0) and choose a facing.',
        done: 'Entering the ball’s hex takes a pick-up test: one success was needed, and a Striker rolls one die more. He has the ball, and his move ends there.',
      },
    },
    end: 'Your Striker holds the ball. A failed pick-up would have scattered it and ended your rush.',
  },
  strike: {
    title: '3. Throwing and a Strike',
    summary: 'Throw at the Strike hex from the Strike zone and score.',
    steps: {
      declare: {
        do: 'Your Striker #6 Halloran has the ball inside the far Strike zone. Declare a Throw and stay where he is.',
        done: 'A Throw may move first, but moving costs a die; standing still keeps them all.',
      },
      throw: {
        do: 'Throw at the Strike hex (10, 0), the hex at the tip of the pitch.',
        done: 'A throw at the Strike hex gets one die less. One success scores: from this end zone a Strike is worth 3 points. The rush ends and the ball is launched for the other team.',
      },
    },
    end: 'Strike! You lead 3-0. A missed Strike would have scattered from the Strike hex.',
  },
  slam: {
    title: '4. Slams',
    summary: 'Step next to an opponent, slam him, push him and follow up.',
    steps: {
      declare: {
        do: 'Select your Guard #1 Vance, declare a Slam and move to (0, 0), next to Goblin Jack #4 Zit, facing him (“Face E”).',
        done: 'A Slam may take one step first. Moving next to the target this action adds a die, and a Guard adds another.',
      },
      target: {
        do: 'Slam Goblin Jack #4 Zit.',
        done: 'The Jack chose to slam back: both rolled and the more successes won. Your Guard won, so the Jack is knocked down.',
      },
      push: {
        do: 'Push him onto (2, 0), straight away from your Guard.',
        done: 'The winner chooses where the loser is pushed, one hex away from him.',
      },
      follow: {
        do: 'Follow up into the hex he left.',
        done: 'Your Guard followed. The Jack fell and rolled his armour: he passed, so he only lies down.',
      },
    },
    end: 'The Goblin Jack is down. A fallen player must stand up before he can do anything else.',
  },
  launch: {
    title: '5. The launch and wall bounces',
    summary: 'See the ball launched onto the pitch and bounce off a wall.',
    steps: {
      setup: {
        do: 'Your players are set up. Finish your set-up; the other coach finishes his, and the ball is launched.',
        done: 'The ball comes in along the centre column. A 6 sends it past the last logo to the far wall; a second die then puts it on one of the two hexes beside it.',
      },
      guard: {
        do: 'Select your Guard #1 Vance, declare a Run and move onto the ball at (-2, 5).',
        done: 'A Guard never picks the ball up: it scatters. One die gives the direction, one the distance. It hit the wall, bounced off it and stopped at (-2, 4); the bounce counts as a hex.',
      },
    },
    end: 'The ball lies at (-2, 4). Walls never stop it: it bounces and goes on.',
  },
  coachDice: {
    title: '6. Coach dice and the (123) rule',
    summary: 'Two Dodges in one move: the second needs two successes. Spend a coach die.',
    steps: {
      declare: {
        do: 'Select your Jack #3 Osei, declare a Run and pick hex (-1, 2). Both ways there pass two threatened hexes.',
        done: 'Before every roll you are asked how many coach dice to add. In this lesson you have 2.',
      },
      first: {
        do: 'The first Dodge needs one success. Add no coach die.',
        done: 'The first Dodge passed with the team’s own dice. The move stopped after the roll.',
      },
      on: {
        do: 'Go on to (-1, 2).',
        done: 'The second Dodge in one action needs two successes: that is the (123) rule, counted for each kind of test.',
      },
      second: {
        do: 'Add one coach die to this second Dodge.',
        done: 'With the coach die the Jack rolled one die more and got the two successes. A spent coach die is gone for the match.',
      },
    },
    end: 'Your Jack made both Dodges and you have one coach die left.',
  },
  snatch: {
    title: '7. The snatch',
    summary: 'Run up behind the opposing carrier and take the ball from his hands.',
    steps: {
      declare: {
        do: 'Goblin Jack #4 Zit holds the ball at (1, 0), his back to your Striker #6 Halloran. Select Halloran and declare a Snatch.',
        done: 'A Striker may make a whole Run before his Snatch; a Jack only one step.',
      },
      move: {
        do: 'Run to (0, 0), right behind Zit, facing him (“Face E”).',
        done: 'The carrier must stand in one of your three threatened hexes, in front of you. Coming from behind, you stand in none of his, so he cannot slam back: he can only duck.',
      },
      target: {
        do: 'Snatch the ball from Zit.',
        done: 'Halloran rolled his Speed, 4+: 3 dice and 1 more for a Striker, 3 successes. Zit ducked on his Speed, 3+: 3 dice, 1 success. At least twice as many is a spectacular Snatch: Halloran takes the ball. A plain win only knocks it loose, and it bounces.',
      },
    },
    end: 'Halloran holds the ball. Snatch from behind when you can: a Jack who sees you coming may slam you instead (a Striker can only duck).',
  },
  pass: {
    title: '8. Passing to a team-mate',
    summary: 'Throw the ball to a team-mate who faces you; he catches it and your rush goes on.',
    steps: {
      declare: {
        do: 'Your Striker #6 Halloran holds the ball; your Jack #3 Osei stands three hexes ahead, facing him. Select Halloran, declare a Throw and stay where he is.',
        done: 'A pass goes to a Jack or a Striker in the thrower’s front hexes who faces the thrower, with no standing player in the way.',
      },
      throw: {
        do: 'Throw to Osei.',
        done: 'The throw is a Skill test whose dice go by distance (3 dice up to 3 hexes, 2 up to 6, 1 up to 9), one more for a Striker: 4 dice, 2 successes. The catcher rolls one die for each success of the throw: Osei rolled 2 dice and needed one success. He caught it.',
      },
    },
    end: 'Osei holds the ball and your rush goes on. A dropped catch scatters the ball from the catcher, and your rush ends unless a team-mate catches it; a catch with two successes earns him a free Run or Throw.',
  },
  sprint: {
    title: '9. Sprinting',
    summary: 'Sprint twice as far as a Run, as long as you go straight.',
    steps: {
      declare: {
        do: 'Your Jack #3 Osei stands at (-4, 0), facing the far end. Select him and declare a Sprint.',
        done: 'A Run moves up to Move (5 for a Jack) and turns for free. A Sprint moves up to twice Move, but only into the hex straight ahead, and each 60° turn costs a hex.',
      },
      move: {
        do: 'Sprint straight ahead to (6, 0), ten hexes on, and “Face E”.',
        done: 'Ten hexes in a straight line and no roll: a Run would have stopped at (1, 0). A turn at the end would have been an eleventh hex. Past his allowance a player may still try Sprint extras, one hex for each Speed test passed, each needing one more success than the last.',
      },
    },
    end: 'Osei crossed the pitch in one action. Sprint when the way is straight; Run when you must weave between opponents.',
  },
  standUp: {
    title: '10. Standing up',
    summary: 'A fallen player stands up with a Speed test; a spectacular one earns a free action.',
    steps: {
      declare: {
        do: 'Your Jack #3 Osei lies on (0, 0). Select him and declare “Stand up”.',
        done: 'Standing up is a Speed test: 3 dice at 4+ for a Jack, one success needed. Osei rolled two, twice what was needed: a spectacular stand-up.',
      },
      face: {
        do: 'Choose the way he faces, for instance “Face E”.',
        done: 'A player who stands up faces the way his coach likes. After a spectacular stand-up he also gets a free action, of any kind but a Sprint.',
      },
      free: {
        do: 'Take the “Free Run”.',
        done: 'A free action costs no action token, and it is taken at once or lost.',
      },
      run: {
        do: 'Run to (1, 0).',
        done: 'Osei stood up and ran in one go, and your team spent only the one token of the stand-up: 4 are left.',
      },
    },
    end: 'Osei is up and running. A failed stand-up leaves him lying: a player who is down can do nothing else until he stands.',
  },
  freeStrike: {
    title: '11. A catch and a free Strike',
    summary: 'Pass to a Striker in the Strike zone; a spectacular catch earns him a free Throw.',
    steps: {
      declare: {
        do: 'Your Striker #6 Halloran holds the ball; your Striker #7 Sato stands in the far Strike zone, three hexes ahead, facing him. Select Halloran, declare a Throw and stay where he is.',
        done: 'Sato faces Halloran, so he can be passed to.',
      },
      pass: {
        do: 'Throw to Sato.',
        done: 'Halloran rolled 4 dice (3 for the distance, 1 for a Striker): 2 successes. Sato rolled one die per success and one more for a Striker: 3 dice, 2 successes where one is needed. A spectacular catch earns a free Run or Throw.',
      },
      free: {
        do: 'Take the “Free Throw”.',
        done: 'A free action costs no action token; it is taken at once or lost.',
      },
      turn: {
        do: 'Sato still faces Halloran. Pick his own hex (7, 0) and “Face E”: he turns where he stands, towards the Strike hex.',
        done: 'Turning is free in the Throw’s move, but a throw after moving or turning has one die less.',
      },
      strike: {
        do: 'Throw at the Strike hex (10, 0).',
        done: '3 dice, +1 for a Striker, -1 at the Strike hex, -1 for the turn: 2 dice, 1 success. From this end zone a Strike is worth 3 points. The rush ends and the ball is launched for the other team.',
      },
    },
    end: 'Strike! 3-0 for a single action token: the free Throw cost none. Sato had to face Halloran to be passed to, so the turn and its lost die were the price of the catch.',
  },
};
