# log-players: lo stato di giocatori e permanenti: punti vita, segnalini, TAPpare, le azioni generate dallo stato, note.

log-gains-life = { $player } guadagna { $n } punti vita: ora ne ha { $now }
log-loses-life = { $player } perde { $n } punti vita: ora ne ha { $now }
log-already-has-life = { $player } ha già { $n } punti vita; non cambia nulla
log-life-total-becomes = i punti vita di { $player } diventano { $n }: { $change ->
    [gain] guadagna
   *[lose] perde
    } la differenza

## Segnalini dei giocatori ($kind: log-counter-kind)
log-player-counters-unchanged = { $player } ha { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } { $kind }; non cambia nulla
log-player-gets-counters = { $player } riceve { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } { $kind }: ora ne ha { $now }
log-player-loses-counters = { $player } perde { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } { $kind }: ora ne ha { $now }

## Il tipo di un segnalino, detto dentro un'altra riga: $kind com'è scritto ("+1/+1", "poison", "first strike", un tipo che nomina una carta); $key lo stesso, con "-" al posto degli spazi ("first-strike")
log-counter-kind = { $key ->
    [loyalty] fedeltà
    [defense] difesa
    [stun] stordimento
    [shield] scudo
    [poison] veleno
    [energy] energia
    [experience] esperienza
    [rad] radiazione
    [ticket] biglietto
    [finality] finalità
    [lore] sapere
    [flying] volare
    [first-strike] attacco improvviso
    [double-strike] doppio attacco
    [deathtouch] tocco letale
    [decayed] decomposto
    [exalted] esaltato
    [haste] rapidità
    [hexproof] anti-malocchio
    [indestructible] indistruttibile
    [lifelink] legame vitale
    [menace] minacciare
    [reach] raggiungere
    [shadow] ombra
    [trample] travolgere
    [vigilance] cautela
    [charge] carica
    [time] tempo
   *[other] { $kind }
}

## Perdere la partita, e la fine della partita
log-loses-game-life = { $player } ha { $n } punti vita e perde la partita
log-loses-game-empty-library = { $player } ha pescato da un grimorio vuoto e perde la partita
log-loses-game-poison = { $player } ha { $n } segnalini veleno e perde la partita
log-loses-game-commander-damage = { $player } ha subito { $n } danni da combattimento dal comandante { $commander } e perde la partita
log-game-over-won = La partita è finita: ha vinto { $player }
log-game-over-draw = La partita è finita: pareggio

## Dadi e monete ($results: i numeri usciti, "3, 5")
log-cant-roll = { $player } non può tirare { $dice }d{ $sides }: da 1 a { $max_dice } dadi da 1 a { $max_sides } facce
log-rolls-die = { $player } tira un d{ $sides }: { $result }
log-rolls-dice = { $player } tira { $dice }d{ $sides }: { $results } (totale { $total })
log-flips-coin = { $player } lancia una moneta: { $side ->
    [heads] testa
   *[tails] croce
}

## TAPpare e STAPpare
log-cant-tap-not-a-permanent = { $card } non è un permanente; solo i permanenti si TAPpano e si STAPpano; non succede nulla
log-becomes-tapped = { $card } viene TAPpato
log-becomes-untapped = { $card } viene STAPpato
log-stun-counter-instead-of-untapping = { $card } ha un segnalino stordimento: ne viene rimosso uno invece di STAPparlo

## Danno ai permanenti ($what: log-amount-of-damage o log-an-effect)
log-not-a-permanent = { $card } non è un permanente; non succede nulla
log-shield-counter-prevents-damage = { $card } ha un segnalino scudo: { $n ->
    [one] viene prevenuto { $n } danno
   *[other] vengono prevenuti { $n } danni
    } e viene rimosso un segnalino scudo
log-protection-prevents-damage = il danno che { $source } infliggerebbe a { $card } ({ $n }) è prevenuto: ha protezione { $quality }
log-damage-removes-loyalty = { $card } subisce { $n } { $n ->
    [one] danno
   *[other] danni
    } e perde { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } fedeltà
log-damage-marked = su { $card } { $n ->
    [one] viene segnato { $n } danno
   *[other] vengono segnati { $n } danni
}
log-damage-as-minus-counters = { $n ->
    [one] 1 danno
   *[other] { $n } danni
    } a { $card } da una fonte con infettare o avvizzire { $n ->
    [one] diventa 1 segnalino -1/-1
   *[other] diventano { $n } segnalini -1/-1
    }
log-amount-of-damage = { $n } { $n ->
    [one] danno
   *[other] danni
}
log-an-effect = un effetto
log-removes-defense-counters = { $card } perde { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } difesa ({ $what })
log-siege-defeated = è stato rimosso l'ultimo segnalino difesa da { $card }: la sua abilità si innesca ({ $id }: esiliala, poi puoi lanciarla trasformata)

## Distruggere e sacrificare
log-shield-counter-instead-of-destroying = { $card } ha un segnalino scudo: viene rimosso un segnalino scudo invece di distruggerlo
log-destroyed = { $card } viene distrutto
log-cant-destroy-not-a-permanent = { $card } non è un permanente; non può essere distrutto; non succede nulla
log-indestructible-not-destroyed = { $card } ha indistruttibile: non viene distrutto
log-cant-sacrifice-not-a-permanent = { $card } non è un permanente; non può essere sacrificato; non succede nulla
log-sacrifices = { $player } sacrifica { $card }

## Segnalini sugli oggetti ($kind: log-counter-kind)
log-counters-put-on = { $card } riceve { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } { $kind }
log-counters-removed-from = { $card } perde { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } { $kind }
log-counters-annihilate = { $card } aveva sia segnalini +1/+1 sia segnalini -1/-1: { $n ->
    [one] ne viene rimosso { $n }
   *[other] ne vengono rimossi { $n }
    } di ciascun tipo

## La nota di un giocatore su un oggetto ($text: le parole del giocatore)
log-note-removed = la nota su { $card } viene rimossa
log-note-on = nota su { $card }: { $text }

## Controllo
log-control-not-a-permanent = { $card } non è un permanente (è { $zone ->
    [Library] nel grimorio
    [Hand] in mano
    [Graveyard] nel cimitero
    [Stack] in pila
    [Exile] in esilio
    [Command] nella zona di comando
    [Battlefield] sul campo di battaglia
   *[other] in { $zone }
    }); il controllo non cambia
log-already-controls = { $player } controlla già { $card }; non cambia nulla
log-control-player-left = { $player } ha lasciato la partita: il controllo di { $card } non cambia
log-gains-control = { $player } ottiene il controllo di { $card }

## Assegnare ($why: una delle righe log-why-*)
log-attach-not-on-battlefield = { $card } non è sul campo di battaglia; non succede nulla
log-already-attached = { $card } è già assegnato a { $host }; l'effetto non fa nulla
log-cant-be-attached = { $card } non può essere assegnato a { $host }; non si sposta
log-attached = { $card } è assegnato a { $host } (nuovo indicatore temporale, 701.3c, 613.7e)
log-enters-unattached = { $card } non può essere assegnato a { $host }; entra senza essere assegnato
log-enters-attached = { $card } entra nel campo di battaglia assegnato a { $host }
log-not-attached = { $card } non è assegnato a nulla; non succede nulla
log-becomes-unattached = { $card } non è più assegnato
log-falls-off = { $card } { $why }: non è più assegnato e resta sul campo di battaglia

## La regola delle leggende ($n in log-keeps-legend: quanti ne vanno)
log-legend-rule = { $player } controlla { $n } permanenti leggendari chiamati { $card }: { $player } ne sceglie uno da tenere, e gli altri vengono messi nei cimiteri dei loro proprietari
log-legend-rule-nothing-to-choose = la regola delle leggende non si applica a { $card }: non c'è nulla da scegliere
log-keeps-legend = { $player } tiene { $card }; { $n ->
    [1] l'altro va nel cimitero del suo proprietario
   *[other] gli altri { $n } vanno nei cimiteri dei loro proprietari
}

## Saghe ($last, $chapter in log-chapter-triggers: numeri romani; $chapters: "I, II"; $n in log-read-ahead-chapters-skipped: quanti; $text: le parole del capitolo)
log-read-ahead-choice = { $card } ha leggere in anticipo: { $player } sceglie il capitolo con cui entra, da I a { $last }
log-saga-enters-with-lore = { $card } è una Saga: entra con un segnalino sapere
log-not-a-read-ahead-saga = { $card } non è una Saga con leggere in anticipo che entra nel campo di battaglia; non succede nulla
log-chapter-out-of-range = il capitolo di { $card } deve essere da I a { $last }; { $chapter } non lo è
log-enters-with-chosen-lore = { $card } entra con { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } sapere, a scelta del suo controllore
log-precombat-main-lore-counter = fase principale pre-combattimento: viene messo un segnalino sapere su { $card }
log-read-ahead-chapters-skipped = { $card } ha leggere in anticipo ed è entrato in questo turno: { $n ->
    [one] il capitolo { $chapters } non si innesca
   *[other] i capitoli { $chapters } non si innescano
}
log-chapter-triggers = { $card } ha { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } sapere: il capitolo { $chapter } si innesca e va in pila ({ $id }: { $text })

## Giorno e notte
log-daybound-it-becomes-day = c'è un permanente con diurno sul campo di battaglia e non era né giorno né notte: diventa giorno
log-nightbound-it-becomes-night = un permanente con notturno e nessuno con diurno: diventa notte
log-night-transforms = è notte: { $card } si trasforma
log-day-transforms = è giorno: { $card } si trasforma

## Azioni generate dallo stato ($why: una delle righe log-why-*)
log-token-ceases-to-exist = { $card } è una pedina { $zone ->
    [Library] nel grimorio
    [Hand] in mano
    [Graveyard] nel cimitero
    [Stack] in pila
    [Exile] in esilio
    [Command] nella zona di comando
    [Battlefield] sul campo di battaglia
   *[other] in { $zone }
    }: cessa di esistere
log-spell-copy-ceases-to-exist = { $card } è una copia di una magia { $zone ->
    [Library] nel grimorio
    [Hand] in mano
    [Graveyard] nel cimitero
    [Stack] in pila
    [Exile] in esilio
    [Command] nella zona di comando
    [Battlefield] sul campo di battaglia
   *[other] in { $zone }
    }: cessa di esistere
log-sba-put-into-graveyard = { $card } { $why }: va nel cimitero del suo proprietario
log-sba-sacrificed = { $card } { $why }: il suo controllore lo sacrifica

## Perché si applica un'azione generata dallo stato, detto dopo il nome del permanente
log-why-toughness-0 = ha costituzione 0 o inferiore
log-why-siege-no-opponent = è un Assedio protetto dal suo controllore, che non ha avversari da scegliere
log-why-no-protector = non ha un protettore e non si può scegliere alcun giocatore
log-refused-no-object-in-view = rifiutato: nessun oggetto { $id } in ciò che vedi
log-why-lethal-damage = ha danno letale ({ $damage } segnati, costituzione { $toughness })
log-why-deathtouch = ha subito danno da una fonte con tocco letale (702.2b)
log-why-loyalty-0 = è un planeswalker con fedeltà 0
log-why-defense-0 = è una battaglia con difesa 0
log-why-aura-attached-to-nothing = è un'Aura non assegnata a nulla
log-why-aura-attached-illegally = è un'Aura assegnata a un oggetto illegale o mancante
log-why-cant-be-attached = non può essere assegnato a nulla
log-why-equipment-attached-illegally = è un Equipaggiamento o una Fortificazione assegnato a un permanente illegale
log-why-newer-role = è un Ruolo e sullo stesso permanente c'è un Ruolo più recente del suo controllore
log-why-world-rule = è un permanente mondo, e un altro ha il supertipo mondo da meno tempo (o da altrettanto)
log-why-saga-final-chapter = ha { $n } { $n ->
    [one] segnalino
   *[other] segnalini
    } sapere, il suo capitolo finale è il { $last } e nessuna sua abilità di capitolo è in pila

## Un'azione nomina qualcosa che non c'è ($id, $name: come li ha scritti l'azione; tra virgolette dove lo sono)
log-id-is-an-ability = { $id } è un'abilità in pila, non una carta né una pedina; non succede nulla
log-id-ceased-to-exist = { $id } ha cessato di esistere; non succede nulla
log-no-object-with-id = nessun oggetto con id { $id }; non succede nulla
log-no-player-named = nessun giocatore chiamato { $name }; non succede nulla
log-part-of-melded-permanent = { $id } fa parte del permanente combinato { $whole }: agisci su quel permanente; non succede nulla
log-phased-out-nothing-happens = { $card } è fuori fase: viene considerato come se non esistesse; non succede nulla

## Il tavolo ($why: un problema dei messaggi dei file)
log-table-set-up = tavolo preparato: { $players } { $players ->
    [one] giocatore
   *[other] giocatori
    }, { $objects } { $objects ->
    [one] oggetto
   *[other] oggetti
}
log-rules-run-this-table = le regole gestiscono i turni di questo tavolo: priorità, combattimento e mana
log-rules-run-the-turn-from-now-on = d'ora in poi le regole gestiscono il turno: priorità, combattimento e mana
log-table-free-from-now-on = d'ora in poi il tavolo è libero: i giocatori fanno avanzare il turno a mano
log-table-mode-already = il tavolo è già { $mode ->
    [assisted] assistito
   *[free] libero
}
log-left-no-card-brought-in = { $player } ha lasciato la partita: non viene portata in partita alcuna carta per lui
log-card-brought-in = { $card } viene portato in partita: { $zone ->
    [Library] nel grimorio
    [Hand] nella mano
    [Graveyard] nel cimitero
    [Stack] in pila
    [Exile] in esilio
    [Command] nella zona di comando
    [Battlefield] sul campo di battaglia
   *[other] in { $zone }
    } (di { $player })
log-no-card-brought-in = nessuna carta viene portata in partita: { $why }
log-every-arrow-removed = tutte le frecce vengono rimosse
log-arrow-removed = la freccia da { $source } a { $target } viene rimossa
log-arrow-attacks = una freccia: { $source } attacca { $target }
log-arrow-points-at = una freccia: { $source } indica { $target }
log-no-permanent-matches-nothing-transforms = nessun permanente corrisponde; nulla si trasforma
log-ability-put-on-stack = un'abilità di { $card } viene messa in pila

## Che cosa fa un effetto continuo, detto dopo il nome dell'oggetto ($pt: "+2/+0"; $from, $to, $ability: come li ha scritti l'azione)
log-effect-modifies-pt = { $pt }
log-effect-sets-base-pt = F/C base { $power }/{ $toughness }
log-effect-switches-pt = scambia forza e costituzione
log-effect-changes-types = effetto di cambio tipo
log-effect-gains-types = diventa { $types }
log-effect-changes-text = effetto di cambio testo: { $from } diventa { $to }
log-effect-colorless = incolore
log-effect-color = { $color ->
    [White] bianco
    [Blue] blu
    [Black] nero
    [Red] rosso
   *[Green] verde
}
log-effect-colors-and = { $first } e { $rest }
log-effect-gains-ability = acquisisce { $ability }
log-effect-gains-quoted-ability = acquisisce «{ $ability }»
log-effect-loses-all-abilities = perde tutte le abilità
log-gains-control-until-eot = { $player } ottiene il controllo di { $card } fino alla fine del turno
log-control-returns = { $card } torna sotto il controllo di { $player }: l'effetto che lo aveva ceduto finisce
log-totem-armor-instead = { $card } verrebbe distrutto: gli viene rimosso tutto il danno e al suo posto viene distrutta { $aura }, con armatura totemica
log-protection-color = dal { $color ->
    [White] bianco
    [Blue] blu
    [Black] nero
    [Red] rosso
   *[Green] verde
}
log-protection-all-colors = da tutti i colori
log-protection-type = { $cardtype ->
    [Artifact] dagli artefatti
    [Battle] dalle battaglie
    [Creature] dalle creature
    [Enchantment] dagli incantesimi
    [Instant] dagli istantanei
    [Kindred] dai tribali
    [Land] dalle terre
    [Planeswalker] dai planeswalker
   *[Sorcery] dalle stregonerie
}
log-protection-subtype = dal tipo di creatura { $subtype }
log-protection-multicolored = dal multicolore
log-protection-monocolored = dal monocolore
log-protection-everything = da tutto
log-entry-choice-asked = { $card } entra: { $player } sceglie { $choice ->
    [Unleash] se entra con un segnalino +1/+1 (scatenare; poi non può bloccare finché ne ha uno)
    [Riot] un segnalino +1/+1 o rapidità (rivolta)
    [CreatureType] un tipo di creatura
    [CardName] un nome di carta
    [NonlandCardName] un nome di carta non terra
   *[other] un colore
}
log-no-entry-choice = { $card } non attende alcuna scelta mentre entra
log-entry-answer-not-offered = { $answer } non è una risposta a ciò con cui entra { $card }
log-chooses-as-enters = { $player } sceglie per { $card }: { $answer ->
    [Counter] un segnalino +1/+1
    [NoCounter] nessun segnalino
    [Haste] rapidità
    [White] bianco
    [Blue] blu
    [Black] nero
    [Red] rosso
    [Green] verde
   *[other] { $answer }
}
log-gets-citys-blessing = { $player } controlla dieci o più permanenti e ottiene la benedizione della città per il resto della partita
log-controls-enchanted = { $player } ottiene il controllo di { $card } finché { $source } lo incanta
log-not-a-card-name = "{ $name }" non è il nome di alcuna carta
log-not-a-nonland-card-name = { $name } è il nome di una terra, e il nome scelto deve essere di una carta non terra
log-hand-choice-to-exile = { $player } sceglie { $n } carta/e della sua mano da esiliare
log-exiles-chosen-from-hand = { $player } esilia { $card } dalla sua mano
log-cant-gain-life = { $player } non può guadagnare punti vita ({ $permanent }): non ne guadagna
log-choice-to-exile-from-graveyard = { $player } sceglie { $n } carta/e del suo cimitero da esiliare
log-exiles-chosen-from-graveyard = { $player } esilia { $card } dal suo cimitero
log-choice-to-exile-from-graveyard-names = { $player } sceglie { $n } carta/e del proprio cimitero
log-choice-to-copy = { $player } sceglie di che cosa { $card } entra nel campo di battaglia come copia, o di niente
log-choice-to-copy-names = { $player } nomina un permanente sul campo di battaglia che { $card } può copiare, o nessuno
log-nothing-to-copy = niente sul campo di battaglia che { $card } possa copiare: entra come sé stesso
log-enters-as-copy = { $card } entra nel campo di battaglia come copia di { $original }
log-choice-to-proliferate = { $player } sceglie i permanenti e i giocatori con segnalini su cui proliferare
log-choice-to-proliferate-names = { $player } nomina permanenti e giocatori con segnalini, ognuno una volta
log-nothing-to-proliferate = nessun permanente o giocatore ha un segnalino: { $player } non prolifera nulla
log-proliferates = { $player } prolifera: { $n } permanente/i e giocatore/i ricevono un altro segnalino di ogni tipo già presente
log-choice-to-untap = { $player } sceglie fino a { $n } terra/e TAPpata/e da STAPpare
log-choice-to-untap-names = { $player } nomina fino a { $n } terra/e TAPpata/e, ognuna una volta
log-nothing-to-untap = nessuna terra è TAPpata: { $player } non STAPpa nulla
log-choice-to-discard-to-enter = { $player } sceglie una carta da scartare perché { $card } entri nel campo di battaglia, o nessuna
log-choice-to-discard-to-enter-names = { $player } nomina una carta della sua mano che { $card } gli permette di scartare, o nessuna
log-doesnt-enter-without-discard = nulla di scartato: { $card } è messo nel cimitero del suo proprietario invece di entrare nel campo di battaglia
log-choice-to-put-back-or-pay = { $player } sceglie quali di { $n } carta/e pescata/e in questo turno rimettere in cima al suo grimorio; ognuna tenuta costa { $life } punti vita
log-choice-to-put-back-or-pay-names = { $player } nomina fino a { $n } carta/e della sua mano pescata/e in questo turno, ognuna una volta
log-nothing-drawn-this-turn = { $player } non ha in mano carte pescate in questo turno: nulla da rimettere o pagare
log-cant-pay-life-for-cards = { $player } non può pagare { $n } punti vita avendone { $life }: deve rimettere più carte
log-pays-life-to-keep = { $player } paga { $n } punti vita per tenere una carta pescata in questo turno
log-choice-to-keep-one-of-each = { $player } sceglie i permanenti che tiene, uno per tipo; gli altri saranno sacrificati
log-choice-to-keep-one-of-each-names = { $player } nomina un permanente che controlla per ogni tipo di cui ne ha, ognuno per un tipo diverso
log-nothing-to-keep = { $player } non controlla permanenti di quei tipi: non ne tiene nessuno
log-choice-to-return-from-graveyard = { $player } sceglie fino a una carta del suo cimitero da riprendere in mano
log-choice-to-return-from-graveyard-names = { $player } nomina fino a una carta del proprio cimitero del tipo che l'effetto riprende
log-nothing-in-graveyard-to-return = il cimitero di { $player } non ha nulla che l'effetto riprenda
