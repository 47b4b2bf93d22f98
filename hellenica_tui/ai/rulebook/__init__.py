"""The rulebook's AI players ("Games with AI Players and Solitaire Play").

Pure decision functions over an `AiMap` (what one AI sees) and a
`random.Random` supplied by the caller: supply (steps A and B), movers and
stay-behinds, destinations and the AI card's movement lines, production,
grudges and the Favorite of the Gods. The rules reveal AI cards and roll the
dice; these functions only decide.
"""
