# net : ce qu'un hôte dit à un client (un refus, un congé), dans la langue du client.

# Des mots sans message à eux (ceux des règles, d'une liste), tels quels.
net-words = { $words }
net-wrong-password = mot de passe erroné
net-no-spectators = cette table n'accepte pas de spectateurs
net-already-joined = déjà rejoint
net-already-seated = { $name } est déjà assis
net-looks-like = { $name } ressemble trop à { $other }, déjà assis
net-seat-taken-back = votre place a été reprise par une nouvelle connexion avec son jeton
net-bad-name = un nom compte de 1 à { $n } caractères imprimables
net-table-full = la table est pleine (rejoignez avec --spectate pour regarder)
net-your-deck = votre deck : { $why }
net-no-seat-undo = vous n'avez pas de place (les spectateurs n'annulent pas)
net-no-seat-match = vous n'avez pas de place (les spectateurs ne jouent pas le match)
net-no-seat-act = vous n'avez pas de place (les spectateurs n'agissent pas)
net-too-many-requests = { $name } : plus de { $n } demandes par seconde
net-not-started = la partie n'a pas commencé
net-no-such-player = aucun joueur de ce nom
net-not-connected-to-allow = { $owner } le contrôle et n'est pas connecté pour l'autoriser
net-game-over = la partie est finie et chacun a son replay complet : on ne joue plus à cette table
net-asked-something-else = { $by } a demandé autre chose à { $to }
net-declined = { $name } a refusé
net-accepted-but = { $name } a accepté, mais { $why }
net-server-ended = le serveur a fermé la table : { $why }
net-undo-already-asked = { $name } a déjà demandé d'annuler
net-nothing-to-undo = rien à annuler

## Qui peut demander quoi
net-cant-touch-hand = { $name } ne peut pas toucher la main d'un autre joueur
net-cant-touch-library = { $name } ne peut pas toucher la bibliothèque d'un autre joueur
net-rules-run-turns = les règles mènent les tours de cette table : { $name } passe la priorité à la place
net-cant-change-mode = { $name } ne peut pas changer la façon dont la table est menée ; c'est l'hôte qui le fait
net-clock-says = c'est la pendule de l'hôte qui dit quel temps s'écoule, pas { $name }
net-cant-act-for = { $name } ne peut pas agir pour { $who }
net-not-your-turn = ce n'est pas le tour de { $name }
net-doesnt-control = { $name } ne contrôle pas cela ; { $owner } le contrôle
