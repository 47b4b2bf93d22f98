"""The game at one keyboard, without a screen: what each change tells, who sits at
the screen, when the AI players act, what opens next and what went wrong with the
save. The game screen renders what the table says and forwards the keys to it; no
Textual here, so all of it is tested on its own."""
