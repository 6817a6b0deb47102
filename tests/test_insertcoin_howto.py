"""Insert Coin's how-to says the cabinet's house rules (docs/rules-decisions.md). The engine's side of each
is tested in test_insertcoin_rules.py: ties (``..._ties_go_to_more_completed_levels``), Kabuki Love waiting,
attacks at the end of the card, the Space Ship card a Life uses up, the Robot's Life, declining, the
hidden choice of Levels."""

from arcade.games.insertcoin.howto import PAGES

TEXT = {page[0]: page[1] for page in PAGES}


def test_the_house_rules_page_says_each_house_rule():
    rules = TEXT["House rules"]
    for phrase in (
        "you may decline its fills, Kabuki Love, or an attack that would end the game",
        "Kabuki Love waits: if no 10-point shape of yours has 10 filled squares yet",
        "Attacks land at the end of the card, once everyone has drawn",
        "A Life spent on a Space Ship bonus card uses the whole card: no second symbol",
        "A Life spent on Ultra Robot's last square comes straight back",
        "Chosen Levels stay face down until everyone has chosen",
    ):
        assert phrase in rules, phrase
    assert "a tie goes to the player with more completed Levels" in TEXT["Scoring"].replace('"', "")
    assert "a tie goes to more Levels" in TEXT["Quick reference"]
    assert "which you may decline" in TEXT["Quick reference"]
