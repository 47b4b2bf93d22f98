"""The one form names are compared in, whoever reads them: the parser, the answers to
a question and the prompt's completion all bring a typed word and a name to it.

Case, apostrophes and full stops do not count; hyphens, commas and runs of spaces
all separate words, which are joined with '_' as ids are ("Law-Code" and
"law code" are both `law_code`).
"""


def slug(text: str) -> str:
    return "_".join(text.lower().replace("-", " ").replace(",", " ").replace("'", "").replace(".", "").split())
