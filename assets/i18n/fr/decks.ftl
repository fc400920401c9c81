# decks
