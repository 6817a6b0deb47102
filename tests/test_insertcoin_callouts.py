"""Insert Coin's call-out queue and texts (pure): an ability is called out with its effect (issue 21)."""

from arcade.games.insertcoin import events as E
from arcade.games.insertcoin.callouts import ability, attack, declined, enqueue, make, withdraw


def name(seat):
    return ("Ann", "Bob", "Cy")[seat]


def test_an_ordinary_call_out_waits_for_the_queue():
    q = enqueue([], make("A", "", (0, 0, 0), 0, 1000), 0)
    q = enqueue(q, make("B", "", (0, 0, 0), 0, 1000), 200)
    assert [(c.title, c.t0, c.ms) for c in q] == [("A", 0, 1000), ("B", 1000, 1000)]


def test_a_landing_attack_goes_ahead_and_the_interrupted_call_out_resumes_after_it():
    q = enqueue([], make("A", "", (0, 0, 0), 0, 1000), 0)
    q = enqueue(q, make("B", "", (0, 0, 0), 0, 1000), 0)
    q = enqueue(q, make("HIT", "", (0, 0, 0), 0, 800, urgent=True), 400)
    q = enqueue(q, make("HIT2", "", (0, 0, 0), 0, 800, urgent=True), 400)
    assert [(c.title, c.t0, c.ms) for c in q] == [
        ("HIT", 400, 800),
        ("HIT2", 1200, 800),
        ("A", 2000, 600),
        ("B", 2600, 1000),
    ]
    assert next(c for c in q if c.active(400)).title == "HIT"


def test_attacks_say_their_effect_and_completions_of_late_attacks_only_leave_a_note():
    assert ability(E.AbilityUsed(0, "demon_king", "opponents lose 1 life"), name) == (
        "note",
        "Demon King: attacks when the card is done",
        "",
    )
    assert attack(E.Attack(0, "demon_king", (1, 2), ()), name) == ("DEMON KING!", "Ann: Bob, Cy lose 1 Life")
    assert attack(E.Attack(0, "white_skull", (1,), (2,)), name) == (
        "WHITE SKULL!",
        "Ann: Bob skips the next card; Magic Shield saves Cy",
    )
    assert attack(E.Attack(0, "demon_king", (), ()), name)[1] == "Ann: no opponent to hit"
    robot = E.AbilityUsed(2, "ultra_robot", "gain 1 life; opponents lose 1 life")
    assert ability(robot, name) == (
        "callout",
        "ULTRA ROBOT!",
        "Cy gains 1 Life; its attack lands when the card is done",
    )
    assert ability(E.AbilityUsed(2, "ultra_robot", "gain 1 life"), name, gained=False)[2] == "Cy's Lives are full"
    kabuki = E.AbilityUsed(1, "kabuki_love", "complete a 10-point shape with 10+ filled squares")
    assert ability(kabuki, name, waiting=True)[0] == "note"
    assert ability(E.AbilityUsed(1, "kabuki_love", "complete level 2"), name)[2] == "Bob completes Level 2"
    assert ability(E.AbilityUsed(1, "alien_invader", "fill 6 squares"), name)[2] == "Bob fills 6 squares"
    assert declined(E.AbilityDeclined(0, "power_cherry")) == "Power Cherry not used"


def test_a_declined_abilitys_call_out_is_withdrawn_and_the_queue_moves_up():
    q = enqueue([], make("POWER CHERRY!", "", (0, 0, 0), 0, 1000, seat=0), 0)
    q = enqueue(q, make("SPACE SHIP!", "", (0, 0, 0), 0, 1000, seat=1), 0)
    q = withdraw(q, 0, "POWER CHERRY!", 300)
    assert [(c.title, c.t0) for c in q] == [("SPACE SHIP!", 300)]
    assert withdraw(q, 0, "POWER CHERRY!", 300) == q
