"""The rulebook's AI players ("Games with AI Players and Solitaire Play").

Pure decision functions over an `AiMap` (what one AI sees) and a
`random.Random` supplied by the caller: supply (steps A and B), movers and
stay-behinds, destinations and the AI card's movement lines, and the Favorite
of the Gods. The rules reveal AI cards, roll the dice and keep the grudge
spaces and the government markers (games/hellenica/ai_seats/, mechanics/);
these functions only decide.
"""
