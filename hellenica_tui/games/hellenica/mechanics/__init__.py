"""The war-and-chaos rules of Hellenica as pure functions.

Nothing here reads the game state: every function takes small Structs or plain
values, and dice arrive already rolled (or a `random.Random` is passed in when a
rule itself picks at random), so the state-based rules can call these and write
the outcome into events.
"""
