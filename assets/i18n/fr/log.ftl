# log : ce que l'historique des règles dit de ce qu'un lecteur ne peut pas voir, et des mots dits tels quels.
# Les lignes elles-mêmes sont dans log-turn, log-stack, log-objects, log-players et log-actions.

## Ce qu'un joueur ne peut pas voir, dit par un substitut
log-a-card = une carte
log-a-face-down-permanent = un permanent face cachée
log-a-face-down-spell = un sort face cachée
log-words = { $words }
