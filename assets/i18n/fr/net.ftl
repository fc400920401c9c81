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
net-no-object-in-view = aucun objet { $id } dans ce que vous voyez
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
net-rules-offer-casts = à cette table, ce sont les règles qui offrent un lancement pendant une résolution, pas { $name }
net-cant-change-mode = { $name } ne peut pas changer la façon dont la table est menée ; c'est l'hôte qui le fait
net-clock-says = c'est la pendule de l'hôte qui dit quel temps s'écoule, pas { $name }
net-cant-act-for = { $name } ne peut pas agir pour { $who }
net-not-your-turn = ce n'est pas le tour de { $name }
net-doesnt-control = { $name } ne contrôle pas cela ; { $owner } le contrôle

## Ce que l'accueil d'un serveur dit à un joueur
net-lobby-goodbye = { $n } messages refusés : au revoir
net-lobby-too-many = plus de { $n } messages par seconde
net-lobby-hello-first = dites d'abord bonjour (hello)
net-lobby-hello-twice = bonjour déjà dit
net-lobby-version = ce serveur parle la version { $ours } de l'accueil, pas la { $theirs }
net-lobby-connected = { $name } est déjà connecté
net-lobby-looks-like = { $name } ressemble trop à { $other }, déjà connecté
net-lobby-no-room = aucune salle nommée { $name }
net-lobby-room-first = entrez d'abord dans une salle
net-lobby-chat-rate = plus de { $n } lignes de discussion par seconde
net-lobby-no-table = pas de table { $table } (elle est peut-être finie)
net-lobby-replay-rate = plus de { $n } replays par minute
net-lobby-no-replay = aucune partie finie à la table { $table } pour cette place et ce jeton
net-lobby-replay-unsent = le replay de la table { $table } ne peut pas être envoyé : { $why }
net-lobby-no-pod = pas de table de draft { $pod } (ou pas le jeton de cette place)
net-lobby-pods-full = le serveur a { $n } drafts en cours : réessayez quand l'un est fini
net-lobby-pod-begun = le draft de la table { $pod } a commencé : plus personne ne s'assoit
net-lobby-pod-seated = vous êtes déjà assis à la table de draft { $pod }
net-lobby-pod-full = la table de draft { $pod } est pleine
net-lobby-pod-not-opener = seul qui a ouvert la table de draft la fait commencer
net-lobby-pod-not-seated = vous n'avez pas de place à la table de draft { $pod }, ou son draft n'a pas commencé
net-lobby-create-rate = plus de { $n } tables par minute
net-lobby-address-tables = votre adresse a { $n } tables ouvertes, le maximum pour une adresse : fermez-en une d'abord ({ $most })
net-lobby-server-full = le serveur fait tourner { $n } tables, son maximum : réessayez plus tard
net-lobby-no-port = plus de port libre pour une table : réessayez plus tard
net-lobby-table-didnt-start = la table n'a pas démarré : { $why }
net-nested-too-deep = cette demande imbrique ses actions trop profondément pour être gardée (au plus { $most } niveaux, dont un de l'hôte)
net-theirs-to-allow = cela change la partie de { $owner } : { $owner } le permet, pas { $name }
net-too-many-questions = plus de { $n } questions par seconde posées aux autres joueurs
net-unreadable = un message illisible : { $why }
net-replay-too-big = { $bytes } octets compressés, plus de { $most } parties
net-replay-part-misfit = une partie { $part } sur { $parts } de la relecture ({ $bytes } octets) qui ne convient pas
net-replay-no-unpack = la relecture entière ne se décompresse pas : { $why }
net-replay-over = la relecture entière dépasse { $most } octets
net-replay-cut-short = la relecture entière est arrivée tronquée
net-replay-unread = la relecture entière ne se lit pas : { $why }
net-server-unreachable = { $server } : { $why }
net-server-unexpected = { $server } : le serveur a répondu { $what }
net-server-unreadable = { $server } : un message illisible : { $why }
net-server-closed = { $server } : le serveur a fermé la connexion
net-server-no-answer = { $server } : aucune réponse en { $secs } s
net-server-password = la table { $table } demande un mot de passe (--password)
net-server-no-table = aucune table { $which } dans { $room } (ses tables : { $tables })
net-server-no-table-none = aucune table { $which } dans { $room } (elle n'en a aucune)
net-server-needs-table = --room demande --table NOM ou --create NOM
net-lobby-unreadable = un message illisible : { $why }
net-lobby-bad-text = { $what ->
        [name] un nom
        [room] un salon
        [seat] une place
        [chat] une ligne de discussion
        [table] le nom d'une table
        [format] un format
       *[pod] le nom d'une table de draft
    } demande de 1 à { $most } caractères imprimables
net-lobby-bad-seats = une table a de 2 à 8 places, pas { $n }
net-lobby-bad-best-of = un match se joue en 1, 3, 5, 7 ou 9 parties, pas { $n }
net-lobby-bad-computer = l'ordinateur ne joue qu'à une table assistée d'une partie
net-lobby-bad-set = le code d'une extension a de 1 à { $most } lettres et chiffres
net-lobby-bad-pod-seats = une table de draft a de 2 à 8 places, pas { $n }
net-server-not-a-key = { $file } : ce n'est pas une clé de serveur (64 chiffres hexadécimaux)
net-server-key-changed = { $server } : la clé du serveur a changé (elle était { $was }, elle est maintenant { $now }) : quelqu'un est peut-être au milieu ; si l'opérateur du serveur dit que sa clé a changé, retirez la ligne de { $server } de { $file }
net-undo-declined = { $seat } a refusé d'annuler
net-undo-done = annulée, comme { $by } l'a demandé et tous les joueurs ont accepté
net-undo-void = la table a changé avant que tous aient accepté
