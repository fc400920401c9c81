# log-objects: objets et zones : déplacer, piocher, révéler, jetons, faces, face cachée, attacher, légendes, sagas, batailles, la zone de commande.


## Changer de zone (400.7)

log-token-left-battlefield-cant-move = { $card } est un jeton qui a quitté le champ de bataille ; il ne peut pas se déplacer ; il reste { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    }
log-already-on-battlefield = { $card } est déjà sur le champ de bataille ; il ne se passe rien
log-cant-enter-under-left-player = { $player } a quitté la partie : { $card } ne peut pas arriver { $to ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    } sous son contrôle ; il reste { $from ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    }
log-instant-or-sorcery-cant-enter-battlefield = { $card } est une carte d'éphémère ou de rituel : elle ne peut pas arriver sur le champ de bataille et reste { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    }
log-moves = { $card } passe { $from ->
        [Library] de la bibliothèque
        [Hand] de la main
        [Battlefield] du champ de bataille
        [Graveyard] du cimetière
        [Stack] de la pile
        [Exile] de l'exil
       *[Command] de la zone de commandement
    } { $to ->
        [Library] à la bibliothèque
        [Hand] à la main
        [Battlefield] au champ de bataille
        [Graveyard] au cimetière
        [Stack] à la pile
        [Exile] à l'exil
       *[Command] à la zone de commandement
    } ; c'est un nouvel objet
log-moves-face-down = { $card } passe { $from ->
        [Library] de la bibliothèque
        [Hand] de la main
        [Battlefield] du champ de bataille
        [Graveyard] du cimetière
        [Stack] de la pile
        [Exile] de l'exil
       *[Command] de la zone de commandement
    } { $to ->
        [Library] à la bibliothèque
        [Hand] à la main
        [Battlefield] au champ de bataille
        [Graveyard] au cimetière
        [Stack] à la pile
        [Exile] à l'exil
       *[Command] à la zone de commandement
    } face cachée ({ $kind ->
        [Manifest] manifestation
        [Morph] mue
        [Megamorph] mégamue
        [Disguise] déguisement
        [Cloak] voile
        [ManifestDread] manifestation d'effroi
       *[Plain] une 2/2
    } ; 708.3 : il a été retourné face cachée avant d'arriver) ; c'est un nouvel objet
log-moves-back-face-up = { $card } passe { $from ->
        [Library] de la bibliothèque
        [Hand] de la main
        [Battlefield] du champ de bataille
        [Graveyard] du cimetière
        [Stack] de la pile
        [Exile] de l'exil
       *[Command] de la zone de commandement
    } { $to ->
        [Library] à la bibliothèque
        [Hand] à la main
        [Battlefield] au champ de bataille
        [Graveyard] au cimetière
        [Stack] à la pile
        [Exile] à l'exil
       *[Command] à la zone de commandement
    } face arrière visible ({ $face }) ; c'est un nouvel objet
log-leaves-face-down-revealed = { $card } quitte le champ de bataille face cachée et est révélé : c'est { $revealed }
log-enters-tapped-as-its-text-says = { $card } arrive engagé, comme le dit son texte
log-melded-other-card-goes-too = le permanent assemblé était deux cartes : { $card } va aussi { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    }
log-commander-to-command-zone-instead = { $card } est un commandant : son propriétaire le met dans la zone de commandement au lieu { $zone ->
        [Library] de la bibliothèque
        [Hand] de la main
        [Battlefield] du champ de bataille
        [Graveyard] du cimetière
        [Stack] de la pile
        [Exile] de l'exil
       *[Command] de la zone de commandement
    }
log-finality-counter-exiled-instead = { $card } a un marqueur de finalité : il est exilé au lieu d'aller au cimetière
log-exiled-instead-of-graveyard = { $card } a "If this would be put into a graveyard from anywhere, exile it instead" (702.146) : il est exilé à la place
log-flashback-exiled-instead = { $card } a été lancé avec flashback : il est exilé au lieu de quitter la pile pour ailleurs
log-unattached-as-host-left = { $card } était attaché à { $host } avant de quitter le champ de bataille ; il n'est plus attaché à rien

## Dans une bibliothèque (401.4, 401.7) ; `ord` est la forme ordinale anglaise de `n` (inutile en français)

log-put-on-top-of-library = { $card } est mis au-dessus de la bibliothèque de son propriétaire
log-put-on-bottom-of-library = { $card } est mis au-dessous de la bibliothèque de son propriétaire
log-put-nth-from-top-of-library = { $card } est mis en { $ord ->
       *[other] { $n ->
            [1] 1re
           *[other] { $n }e
        }
    } position à partir du dessus de la bibliothèque de son propriétaire

## Mettre une carte sur le champ de bataille (712.14, 303.4), jouer un terrain (305)

log-put-onto-battlefield-isnt-a-card = { $card } n'est pas une carte
log-token-cant-be-put-onto-battlefield-again = { $card } est un jeton ; il ne peut pas être mis de nouveau sur le champ de bataille
log-put-transformed-not-double-faced = { $card } n'est pas une carte recto verso : il ne peut pas être mis sur le champ de bataille transformé et reste { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    }
log-not-a-permanent-face-stays = { $face } n'est pas une face de permanent ; { $card } reste { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    }
log-aura-cant-enchant-stays = { $card } ne peut pas enchanter { $host } ; il reste { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    }
log-aura-choose-what-it-enchants = { $card } est une Aura : choisissez ce qu'elle enchante quand elle arrive (attached_to) ; elle reste { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    }
log-aura-nothing-to-enchant = { $card } n'a rien qu'elle pourrait enchanter ; elle reste { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    }
log-put-onto-battlefield-face-up = { $card } est mis sur le champ de bataille face { $face ->
        [Back] arrière
       *[Front] avant
    } visible
log-not-a-land-card-in-hand = { $card } n'est pas une carte de terrain dans une main : il n'est pas joué
log-land-only-in-main-phase = { $card } ne peut être joué que pendant une phase principale du tour de son propriétaire, quand la pile est vide et qu'il a la priorité
log-land-already-played-this-turn = { $n ->
        [one] un terrain a déjà été joué
       *[other] { $n } terrains ont déjà été joués
    } ce tour-ci : { $card } n'est pas joué
log-land-is-played = { $card } est joué

## Une bibliothèque et une main dans leur ensemble : mélanger, piocher, meuler, radiations, mulligans, se défausser

log-shuffles-library = { $player } mélange sa bibliothèque
log-draws-from-empty-library = { $player } pioche dans une bibliothèque vide ({ $drawn ->
        [one] { $drawn } piochée
       *[other] { $drawn } piochées
    } sur { $n })
log-draws-cards = { $player } pioche { $n ->
        [one] une carte
       *[other] { $n } cartes
    }
log-mills-cards = { $player } meule { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
log-rad-counters-mill = { $player } a { $n ->
        [one] { $n } marqueur de radiation : il meule { $n } carte
       *[other] { $n } marqueurs de radiation : il meule { $n } cartes
    }
log-rad-milled-nonland = { $player } a meulé { $n ->
        [one] { $n } carte non-terrain : il perd { $n } point de vie et { $n } marqueur de radiation
       *[other] { $n } cartes non-terrain : il perd { $n } points de vie et { $n } marqueurs de radiation
    }
log-takes-mulligan = { $player } fait son mulligan n° { $n } : sa main retourne dans sa bibliothèque, il mélange et pioche sept cartes, et mettra { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } au-dessous
log-opening-hands-begin = chaque joueur décide s'il garde sa main de départ ; le tour 1 commence quand tous l'ont gardée
log-mulligan-after-keeping = { $player } a gardé sa main : plus de mulligan (il ne se passe rien)
log-not-deciding-opening-hand = { $player } ne décide pas d'une main de départ maintenant (il ne se passe rien)
log-keep-puts-cards-on-bottom = { $player } garde en mettant { $n ->
    [one] une carte
   *[other] { $n } cartes
    } de sa main au-dessous de sa bibliothèque, une par mulligan (il ne se passe rien)
log-keeps-opening-hand = { $player } garde sa main de départ de { $n ->
    [one] une carte
   *[other] { $n } cartes
    }
log-discards-at-random = { $player } se défausse de { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } au hasard

## Révéler et regarder des cartes (701.20), chercher, regard et surveillance

log-revealed-to-every-player = { $card } est révélé à tous les joueurs (il reste { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    })
log-looks-at-card = { $player } regarde { $card } (lui seul la voit ; elle reste { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    })
log-reveals-hand-to-every-player = { $player } révèle sa main ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) à tous les joueurs
log-reveals-hand-to-player = { $player } révèle sa main ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) à { $to }
log-looks-at-top-of-library = { $player } regarde { $n ->
        [one] { $n } carte
       *[other] les { $n } cartes
    } du dessus de sa bibliothèque
log-card-no-longer-revealed = une carte { $zone ->
        [Library] dans la bibliothèque
        [Hand] dans la main
        [Battlefield] sur le champ de bataille
        [Graveyard] dans le cimetière
        [Stack] sur la pile
        [Exile] en exil
       *[Command] dans la zone de commandement
    } n'est plus révélée
log-ends-search = { $player } a fini de chercher dans sa bibliothèque ; ses cartes lui sont de nouveau cachées
log-no-search-asked = aucune recherche dans une bibliothèque n'est demandée à { $player }
log-search-is-anothers = la recherche revient à { $searcher }, pas à { $player }
log-search-finds-at-most = { $player } cherche { $n ->
        [one] une carte : une au plus est trouvée
       *[other] jusqu'à { $n } cartes différentes : { $n } au plus sont trouvées
    }
log-search-doesnt-fit = { $card } n'est pas une carte de cette bibliothèque que la recherche demande ({ $text })
log-search-must-find = { $player } cherche une carte quelconque : une est trouvée tant que la bibliothèque en a (701.23b)
log-finds-nothing = { $player } ne trouve rien
log-scry-is-anothers = { $action ->
    [surveil] la surveillance
   *[scry] le regard vers l'avenir
} revient à { $scrier }, pas à { $player }
log-scry-names-each = { $player } { $action ->
    [surveil] surveille { $n } : chaque carte est nommée une fois, au-dessus ou au cimetière
   *[scry] regarde { $n } cartes : chacune est nommée une fois, au-dessus ou au-dessous
}
log-discards = { $player } se défausse de { $card }
log-may-pay-unless = { $player } peut payer { $cost } ; sinon, l'étape a lieu
log-no-payment-asked = aucun paiement n'est demandé à { $player }
log-payment-is-anothers = le paiement revient à { $payer }, pas à { $player }
log-pays-unless = { $player } paie { $cost } : l'étape n'a pas lieu
log-doesnt-pay-unless = { $player } ne paie pas { $cost } : cela a lieu ({ $text })
log-puts-back-from-hand = { $player } met { $n ->
    [one] une carte
   *[other] { $n } cartes
} de sa main au-dessus de sa bibliothèque
log-hand-has-nothing-to-choose = la main de { $player } n'a aucune carte à choisir
log-hand-choice-to-discard = { $player } choisit { $n ->
    [one] une carte
   *[other] { $n } cartes
} de la main de { $owner } à défausser
log-hand-choice-to-put-back = { $player } choisit { $n ->
    [one] une carte
   *[other] { $n } cartes
} de sa main à mettre au-dessus de sa bibliothèque
log-no-hand-choice-asked = aucun choix de cartes d'une main n'est demandé à { $player }
log-hand-choice-is-anothers = le choix revient à { $chooser }, pas à { $player }
log-hand-choice-names = { $player } choisit { $n ->
    [one] une carte
   *[other] { $n } cartes différentes
} de la main de { $owner } que l'effet permet
log-searches-library = { $player } cherche dans sa bibliothèque ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) ; lui seul la voit
log-plays-with-top-revealed = { $player } joue avec la carte du dessus de sa bibliothèque révélée
log-stops-playing-with-top-revealed = { $player } ne joue plus avec la carte du dessus de sa bibliothèque révélée
log-can-only-act-on-top-of-library = { $player } { $action ->
        [surveil] ne peut surveiller que
       *[scry] ne peut faire un regard que sur
    } { $n ->
        [one] { $n } carte
       *[other] les { $n } cartes
    } du dessus de sa bibliothèque, chacune une fois ; les cartes nommées ne sont pas celles-là ; il ne se passe rien
log-scries = { $player } fait un regard { $n } : { $top } au-dessus, { $bottom } au-dessous
log-surveils = { $player } surveille { $n } : { $top } au-dessus, { $graveyard } au cimetière

## Jetons (111), jetons copies (707.8a), incuber (701.53)

log-not-a-predefined-token = { $token } n'est pas un jeton prédéfini ; rien n'est créé
log-no-copy-of-nonexistent-object = { $id } n'existe pas ; aucune copie d'un objet inexistant n'est créée
log-no-token-copy-of-instant-or-sorcery = { $card } est une carte d'éphémère ou de rituel ; aucun jeton copie n'en est créé
log-token-copy-created = un jeton copie de { $card } est créé avec les valeurs copiables de { $card }
log-no-token-for-left-player = { $player } a quitté la partie : aucun jeton n'est créé sous son contrôle
log-token-aura-cant-enchant = { $token } ne peut pas enchanter { $host } ; le jeton n'est pas créé
log-token-is-created = { $token } est créé
log-named-token-is-created = un jeton { $token } est créé
log-token-not-aura-or-equipment-unattached = { $token } n'est ni une Aura ni un Équipement ; il arrive sans être attaché
log-table-full-nothing-created = rien de plus n'est créé : au plus { $max } objets sur une table ({ $now } actuellement)
log-too-many-tokens = { $n ->
        [one] { $n } jeton n'est pas créé
       *[other] { $n } jetons ne sont pas créés
    } : au plus { $once } à la fois, et au plus { $max } objets sur une table ({ $now } actuellement)
log-incubate = incuber { $n } : l'Incubateur arrive avec { $n ->
        [one] { $n } marqueur
       *[other] { $n } marqueurs
    } +1/+1

## Concéder, perdre et quitter une partie multijoueur (104.3, 800.4a)

log-concedes = { $player } concède et perd la partie
log-runs-out-of-time = { $player } n'a plus de temps à la pendule : il perd la partie (une option de partie)
log-already-lost-the-game = { $player } a déjà perdu la partie ; il ne se passe rien
log-leaves-game = { $player } quitte la partie, ainsi que chaque objet qu'il possède
log-leaves-game-with-objects = { $player } quitte la partie, ainsi que chaque objet qu'il possède : { $objects }
log-leaves-game-with-hidden-cards = { $player } quitte la partie, ainsi que chaque objet qu'il possède : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } de sa main et de sa bibliothèque
log-leaves-game-with-objects-and-hidden-cards = { $player } quitte la partie, ainsi que chaque objet qu'il possède : { $objects }, et { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } de sa main et de sa bibliothèque
log-left-player-ability-ceases-to-exist = une capacité que { $player } contrôlait sur la pile cesse d'exister
log-left-player-control-effect-ends = l'effet donnant à { $player } le contrôle de { $card } prend fin : { $owner } le contrôle de nouveau
log-left-player-still-controls-exiled = { $player } contrôle toujours { $card } : il est exilé
# Une liste d'objets, dans l'ordre : sa première partie, une virgule, la seconde (chaque partie un objet ou une liste).
log-object-list = { $first }, { $second }

## Transformer et convertir (701.27, 701.28, 712) ; `verb` est transform ou convert

log-only-permanents-turn-over = { $card } n'est pas un permanent ; seuls les permanents { $verb ->
        [convert] se convertissent
       *[transform] se transforment
    } ; il ne se passe rien
log-turn-over-isnt-a-card = { $card } n'est pas une carte ; il ne se passe rien
log-meld-card-cant-turn-over = { $card } est une carte à assembler ; elle ne peut pas { $verb ->
        [convert] se convertir
       *[transform] se transformer
    } ; il ne se passe rien
log-isnt-a-double-faced-token = { $card } n'est pas un jeton recto verso ; il ne se passe rien
log-isnt-double-faced = { $card } n'est pas recto verso ; il ne se passe rien
log-face-down-cant-turn-over = { $card } est face cachée et ne peut pas { $verb ->
        [convert] se convertir
       *[transform] se transformer
    } ; il ne se passe rien
log-turns-over-only-by-its-keyword = { $card } a { $keyword ->
        [nightbound] nocturne
       *[daybound] diurne
    } et ne peut { $verb ->
        [convert] se convertir
       *[transform] se transformer
    } que par sa capacité { $keyword ->
        [nightbound] nocturne
       *[daybound] diurne
    } ; il ne se passe rien
log-would-turn-over-into-instant-or-sorcery = { $card } { $verb ->
        [convert] se convertirait
       *[transform] se transformerait
    } en { $face }, une face d'éphémère ou de rituel ; il ne se passe rien
log-turns-over-into = { $card } { $verb ->
        [convert] se convertit
       *[transform] se transforme
    } en { $new } : sa face { $face ->
        [Back] arrière
       *[Front] avant
    } est visible ; c'est le même objet (712.18)
log-turns-over-into-copy-effect-applies = { $card } { $verb ->
        [convert] se convertit
       *[transform] se transforme
    } en { $new } : sa face { $face ->
        [Back] arrière
       *[Front] avant
    } est visible ; c'est le même objet (712.18) (son effet de copie s'applique toujours, 712.9)

## Retourner une carte à retourner (710)

log-only-a-permanent-flips = { $card } n'est pas un permanent ; seul un permanent se retourne ; il ne se passe rien
log-already-flipped = { $card } est déjà retourné ; le retournement est à sens unique (710.4) ; il ne se passe rien
log-isnt-a-flip-card = { $card } n'est pas une carte à retourner ; il ne se passe rien
log-flips-face-down-values-stay = { $card } se retourne : ses valeurs face cachée restent (708.2a) ; c'est le même objet, et il reste retourné (710.4)
log-flips = { $card } se retourne : c'est { $new } ; c'est le même objet, et il reste retourné (710.4)

## Face cachée et face visible (708), manifester, voiler, manifester l'effroi (701.40, 701.58, 701.62)

log-turn-face-down-isnt-a-permanent = { $card } n'est pas un permanent ; il ne se passe rien
log-already-face-down = { $card } est déjà face cachée ; il ne se passe rien
log-double-faced-cant-turn-face-down = { $card } est un permanent recto verso et ne peut pas être retourné face cachée ; il ne se passe rien
log-turned-face-down = { $card } est retourné face cachée{ $kind ->
        [Manifest] {" "}(manifestation)
        [Morph] {" "}(mue)
        [Megamorph] {" "}(mégamue)
        [Disguise] {" "}(déguisement)
        [Cloak] {" "}(voile)
        [ManifestDread] {" "}(manifestation d'effroi)
       *[Plain] {""}
    } : une créature 2/2 sans nom, texte, sous-types ni coût de mana
log-isnt-face-down = { $card } n'est pas face cachée ; il ne se passe rien
log-face-down-instant-or-sorcery-revealed = { $card } est { $revealed }, une carte d'éphémère ou de rituel : elle est révélée et reste face cachée
log-cost-morph = son coût de mue { $cost }
log-cost-megamorph = son coût de mégamue { $cost }
log-cost-disguise = son coût de déguisement { $cost }
log-cost-mana = son coût de mana { $cost }
log-manifested-cant-turn-face-up-for-cost = { $card } ne peut pas être retourné face visible par son contrôleur : une carte manifestée ou voilée ne se retourne face visible pour son coût que si c'est une carte de créature ou si elle a la mue ou le déguisement ; il reste face cachée
log-cant-turn-face-up-for-cost = { $card } ne peut pas être retourné face visible par son contrôleur : seule une carte avec la mue, la mégamue ou le déguisement peut être retournée face visible pour un coût ; il reste face cachée
log-turned-face-up-only-for-cost = { $card } est retourné face visible pour { $cost }, et aucun autre
log-turned-face-up-by-effect = { $card } est retourné face visible par un effet : c'est { $new } (face avant visible, 712.15a) ; les effets qui s'appliquent à lui s'appliquent toujours et il n'est pas arrivé sur le champ de bataille (708.8)
log-face-up-only-with-priority = { $card } n'est retourné face visible que par son contrôleur pendant qu'il a la priorité
log-paying-to-turn-face-up = retourner { $card } face visible
log-turned-face-up-for-cost = { $card } est retourné face visible par son contrôleur, qui paie { $cost } (une action spéciale, 116.2b) : c'est { $new } (face avant visible, 712.15a) ; les effets qui s'appliquent à lui s'appliquent toujours et il n'est pas arrivé sur le champ de bataille (708.8)
log-megamorph-gets-counter = { $card } a été retourné face visible pour son coût de mégamue : il reçoit un marqueur +1/+1
# `how` est cloak, manifest-dread ou manifest.
log-manifest-library-empty = la bibliothèque de { $player } est vide ; { $how ->
        [cloak] rien n'est voilé
        [manifest-dread] rien n'est manifesté avec effroi
       *[manifest] rien n'est manifesté
    }
log-manifests-top-card = { $player } { $how ->
        [cloak] voile
        [manifest-dread] manifeste l'effroi
       *[manifest] manifeste
    } : la carte du dessus est mise sur le champ de bataille face cachée

## Assembler (701.42, 712.4)

log-meld-not-on-battlefield = { $card } n'est pas sur le champ de bataille ; rien n'est assemblé
log-no-meld-ability = { $card } n'a pas de capacité d'assemblage ; il ne se passe rien
log-meld-controller-doesnt-own-it = le contrôleur de { $card } n'en est pas le propriétaire ; rien n'est assemblé
log-meld-partner-missing = son contrôleur ne possède et ne contrôle pas à la fois { $card } et un permanent nommé { $partner } ; rien n'est assemblé
log-meld-pair-exiled = { $first } et { $second } sont exilés
log-cant-be-melded-stay-in-exile = { $first } et { $second } ne peuvent pas être assemblés (un jeton ou une copie n'est pas une carte à assembler) ; ils restent en exil
log-melds-into = { $first } et { $second } s'assemblent en { $melded } : un seul permanent représenté par deux cartes (712.8g)
log-enters-with-counters = { $card } arrive avec { $n ->
    [one] un marqueur { $kind }
   *[other] { $n } marqueurs { $kind }
}
log-regeneration-shield = { $card } sera régénéré la prochaine fois qu'il devrait être détruit ce tour-ci
log-cant-be-regenerated = { $card } ne peut pas être régénéré : son bouclier de régénération ne le sauve pas
log-regenerated = { $card } est régénéré au lieu d'être détruit : blessures retirées, engagé, retiré du combat
log-choice-to-sacrifice = { $player } choisit { $n ->
    [one] un permanent
   *[other] { $n } permanents
    } à sacrifier
log-choice-to-sacrifice-names = { $player } doit nommer { $n ->
    [one] un permanent
   *[other] { $n } permanents
    } qu'il contrôle et que l'effet permet, chacun une fois
log-nothing-to-sacrifice = { $player } ne contrôle rien que l'effet lui fasse sacrifier
log-step-not-its-colour = { $object } n'est pas de la couleur que le texte nomme : rien ne lui arrive
log-step-not-as-asked = { $object } n'est pas ce que le texte demande : rien ne lui arrive
log-may-pay-for = { $player } peut payer { $cost } ; s'il le fait : { $text }
log-pays-for = { $player } paie { $cost } : { $text }
log-doesnt-pay-for = { $player } ne paie pas { $cost } : rien ne se passe
log-look-takes-exactly = { $player } prend { $n } des cartes qu'il regarde, ni plus ni moins
log-look-rest-to-bottom = { $player } met { $n ->
    [one] l'autre carte
   *[other] les { $n } autres cartes
} au-dessous de sa bibliothèque
log-look-rest-to-bottom-random = { $player } met { $n ->
    [one] l'autre carte
   *[other] les { $n } autres cartes
} au-dessous de sa bibliothèque dans un ordre aléatoire
log-look-rest-on-top = { $player } remet { $n ->
    [one] l'autre carte
   *[other] les { $n } autres cartes
} au-dessus de sa bibliothèque
log-look-is-anothers = le choix parmi les cartes regardées revient à { $looker }, pas à { $player }
log-look-takes-at-most = { $player } prend { $n ->
        [one] au plus une des cartes qu'il regarde
       *[other] jusqu'à { $n } cartes différentes parmi celles qu'il regarde
    }
log-look-doesnt-fit = { $card } n'est pas parmi les cartes que { $player } regarde et que l'effet lui laisse prendre ({ $text })
log-scry-asked-is-other = on demande à { $player } de { $action ->
    [surveil] surveiller, pas de regarder l'avenir
   *[scry] regarder l'avenir, pas de surveiller
}
log-hand-choice-to-put-onto-battlefield = { $player } peut choisir jusqu'à { $n ->
    [one] une carte
   *[other] { $n } cartes
} de sa main à mettre sur le champ de bataille
log-puts-onto-battlefield-from-hand = { $player } met { $card } de sa main sur le champ de bataille
log-hand-choice-names-up-to = { $player } choisit jusqu'à { $n ->
    [one] une carte
   *[other] { $n } cartes différentes
} de la main de { $owner } que l'effet permet
log-nothing-to-return = { $player } ne contrôle rien que l'effet renvoie
log-choice-to-return = { $player } choisit { $n ->
    [one] un permanent
   *[other] { $n } permanents
} qu'il contrôle à renvoyer dans la main de son propriétaire
log-choice-to-return-names = { $player } choisit { $n ->
    [one] un permanent
   *[other] { $n } permanents différents
} qu'il contrôle du type que l'effet renvoie
log-returns-chosen = { $player } renvoie { $card } dans la main de son propriétaire
log-exiled-instead-of-leaving = { $card } quitterait le champ de bataille : elle est exilée à la place
log-will-be-exiled-if-it-leaves = { $card } sera exilée si elle devait quitter le champ de bataille
log-jump-start-exiled-instead = { $card } a été lancé avec le saut-départ : il est exilé au lieu de quitter la pile pour ailleurs
log-explores = { $card } explore : { $player } révèle la carte du dessus de sa bibliothèque
log-explores-gone = un permanent qui a quitté le champ de bataille explore : { $player } révèle la carte du dessus de sa bibliothèque
log-explore-to-graveyard = { $player } met { $card } dans son cimetière
log-explore-keeps-on-top = { $player } laisse la carte révélée au-dessus de sa bibliothèque
log-opening-hand-choice-to-battlefield = { $player } peut commencer la partie avec jusqu'à { $n } { $n ->
    [one] carte
   *[other] cartes
} de sa main de départ sur le champ de bataille
log-puts-back-in-any-order = { $player } remet les { $n } cartes du dessus de sa bibliothèque dans l'ordre de son choix
log-arrange-puts-all-back = { $player } doit remettre les { $n } cartes au-dessus de sa bibliothèque, aucune au-dessous
log-energy-missing = { $player } a { $has } énergie, pas les { $n } à payer
log-exiled-instead-of-graveyard-by = { $source } exile { $card } au lieu de le laisser aller dans un cimetière
log-enters-tapped-by = { $card } arrive engagé : { $source } le dit
log-reveals-top-of-library = { $player } révèle { $n ->
        [one] { $n } carte
       *[other] les { $n } cartes
    } du dessus de sa bibliothèque
log-choice-to-dredge = { $player } piocherait une carte : il peut à la place draguer une carte de son cimetière
log-dredges = { $player } drague { $card } : meule { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} et la renvoie dans sa main au lieu de piocher
log-choice-to-dredge-names = { $player } peut draguer une carte de son cimetière avec draguer dont sa bibliothèque contient le nombre de cartes, ou aucune pour piocher
log-storm-spell-gone = le sort n'est plus sur la pile : la tempête ne copie rien
log-storm-copies = la tempête copie { $spell } { $n ->
    [one] une fois
   *[other] { $n } fois
}, une fois pour chaque sort lancé avant lui ce tour-ci
log-chooses-copy-targets = { $player } peut choisir de nouvelles cibles pour { $spell }
log-nothing-to-separate = { $player } ne contrôle aucun permanent : il n'y a rien à séparer en piles
log-separates-piles = { $player } sépare en deux piles les { $n } permanents que { $owner } contrôle
log-no-piles-asked = { $player } n'a pas à séparer de permanents en piles
log-piles-are-anothers = les piles sont à { $other } de les faire ou d'en choisir une, pas à { $player }
log-piles-name-theirs = { $player } nomme une fois les permanents de chaque pile, parmi ceux séparés que { $owner } contrôle
log-piles-separated = { $player } les sépare en une pile de { $first } et une pile de { $second } ; { $chooser } en choisit une
log-no-pile-to-choose = { $player } n'a pas de pile à choisir
log-chooses-pile = { $player } choisit une pile de { $n } et la sacrifie
log-action-separate-piles = { $player } sépare en piles, la première : { $cards }
log-action-choose-pile = { $player } choisit la pile { $n }
log-choice-to-return-or-sacrifice = { $player } peut renvoyer dans la main de son propriétaire un permanent qu'il contrôle, sinon il sacrifie { $card }
log-nothing-returned-sacrifices = rien n'est renvoyé : { $card } est sacrifié
log-emblem-created = { $player } obtient un emblème avec « { $ability } »
