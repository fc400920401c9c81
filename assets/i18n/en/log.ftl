# log: what the rules log says of what a reader may not see, and a line's words said as they are.
# The lines themselves are in log-turn, log-stack, log-objects, log-players and log-actions.

## What a player may not see, said as a stand-in
log-a-card = a card
log-a-face-down-permanent = a face-down permanent
log-a-face-down-spell = a face-down spell
log-words = { $words }
