# log-stack: la pile : lancer, coûts et mana, cibles, résolution, effets des sorts et des capacités déclenchées.

## Lancer un sort

log-no-prototype-to-cast = { $card } n'a pas de prototype à lancer ; il ne se passe rien
log-cant-cast-from-zone = { $card } ne peut pas être lancé depuis { $zone ->
    [Library] la bibliothèque
    [Hand] la main
    [Battlefield] le champ de bataille
    [Graveyard] le cimetière
    [Stack] la pile
    [Exile] l'exil
    [Command] la zone de commandement
   *[other] { $zone }
} ; il ne se passe rien
log-cant-cast-fused = { $card } ne peut être lancé avec la fusion qu'en tant que carte scindée avec la fusion, depuis une main ; il ne se passe rien
log-cant-cast-back-face = { $card } n'est pas recto verso ; il ne peut pas être lancé avec une face arrière visible ; il ne se passe rien
log-cant-cast-without-priority = { $player } n'a pas la priorité ({ $holder } l'a) : il ne peut pas lancer de sort maintenant
log-cant-cast-nobody-has-priority = personne n'a la priorité pendant cette étape : { $player } ne peut pas lancer de sort maintenant
log-cast-only-main-phase-empty-stack = { $card } n'est pas un éphémère et n'a pas le flash : { $player } ne peut le lancer que pendant une phase principale de son tour, quand la pile est vide
log-is-cast = { $card } est lancé
log-is-cast-face-down = { $card } est lancé face cachée
log-is-cast-fused = { $card } est lancé avec la fusion : les deux moitiés
log-is-cast-prototyped = { $card } est lancé en prototype
log-is-cast-half = { $card } est lancé : sa moitié { $half }
log-is-cast-omen = { $card } est lancé comme son Présage, { $half }
log-is-cast-adventure = { $card } est lancé comme son Aventure, { $half }
log-aura-cant-enchant-target = { $card } ne peut pas enchanter { $target } : ce n'est pas une cible légale ; il n'est pas lancé
log-aura-needs-one-target = { $card } est un sort d'Aura : il lui faut une cible qu'il peut enchanter ; il n'est pas lancé
log-choose-modes = { $spell } est modal : choisissez { $min ->
    [one] un mode
   *[other] { $min } modes
    }{ $max ->
    [one] {""}
   *[other] {" "}(au plus { $max })
    } en le lançant (il n'est pas lancé)

## Coûts et mana

log-not-a-kind-of-mana = { $symbol } n'est pas un type de mana (seulement {"{W} {U} {B} {R} {G} {C}"})
log-no-mana-named = aucun mana n'est indiqué
log-no-mana-added = aucun mana n'est ajouté à la réserve de { $player } : { $why }
log-mana-added = { $mana } est ajouté à la réserve de mana de { $player } : { $pool }
log-cant-tap-for-mana-not-on-battlefield = { $permanent } n'est pas sur le champ de bataille : il ne peut pas être engagé pour du mana
log-cant-tap-for-mana-tapped = { $permanent } est engagé : il ne peut pas être engagé pour du mana
log-no-land-taps-for = { $player } ne contrôle aucun terrain dégagé qui puisse être engagé pour { $mana } maintenant
log-no-mana-ability = { $permanent } n'a aucune capacité qui ajoute du mana en l'engageant
log-mana-ability-summoning-sick = { $permanent } n'est pas sous le contrôle de son contrôleur depuis le début de son tour le plus récent : sa capacité {"{T}"} ne peut pas être activée
log-mana-ability-without-priority = { $player } n'a pas la priorité : une capacité de mana s'active en l'ayant (il ne se passe rien)
log-mana-choose-one = { $permanent } peut ajouter { $options } : choisissez-en un
log-mana-not-an-option = { $permanent } peut ajouter { $options }, pas { $mana }
# Les types de mana qu'un permanent peut ajouter, l'un après l'autre : « {R} ou {G} ».
log-mana-options-or = { $first } ou { $rest }
log-taps-for-mana = { $player } engage { $permanent } pour { $mana } : sa réserve contient { $pool }
log-taps-to-pay = { $player } engage des sources de mana pour payer { $cost } pour { $what }
log-mana-empties = le mana non dépensé de { $player } se vide : { $pool }
log-pays-mana = { $player } paie { $cost } pour { $what } ; sa réserve est { $pool }
log-pays-mana-and-life = { $player } paie { $cost } et { $life } points de vie pour { $what } ; sa réserve est { $pool }
# Ce pour quoi un coût est payé ($what ci-dessus).
log-paying-for-spell = le sort
log-paying-unless = ce qu'un effet demande pour qu'une étape n'ait pas lieu
log-paying-mana-ability = le reste du coût d'une capacité de mana
log-activate-once-each-turn = la capacité de { $card } ne peut être activée qu'une fois par tour, et elle l'a été ce tour-ci
log-paying-for-cost = un coût
# Une réserve où il ne reste pas de mana ($pool ci-dessus).
log-mana-pool-empty = vide
log-cant-pay-mana = { $player } ne peut pas payer { $cost } pour { $what } avec { $pool } : il manque { $missing } ; engagez d'abord des terrains pour du mana (il ne se passe rien)
# Une réserve sans mana ($pool ci-dessus).
log-mana-empty-pool = une réserve vide
log-pool-cant-pay-free-table = la réserve de { $player } ne peut pas payer { $cost } pour { $what } : la table libre laisse le coût aux joueurs
# Ce qui manque ($missing ci-dessus) : des symboles de mana, tels quels...
log-mana-symbols = { $mana }
# ...un morceau après l'autre...
log-mana-missing-and = { $first }{ $rest }
# ...un symbole phyrexian que ni sa couleur ni 2 points de vie ne peuvent payer...
log-mana-missing-phyrexian = { $symbol } (2 points de vie, sur { $life })
# ...ou les points de vie qui peuvent être payés.
log-mana-missing-life = points de vie : { $life } au plus peuvent être payés
# Un coût payé comme le joueur l'a choisi qui ne le paie pas (601.2h, 119.4).
log-cant-pay-as-chosen = { $player } ne peut pas payer { $cost } pour { $what } avec { $spent } : { $why } (il ne se passe rien)
log-spent-life = { $life } points de vie
log-spent-mana-and-life = { $mana } et { $life } points de vie
log-payment-not-in-pool = sa réserve contient { $pool }
log-payment-doesnt-pay = cela ne paie pas chaque symbole sans qu'il reste rien
log-payment-unreadable = le mana d'un paiement ne se lit pas : { $why } (il ne se passe rien)
# Les coûts propres d'un sort (601.2b, 601.2f, 702.33).
log-no-kicker = { $spell } n'a pas de kick (il ne se passe rien)
log-spell-kicked = { $spell } est lancé avec kick
log-cast-with-flashback = { $spell } est lancé depuis un cimetière pour son coût de flashback
log-additional-sacrifice-missing = le coût additionnel de { $spell } sacrifie { $n ->
    [one] un permanent
   *[other] { $n } permanents
    } du type que son texte nomme, choisis en le lançant : choisissez-{ $n ->
    [one] en un
   *[other] les
    } que contrôle son lanceur (il ne se passe rien)
log-additional-discard-missing = le coût additionnel de { $spell } défausse { $n ->
    [one] une autre carte
   *[other] { $n } autres cartes
    } de la main de son lanceur, choisies en le lançant (il ne se passe rien)
log-additional-exile-missing = le coût additionnel de { $spell } exile une carte du type qu'il nomme du cimetière de son lanceur, choisie en le lançant (il ne se passe rien)
log-additional-random-discard-missing = le coût additionnel de { $spell } défausse une carte au hasard de la main de son lanceur, et il n'y en a aucune (il ne se passe rien)
log-additional-life-missing = le coût additionnel de { $spell } est de { $n } points de vie : { $life } au plus peuvent être payés (il ne se passe rien)
log-additional-cost-doesnt-take = les coûts additionnels de { $spell } ne prennent pas { $card } (il ne se passe rien)
log-additional-cost-by-hand = le coût additionnel de { $spell } est laissé aux joueurs
log-pays-life-as-cost = { $player } paie { $n } points de vie pour { $spell }
# Lancer pendant une résolution (608.2g).
log-may-cast-now = { $player } peut lancer { $card } maintenant, pendant la résolution ; personne n'a la priorité tant qu'il n'a pas choisi
log-may-cast-now-free = { $player } peut lancer { $card } maintenant sans payer son coût de mana, pendant la résolution ; personne n'a la priorité tant qu'il n'a pas choisi
log-waiting-for-offered-cast = { $player } choisit de lancer ou non { $card } pendant une résolution : aucun autre sort ne peut être lancé maintenant (il ne se passe rien)
log-declines-to-cast = { $player } ne lance pas { $card }
log-no-cast-offered = aucune résolution ne permet à { $player } de lancer une carte maintenant (il ne se passe rien)
log-delayed-trigger-created = { $source } crée une capacité déclenchée retardée : { $at ->
    [NextUpkeep] au début de l'entretien du prochain tour
    [YourNextEndStep] au début de la prochaine étape de fin de son contrôleur
    [YourNextUpkeep] au début du prochain entretien de son contrôleur
    [EndOfCombat] à la fin du combat
   *[other] au début de la prochaine étape de fin
}, elle se déclenche une fois
log-ability-object-moved = { $object } n'est plus l'objet que la capacité désigne (il a changé de zone) : il n'est pas affecté

## Cibles

log-targets = { $spell } cible { $targets }
# Les cibles l'une après l'autre : « A et B et C ».
log-targets-and = { $first } et { $rest }
log-illegal-target = une cible illégale : { $why }
# Pourquoi une cible est illégale ($why ci-dessus).
log-target-no-longer-exists = une cible n'existe plus
log-target-changed-zones = { $target } a changé de zone depuis qu'il a été ciblé ; c'est un nouvel objet (400.7)
log-target-left-game = { $target } a quitté la partie
log-target-phased-out = { $target } est passé hors phase ; il est considéré comme n'existant pas (702.26b)
log-target-cant-be-enchanted-now = { $aura } ne peut plus enchanter { $target }
log-spell-has-no-targets = { $spell } n'a pas de cibles ; il est lancé sans cible
log-needs-one-target-not-cast = { $spell } demande une cible, { $kind } ; il n'est pas lancé
log-needs-one-target-nothing-happens = { $spell } demande une cible, { $kind } ; rien ne se passe
log-needs-targets-not-cast = { $spell } demande { $n } cibles, dans cet ordre : { $kinds } ; il n'est pas lancé
log-needs-targets-nothing-happens = { $spell } demande { $n } cibles, dans cet ordre : { $kinds } ; rien ne se passe
# Les types de cible dans l'ordre : « un permanent créature, puis un joueur ».
log-target-kinds-then = { $first }, puis { $rest }
log-not-legal-target-not-cast = { $target } n'est pas { $kind } : ce n'est pas une cible légale pour { $spell } ; il n'est pas lancé
log-not-legal-target-nothing-happens = { $target } n'est pas { $kind } : ce n'est pas une cible légale pour { $spell } ; rien ne se passe
log-target-no-longer-kind = { $target } n'est plus { $kind } : une cible illégale

## Ce que doit être une cible ($kind ci-dessus)

log-target-has-protection = { $target } a la protection { $quality } : { $spell } ne peut pas le cibler
log-target-kind-any = n'importe quelle cible (une créature, un joueur, un planeswalker ou une bataille)
log-target-kind-opponent = un adversaire
log-target-kind-player = un joueur
log-target-kind-permanent = un permanent { $what }
log-target-kind-any-permanent = un permanent
log-target-kind-another-permanent = un autre permanent { $what }
log-target-kind-another-any-permanent = un autre permanent
log-target-kind-player-or-permanent = un joueur ou un permanent { $what }
log-target-kind-player-or-any-permanent = un joueur ou un permanent
log-target-kind-opponent-or-permanent = un adversaire ou un permanent { $what }
log-target-kind-opponent-or-any-permanent = un adversaire ou un permanent
log-target-kind-spell = un sort { $what }
log-target-kind-any-spell = un sort
log-target-kind-card-in-graveyard = une carte { $what } dans le cimetière du contrôleur du sort ou de la capacité
log-target-kind-another-card-in-graveyard = une autre carte { $what } dans le cimetière du contrôleur du sort ou de la capacité
log-target-kind-another-any-card-in-graveyard = une autre carte dans le cimetière du contrôleur du sort ou de la capacité
log-target-kind-any-card-in-graveyard = une carte dans le cimetière du contrôleur du sort ou de la capacité
log-target-kind-card-in-a-graveyard = une carte { $what } dans un cimetière
log-target-kind-any-card-in-a-graveyard = une carte dans un cimetière
# Ce que doit être un objet ciblé ($what ci-dessus), mot par mot : « créature ou planeswalker non-noir engagé ».
log-wanted-type = { $cardtype ->
    [Artifact] artefact
    [Battle] bataille
    [Creature] créature
    [Enchantment] enchantement
    [Instant] éphémère
    [Kindred] parenté
    [Land] terrain
    [Planeswalker] planeswalker
   *[Sorcery] rituel
}
log-wanted-color = { $color ->
    [White] blanc
    [Blue] bleu
    [Black] noir
    [Red] rouge
   *[Green] vert
}
log-wanted-status = { $status ->
    [Attacking] attaquant
    [Blocking] bloqueur
    [AttackingOrBlocking] attaquant ou bloqueur
   *[Tapped] engagé
}
# Un type de carte ou un autre : « créature ou planeswalker ».
log-wanted-or = { $first } ou { $rest }
# Pas d'une couleur ou d'un type de carte, après le reste : « créature non-noir ».
log-wanted-non = { $rest } non-{ $what }
log-wanted-non-alone = non-{ $what }
# Un état, après le reste : « créature engagé ».
log-wanted-status-of = { $rest } { $status }
# Ce qu'une cible doit avoir, après le reste : « un permanent créature avec une force supérieure ou égale à 4 ».
log-target-kind-with = { $kind } { $with }
log-with-both = { $first } et { $rest }
log-with-power-at-least = avec une force supérieure ou égale à { $n }
log-with-power-at-most = avec une force inférieure ou égale à { $n }
log-with-toughness-at-least = avec une endurance supérieure ou égale à { $n }
log-with-toughness-at-most = avec une endurance inférieure ou égale à { $n }
log-with-mana-value-at-least = avec une valeur de mana supérieure ou égale à { $n }
log-with-mana-value-at-most = avec une valeur de mana inférieure ou égale à { $n }
log-with-keyword = avec { $keyword }
log-without-keyword = sans { $keyword }

## Copies

log-copy-not-on-stack = { $spell } n'est pas sur la pile ({ $zone ->
    [Library] il est dans la bibliothèque
    [Hand] il est dans la main
    [Battlefield] il est sur le champ de bataille
    [Graveyard] il est dans le cimetière
    [Stack] il est sur la pile
    [Exile] il est en exil
    [Command] il est dans la zone de commandement
   *[other] il est dans { $zone }
}) ; rien n'est copié
log-copy-controller-left-game = { $player } a quitté la partie : aucune copie n'est mise sur la pile sous son contrôle
log-ability-copy-put-on-stack = une copie de { $ability } est mise sur la pile (707.10b : la même source)
log-spell-copy-put-on-stack = une copie de { $spell } est mise sur la pile sous le contrôle de { $player } ; elle n'est pas lancée

## Résolution

log-stack-empty-nothing-resolves = la pile est vide ; rien ne se résout
log-spell-doesnt-resolve-targets-illegal = { $spell } ne se résout pas : toutes ses cibles sont illégales ; il est mis dans le cimetière de son propriétaire
log-resolves-enters-battlefield = { $spell } se résout et arrive sur le champ de bataille
log-copy-becomes-token = { $spell } était une copie d'un sort de permanent : c'est un permanent-jeton
log-omen-shuffled-into-library = { $spell } se résout et est mélangé dans la bibliothèque de son propriétaire
log-adventure-exiled = { $spell } se résout et est exilé en aventure : son propriétaire peut lancer la créature depuis l'exil
log-resolves-to-graveyard = { $spell } se résout et est mis dans le cimetière de son propriétaire
log-spell-resolves-players-carry-out = { $spell } se résout ; ses cibles ne sont pas celles que son texte désigne : les joueurs l'appliquent
log-spell-effect-happens = { $spell } se résout : son effet a lieu, dans l'ordre écrit
log-cant-be-countered = { $spell } ne peut pas être contrecarré : il reste sur la pile
log-is-countered = { $spell } est contrecarré : il est mis dans le cimetière de son propriétaire

## Capacités sur la pile

log-ability-controller-left-game = { $player } a quitté la partie : une capacité qu'il contrôlerait n'est pas mise sur la pile
# La source d'une capacité qui n'est plus là ($source ci-dessous).
log-ability-source-gone = sa source
log-ability-source-changed-zones = la source de la capacité a changé de zone ; { $source } est un nouvel objet que la capacité ne peut pas trouver ; il ne se passe rien
log-ability-source-transformed = { $source } s'est transformé depuis { $since ->
    [delayed] la création de cette capacité retardée
   *[stack] que la capacité a été mise sur la pile
} ; l'instruction est ignorée
# Un objet qui n'est plus là ($object ci-dessous).
log-ability-object-gone = un objet
log-ability-cant-find-object = { $object } est un nouvel objet depuis que la capacité a été mise sur la pile ; la capacité ne peut pas le trouver ; cela ne fait rien
log-ability-source-changed-zones-part = la source de la capacité a changé de zone : c'est un nouvel objet que la capacité ne trouve pas ; cette partie ne fait rien
log-not-an-ability-on-stack = { $ability } n'est pas une capacité sur la pile ; il ne se passe rien
log-ability-doesnt-resolve-targets-illegal = la capacité ne se résout pas : toutes ses cibles sont illégales ; elle est retirée de la pile
log-ability-if-no-longer-true = le « si » de la capacité n'est plus vrai : elle est retirée de la pile
# $by : « table » quand la table applique le texte, « players » quand les joueurs l'appliquent.
log-chapter-resolves = le chapitre { $chapter } de { $source } se résout : { $text }{ $by ->
    [players] {" "}(les joueurs l'appliquent)
   *[table] {""}
}
log-ability-resolves-text = une capacité de { $source } se résout : « { $text } »{ $by ->
    [players] {" "}(les joueurs l'appliquent)
   *[table] {""}
}
log-ability-resolves = une capacité de { $source } se résout

## Capacités déclenchées

log-trigger-offered = la capacité de { $source } se déclenche : « { $text } » (la table est libre : les joueurs la mettent sur la pile)
log-trigger-goes-on-stack = la capacité de { $source } se déclenche et va sur la pile ({ $id } : « { $text } »){ $by ->
    [players] {" "}; les joueurs appliquent son texte
   *[table] {""}
}
log-chooses-trigger-order = { $player } choisit l'ordre de ses { $n } capacités déclenchées
log-puts-triggers-in-source-order = { $player } met { $n } capacités déclenchées sur la pile, dans l'ordre de leurs sources
log-no-triggers-to-order = { $player } n'a pas de capacités déclenchées à ordonner ; rien ne se passe
log-trigger-order-must-name-each = l'ordre de { $player } doit nommer une fois chacune de ses { $n } capacités déclenchées, de 1 à { $n } ; rien ne se passe
log-puts-triggers-in-order = { $player } met ses capacités déclenchées sur la pile pour qu'elles se résolvent dans l'ordre { $order }
log-trigger-no-legal-target = { $ability } n'a aucune cible légale : elle est retirée de la pile
log-chooses-trigger-targets = { $player } choisit les cibles de { $ability }
log-trigger-targets-not-being-chosen = les cibles de { $ability } ne sont pas en train d'être choisies ; rien ne se passe
log-doesnt-control-trigger-targets = { $player } ne contrôle pas { $ability } : c'est son contrôleur qui en choisit les cibles ; rien ne se passe
log-chooses-whether-may = { $player } choisit si { $ability } fait ce qu'elle dit, pendant qu'elle se résout
log-nobody-choosing-may = personne n'est en train de choisir si { $ability } fait ce qu'elle dit ; rien ne se passe
log-doesnt-control-may = { $player } ne contrôle pas { $ability } : c'est son contrôleur qui choisit ; rien ne se passe
log-chooses-to = { $player } choisit que oui : { $ability } fait ce qu'elle dit
log-chooses-not-to = { $player } choisit que non : { $ability } ne fait rien

## Effets continus

log-effect-not-permanent-or-spell = { $object } n'est ni un permanent ni un sort ; l'effet ne s'applique pas
log-effect-starts = { $object } : { $effect }
log-effect-starts-until-end-of-turn = { $object } : { $effect } jusqu'à la fin du tour
log-copy-of = copie de { $original }
log-copy-of-except = copie de { $original }, sauf que { $except } (707.9b)

## Capacités activées (602)
log-not-an-activated-ability = { $card } n'a pas de capacité { $n } que la table puisse activer
log-activate-from-own-hand = { $card } ne peut être recyclé que depuis la main de { $player }
log-activate-own-permanent = seul le contrôleur de { $card } peut activer ses capacités, et seulement tant qu'il est sur le champ de bataille ; { $player } ne le peut pas
log-activate-without-priority = { $player } ne peut pas activer une capacité de { $card } sans avoir la priorité
log-activate-only-as-sorcery = la capacité de { $card } ne peut être activée que comme un rituel : pendant la phase principale de son contrôleur, la pile vide
log-activate-tap-tapped = { $card } est engagé : sa capacité {"{"}T{"}"} ne peut pas être activée
log-activate-cost-choice-missing = le coût de la capacité de { $card } prend un objet : dites lequel
log-activate-cost-doesnt-take = le coût de { $card } ne peut pas prendre { $object }
log-activate-cost-nothing-to-take = la capacité de { $card } ne peut pas être activée : son coût n'a rien à prendre
log-activate-tap-summoning-sick = { $card } n'est pas sous le contrôle de son contrôleur depuis le début de son tour le plus récent : sa capacité {"{"}T{"}"} ne peut pas être activée
log-activate-life-missing = la capacité de { $card } coûte { $n } points de vie : { $life } au plus peuvent être payés
log-paying-for-ability = une capacité de { $card }
log-discards-as-cost = { $player } défausse { $card } pour payer le coût
log-activates = { $player } active une capacité de { $source } ({ $id }) : { $text }
log-chooses-to-sacrificing = { $player } choisit que oui : { $ability } fait ce qu'elle dit, en sacrifiant { $object }
log-may-sacrifice-which = faire ce que dit { $ability }, c'est sacrifier un permanent : il faut choisir lequel
log-may-sacrifice-not-allowed = { $object } n'est pas ce que { $ability } permet à son contrôleur de sacrifier
log-may-sacrifice-not-asked = { $ability } ne demande aucun sacrifice
log-reflexive-sacrifice-gone = { $object } n'est plus le permanent choisi pour être sacrifié : rien n'est sacrifié et la capacité réflexive ne se déclenche pas
log-reflexive-triggers = la capacité réflexive de { $source } se déclenche : ce qu'elle demandait a été fait

## Linked abilities (607.2a) and "until ... leaves the battlefield" (610.3)
log-returns-as-exiler-leaves = { $card } revient sur le champ de bataille : { $source }, qui l'avait exilée jusqu'à ce qu'il quitte le champ de bataille, l'a quitté
log-exiler-already-left = ce qui exilerait { $card } jusqu'à ce qu'il quitte le champ de bataille l'a déjà quitté : { $card } n'est pas exilée
log-paying-for = ce qu'un effet offre contre un coût
log-artifact-abilities-stopped = { $card } est un artefact : ses capacités activées ne peuvent pas être activées tant qu'un permanent le dit
log-own-abilities-stopped = les capacités activées de { $card } ne peuvent pas être activées
log-target-has-shroud = { $target } a le linceul : aucun sort ni capacité ne peut le cibler, pas même { $spell }
log-target-has-hexproof = { $target } a la défense talismanique : { $spell }, d'un adversaire, ne peut pas le cibler
log-needs-up-to-targets-not-cast = { $spell } demande de { $fewest } à { $most } cibles ; il n'est pas lancé
log-needs-up-to-targets-nothing-happens = { $spell } demande de { $fewest } à { $most } cibles ; rien ne se passe
log-target-chosen-twice = { $target } est choisi deux fois pour le même mot « cible » de { $spell } : chacune doit être différente
log-loyalty-once-each-turn = une capacité de loyauté de { $card } a déjà été activée ce tour-ci : aucune autre avant le prochain
log-loyalty-not-enough = { $card } a { $has } de loyauté : pas assez pour en retirer { $n }
log-no-helpers = { $spell } n'a ni convocation, ni improvisation, ni fouille : seul le mana le paie
log-cant-help = { $card } ne peut pas aider à lancer { $spell } ({ $how ->
    [Convoke] convocation : une créature dégagée que contrôle son lanceur
    [Improvise] improvisation : un artefact dégagé que contrôle son lanceur
   *[other] fouille : une autre carte du cimetière de son lanceur
    })
log-helper-pays-nothing = { $card } ne paierait aucun mana de { $spell }
log-helped = { $n ->
    [one] { $n } mana du coût de { $spell } est payé
   *[other] { $n } manas du coût de { $spell } sont payés
    } { $how ->
    [Convoke] en engageant des créatures (convocation)
    [Improvise] en engageant des artefacts (improvisation)
   *[other] en exilant des cartes d'un cimetière (fouille)
    }
log-rebound-exiled = { $card } est exilé en se résolvant au lieu d'aller au cimetière (rebond) : son propriétaire peut le lancer lors de son prochain entretien
log-activate-counters-missing = { $card } a { $has } { $has ->
        [one] marqueur
       *[other] marqueurs
    } { $kind } : pas assez pour en retirer { $n }
log-split-second = { $spell } a la seconde partagée : tant qu'il est sur la pile, aucun sort ne peut être lancé et aucune capacité autre qu'une capacité de mana ne peut être activée
log-prevention-shield = { $n ->
        [one] la prochaine blessure qui devrait être infligée
       *[other] les { $n } prochaines blessures qui devraient être infligées
    } à { $target } ce tour-ci { $n ->
        [one] sera prévenue
       *[other] seront prévenues
    }
log-damage-prevented-by-shield = { $n } { $n ->
        [one] blessure à { $target } est prévenue
       *[other] blessures à { $target } sont prévenues
    }
log-activate-only-your-turn = la capacité de { $card } ne peut être activée que pendant le tour de son contrôleur
log-activate-only-your-upkeep = la capacité de { $card } ne peut être activée que pendant l'entretien de son contrôleur
log-activate-only-before-attackers = la capacité de { $card } ne peut être activée que pendant le tour de son contrôleur, avant la déclaration des attaquants
log-exiled-instead-of-dying = { $card } mourrait ce tour-ci : elle est exilée à la place
log-wanted-also = { $rest } { $what }
log-activate-from-own-graveyard = la capacité de { $card } ne peut être activée que depuis le cimetière de { $player }
log-activate-only-if = la capacité de { $card } ne peut être activée que si "{ $condition }", et ce n'est pas le cas maintenant
log-mana-ability-condition = la capacité de mana de { $permanent } ne peut être activée que si ce qu'elle dit est vrai, et ce n'est pas le cas maintenant
log-activate-cost-empty-hand = la capacité de { $card } coûte une carte défaussée au hasard, et la main de son contrôleur est vide
log-aura-adds-mana = { $aura } ajoute { $mana } quand { $land } est engagé pour du mana : la réserve de { $player } est { $pool }
log-chooses-a-color-asked = { $player } choisit une couleur : personne n'a la priorité tant qu'il ne l'a pas fait
log-no-color-choice-asked = on ne demande pas à { $player } de choisir une couleur
log-color-choice-is-anothers = c'est à { $chooser } de choisir la couleur, pas à { $player }
log-chooses-a-color = { $player } choisit { $color ->
    [white] blanc
    [blue] bleu
    [black] noir
    [red] rouge
   *[green] vert
}
log-no-buyback = { $spell } n'a pas de rachat (il ne se passe rien)
log-spell-bought-back = { $spell } est lancé avec son coût de rachat payé : il retournera dans la main de son propriétaire en se résolvant
log-resolves-to-hand-buyback = { $spell } se résout et est mis dans la main de son propriétaire (rachat)
log-with-mana-value = avec une valeur de mana égale à { $n }
log-may-play-additional-lands = { $player } peut jouer { $n ->
    [one] un terrain supplémentaire
   *[other] { $n } terrains supplémentaires
} ce tour-ci
log-returns-as-cost = { $player } renvoie { $card } dans la main de son propriétaire pour payer le coût
log-no-alternative-cost = { $spell } n'a pas de coût de { $keyword } (il ne se passe rien)
log-one-alternative-cost = { $spell } ne peut pas être lancé pour son coût de { $keyword } ainsi : un sort est lancé pour un seul coût alternatif au plus
log-surge-needs-another-spell = { $spell } ne peut être lancé pour son coût de surge qu'après que son lanceur a lancé un autre sort ce tour-ci
log-cast-for-alternative-cost = { $spell } est lancé pour son coût de { $keyword } au lieu de son coût de mana
log-graveyard-cast-discard-missing = { $spell } se lance depuis un cimetière en défaussant aussi une carte (une carte de terrain pour le retraçage) : choisissez laquelle
log-cast-with-jump-start = { $spell } est lancé avec le saut-départ : il sera exilé en quittant la pile
log-spectacle-needs-an-opponent-s-life-lost = { $spell } ne peut être lancé pour son coût de spectacle qu'une fois qu'un adversaire de son lanceur a perdu des points de vie ce tour-ci
log-discarded-into-exile = { $card } est défaussé en exil au lieu du cimetière de son propriétaire (folie)
log-may-cast-for-madness = { $player } peut lancer { $card } pour son coût de folie maintenant ; sinon, il va dans son cimetière
log-madness-declined-to-graveyard = { $card } va dans le cimetière de son propriétaire : il n'a pas été lancé pour son coût de folie
log-madness-only-as-it-resolves = { $spell } ne peut être lancé pour son coût de folie que pendant la résolution de sa capacité de folie, après avoir été défaussé en exil
log-offered-for-alternative-cost = { $spell } ne peut être lancé maintenant que pour son coût de { $keyword }
log-uses-for-mana = { $player } active une capacité de mana de { $permanent } pour { $mana } : sa réserve contient { $pool }
log-cascades = { $player } cascade : des cartes sont exilées du dessus de sa bibliothèque jusqu'à une carte non-terrain de valeur de mana inférieure à { $n }
log-cascade-rest-to-bottom = { $n ->
    [one] la carte exilée par la cascade et non lancée va au-dessous de la bibliothèque de son propriétaire
   *[other] les { $n } cartes exilées par la cascade et non lancées vont au-dessous de la bibliothèque de leur propriétaire dans un ordre aléatoire
}
log-with-lesser-power = avec une force inférieure à celle de sa source
log-with-defending-player = contrôlé par le joueur défenseur
log-with-legendary = légendaire
log-with-nonlegendary = non légendaire
log-with-basic = de base
log-with-nonbasic = non de base
log-with-mana-value-at-most-graveyard = avec une valeur de mana inférieure ou égale au nombre de cartes dans le cimetière de son contrôleur
log-with-mana-value-counted = avec la valeur de mana que son texte compte
log-player-has-shroud = { $target } a le linceul : aucun sort ni capacité ne peut le cibler, pas même { $spell }
log-player-has-hexproof = { $target } a la défense talismanique : { $spell }, d'un adversaire, ne peut pas le cibler
log-activate-twice-each-turn = la capacité de { $card } ne peut être activée plus de deux fois par tour, et elle l'a été deux fois ce tour-ci
log-damage-prevented-by-ability = la capacité de { $by } prévient { $n ->
        [one] la { $n } blessure qui serait infligée
       *[other] les { $n } blessures qui seraient infligées
    } à { $target }
log-damage-prevented-this-turn = { $combat ->
        [yes] toutes les blessures de combat
       *[no] toutes les blessures
    } { $which ->
        [to] qui seraient infligées à { $target }
        [by] que { $target } infligerait
       *[both] qui seraient infligées à et par { $target }
    } ce tour-ci seront prévenues
log-crews = { $player } engage { $creature } pour piloter { $vehicle }
log-crew-too-weak = l'équipage { $n } de { $card } demande des créatures d'une force totale de { $n } ou plus, pas { $power }
log-crew-not-enough = { $card } ne peut pas être piloté : pas de créatures dégagées d'une force totale de { $n } ou plus
log-exiles-as-cost = { $player } exile { $card } de son cimetière pour payer le coût
log-cast-only-when = { $card } ne peut être lancé que comme son texte le dit : { $when }
log-prevention-removes-counter = { $card } perd un marqueur +1/+1 en prévenant les blessures
log-with-either-keyword = avec { $a } ou { $b }
log-targets-from-one-graveyard = les cartes que { $spell } cible doivent toutes être dans un même cimetière
log-with-one-graveyard = dans un même cimetière
log-named-abilities-stopped = { $by } nomme { $card } : ses capacités activées ne peuvent pas être activées
log-named-spell-stopped = { $by } nomme { $card } : elle ne peut pas être lancée
log-instead-condition-unmet = { $spell } ne peut pas être lancé pour le coût que son texte donne à la place de son coût de mana : ce que ce coût demande n'est pas vrai maintenant
log-instead-object-missing = { $spell } : choisissez ce que prend le coût que son texte donne à la place de son coût de mana
log-taps-as-cost = { $player } engage { $card } pour payer un coût
log-exiles-from-hand-as-cost = { $player } exile { $card } de sa main pour payer le coût
log-cast-for-cost-instead = { $spell } est lancé pour le coût que son texte donne à la place de son coût de mana
log-aftermath-only-from-graveyard = { $card } : une moitié avec contrecoup ne se lance que depuis le cimetière de son propriétaire
log-aftermath-other-half-not-from-graveyard = { $card } : depuis un cimetière, seule sa moitié avec contrecoup se lance
log-cast-with-aftermath = { $spell } est lancé depuis un cimetière avec contrecoup : il sera exilé en quittant la pile
log-aftermath-exiled-instead = { $card } a été lancé avec contrecoup : exilé à la place
log-shuffled-into-library-instead = { $card } serait mis dans un cimetière : il est mélangé dans la bibliothèque de son propriétaire à la place
log-chooses-a-name-asked = { $player } choisit { $nonland ->
    [true] un nom de carte non-terrain
   *[other] un nom de carte
} : personne n'a la priorité tant que ce n'est pas fait
log-chooses-a-name = { $player } choisit le nom { $name }
log-discards-named = { $player } défausse { $card }, du nom choisi
log-discards-none-named = { $player } n'a en main aucune carte nommée { $name }
log-trigger-no-legal-mode = aucun mode de { $ability } ne peut être choisi (aucun n'a ses cibles) : elle est retirée de la pile
log-chooses-trigger-mode = { $player } choisit le mode de { $ability }
log-chooses-mode = { $player } choisit le mode { $n } de { $ability } : { $mode }
log-trigger-mode-not-being-chosen = le mode de { $ability } n'est pas en train d'être choisi ; rien ne se passe
log-doesnt-control-trigger-mode = { $player } ne contrôle pas { $ability } : c'est son contrôleur qui en choisit le mode ; rien ne se passe
log-mode-cant-be-chosen = le mode { $n } de { $ability } ne peut pas être choisi (il n'existe pas, ou n'a pas les cibles qu'il lui faut) ; rien ne se passe
log-trigger-mode-first = le mode de { $ability } se choisit avant ses cibles ; rien ne se passe
log-divided-needs-a-target = { $spell } répartit ses blessures entre ses cibles : il lui en faut une au moins ; il n'est pas lancé
log-divided-wrongly = { $spell } répartit { $n } blessures entre ses { $k } cibles, 1 au moins à chacune, toutes infligées : il n'est pas lancé
log-damage-divided = { $spell } répartit ses { $n } blessures : { $shares }
log-divided-share = { $n } à { $target }
log-with-targets-you = qui cible le joueur qui le choisit
log-with-targets-your-permanent = qui cible un permanent que contrôle le joueur qui le choisit
log-with-power-or-toughness-at-least = avec une force ou une endurance supérieure ou égale à { $n }
log-with-power-or-toughness-at-most = avec une force ou une endurance inférieure ou égale à { $n }
log-with-snow = neigeux
log-with-nonsnow = non neigeux
log-one-spell-each-turn = { $card } ne peut pas être lancé : { $permanent } ne permet à chaque joueur qu'un tel sort par tour
log-spells-cant-be-cast = { $card } ne peut pas être lancé : { $permanent } l'interdit aux sorts comme lui
log-with-x-in-cost = avec {X} dans son coût de mana
log-flare-choice-left = { $source } : { $land } a produit plus d'un type de mana ; { $player } choisit lequel ajouter en plus
log-with-different-controllers = chacune contrôlée par un joueur différent
log-targets-different-controllers = les cibles de { $spell } doivent être contrôlées par des joueurs différents
log-with-type-or-keyword = { $cardtype } ou avec { $keyword }
log-with-attached-to-it = attaché à celui-ci
log-with-shares-a-color = qui partage une couleur avec celui-ci
log-tokens-doubled = { $permanent } : deux fois plus de jetons sont créés à la place ({ $was } → { $n })
log-with-same-name = portant le même nom que celui-ci
log-with-chosen-type = du type choisi
log-with-creature-type = du type de créature { $subtype }
log-coin-flip-won = { $player } lance une pièce et gagne le pile ou face
log-coin-flip-lost = { $player } lance une pièce et perd le pile ou face
log-cast-with-disturb = { $spell } est lancé transformé depuis un cimetière pour son coût de perturbation
log-cant-cast-transformed = { $card } ne se lance face arrière visible que là où sa carte le dit (perturbation, depuis un cimetière) ; rien ne se passe
