# log: ciò che il registro delle regole dice di quanto un lettore non può vedere, e le parole dette così come sono.
# Le righe stesse sono in log-turn, log-stack, log-objects, log-players e log-actions.

## Ciò che un giocatore non può vedere, detto con un sostituto
log-a-card = una carta
log-a-face-down-permanent = un permanente a faccia in giù
log-a-face-down-spell = una magia a faccia in giù
log-words = { $words }
